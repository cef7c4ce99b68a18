import { z } from 'zod';
import { PACING_LIMITS, maxConcurrentSchema, minIntervalSchema } from '../../accounts/accountRules';
import { normaliseTld } from '../../domainName';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { nameserverListSchema } from '../../nameservers/nameserverSchema';
import { idText, lineText } from '../inputText';
import { backgroundSyncScheduleSchema } from './backgroundSync';
import { DEFAULT_EXPIRY_THRESHOLDS, NOTIFICATION_KINDS } from './notifications';
import { filterSchema } from './portfolio';
import { PORTFOLIO_SORT_KEYS } from './portfolioTypes';

const tldSchema = z
  .string({ error: 'Each TLD must be text.' })
  .max(64, { error: 'A TLD is at most 64 characters.' })
  .refine((tld) => normaliseTld(tld) !== undefined, {
    error: (issue) => `"${String(issue.input).trim()}" is not a valid TLD.`,
  })
  .transform((tld) => normaliseTld(tld) ?? tld);

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .int({ error: `${what} must be a whole number.` })
    .min(min, { error: `${what} must be at least ${min}.` })
    .max(max, { error: `${what} must be at most ${max}.` });

/** Days before expiry a domain is told about: 1 to 5 thresholds, largest first. */
const expiryDaysSchema = z
  .array(wholeNumber('An expiry threshold (days)', 1, 365), {
    error: 'The expiry thresholds must be a list of days.',
  })
  .min(1, { error: 'Give at least one expiry threshold.' })
  .max(5, { error: 'At most 5 expiry thresholds.' })
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

/**
 * The user's preferences, each with its own check. A closed set: anything else is refused,
 * so no other value (and never a secret) can be stored through it.
 */
export const settingSchemas = {
  /** Searched for a bare name when no TLD is chosen; ASCII, without the leading dot. */
  defaultTlds: z
    .array(tldSchema, { error: 'The default TLDs must be a list.' })
    .max(100, { error: 'At most 100 default TLDs.' })
    .transform((tlds) => [...new Set(tlds)]),
  /** Filled in on new orders: none, or 2 to 5 host names (checked like an order's). */
  defaultNameservers: nameserverListSchema({ optional: true }),
  /** Years a new registration is ordered for. */
  defaultPeriod: wholeNumber('The default registration period', 1, 10),
  /** The portfolio's "expiring soon": expiry within this many days. */
  expiringSoonDays: wholeNumber('The "expiring soon" window', 1, 365),
  /** Rows per page in lists. */
  pageSize: wholeNumber('The page size', 10, 1000),
  /** Pacing filled in when a new account is connected (each account keeps its own). */
  defaultMaxConcurrentRequests: maxConcurrentSchema,
  defaultMinRequestIntervalMs: minIntervalSchema,
  /** How often every account's domains are re-read in the background. */
  backgroundSync: backgroundSyncScheduleSchema,
  /** The portfolio grid's named filters and sorts. */
  savedViews: z
    .array(
      z.object({
        name: lineText(100, 'A view name is at most 100 characters.'),
        filter: filterSchema,
        sort: z.object({
          key: z.enum(PORTFOLIO_SORT_KEYS, { error: 'Unknown sort column.' }),
          direction: z.enum(['asc', 'desc']),
        }),
      }),
      { error: 'The saved views must be a list.' },
    )
    .max(200, { error: 'At most 200 saved views.' }),
  /** TLDs starred in the search's picker; ASCII, without the leading dot. */
  favouriteTlds: z
    .array(tldSchema, { error: 'The favourite TLDs must be a list.' })
    .max(200, { error: 'At most 200 favourite TLDs.' })
    .transform((tlds) => [...new Set(tlds)]),
  /** The cart's default contact profile per role (profile ids only, no contact data). */
  /** Look for a newer release of DomainDesk at most once a day when the app starts. */
  checkForUpdates: z.boolean({ error: 'Checking for updates is on or off (true or false).' }),
  cartContactProfiles: z.partialRecord(
    z.enum(['registrant', 'admin', 'tech', 'billing']),
    idText('A contact profile id'),
  ),
  /** Which notifications are raised, whether the system shows them, and the expiry days. */
  notifications: z.strictObject(
    {
      system: z.boolean({ error: 'System notifications are on or off (true or false).' }),
      off: z
        .array(z.enum(NOTIFICATION_KINDS, { error: 'Unknown kind of notification.' }))
        .max(NOTIFICATION_KINDS.length)
        .transform((kinds) => [...new Set(kinds)]),
      expiryDays: expiryDaysSchema,
      /** Thresholds of domains carrying a tag, instead of `expiryDays`. */
      expiryDaysByTag: z
        .record(lineText(100, 'A tag is at most 100 characters.'), expiryDaysSchema)
        .refine((byTag) => Object.keys(byTag).length <= 100, { error: 'At most 100 tags.' }),
    },
    { error: 'The notification settings must be an object.' },
  ),
};

export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export type AppSettings = { readonly [K in SettingName]: z.output<(typeof settingSchemas)[K]> };

export const SETTINGS_DEFAULTS: AppSettings = {
  defaultTlds: ['com', 'net', 'org'],
  defaultNameservers: [],
  defaultPeriod: 1,
  expiringSoonDays: 30,
  pageSize: 100,
  defaultMaxConcurrentRequests: PACING_LIMITS.maxConcurrentRequests.default,
  defaultMinRequestIntervalMs: PACING_LIMITS.minRequestIntervalMs.default,
  backgroundSync: 'daily',
  savedViews: [],
  favouriteTlds: [],
  cartContactProfiles: {},
  checkForUpdates: true,
  notifications: {
    system: true,
    off: [],
    expiryDays: [...DEFAULT_EXPIRY_THRESHOLDS],
    expiryDaysByTag: {},
  },
};

/** Some settings to change; unknown names are refused with their name. */
export const settingsPatchSchema = z.strictObject(
  {
    defaultTlds: settingSchemas.defaultTlds.optional(),
    defaultNameservers: settingSchemas.defaultNameservers.optional(),
    defaultPeriod: settingSchemas.defaultPeriod.optional(),
    expiringSoonDays: settingSchemas.expiringSoonDays.optional(),
    pageSize: settingSchemas.pageSize.optional(),
    defaultMaxConcurrentRequests: settingSchemas.defaultMaxConcurrentRequests.optional(),
    defaultMinRequestIntervalMs: settingSchemas.defaultMinRequestIntervalMs.optional(),
    backgroundSync: settingSchemas.backgroundSync.optional(),
    savedViews: settingSchemas.savedViews.optional(),
    favouriteTlds: settingSchemas.favouriteTlds.optional(),
    cartContactProfiles: settingSchemas.cartContactProfiles.optional(),
    checkForUpdates: settingSchemas.checkForUpdates.optional(),
    notifications: settingSchemas.notifications.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `"${key}"`).join(', ')} ${issue.keys.length === 1 ? 'is not a setting' : 'are not settings'} of DomainDesk (known: ${SETTING_NAMES.join(', ')}).`
        : 'The settings to change must be an object.',
  },
);
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

export const settingsChannels = {
  /** Every setting: the stored value, or its default. */
  'settings:get': defineChannel({ input: z.undefined(), output: returns<AppSettings>() }),
  /** Changes the given settings (all or none) and answers with every setting. */
  'settings:update': defineChannel({
    input: settingsPatchSchema,
    output: returns<AppSettings>(),
  }),
} satisfies ChannelMap;
