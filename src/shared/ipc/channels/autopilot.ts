import { z } from 'zod';
import { moneyToCents } from '../../api';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { lineText } from '../inputText';
import { accountIdSchema } from './portfolio';

/** Which domains the autopilot renews: all of the account's, those with a tag, or listed ones. */
export const AUTOPILOT_SCOPES = ['all', 'tags', 'domains'] as const;
export type AutopilotScope = (typeof AUTOPILOT_SCOPES)[number];

export const AUTOPILOT_DAYS = { min: 1, max: 180 } as const;
/** Most tags or domain names one autopilot can list. */
export const AUTOPILOT_TARGETS_MAX = 500;

/** An account's renewal autopilot as the reseller set it. Off until turned on. */
export interface AutopilotSettings {
  readonly enabled: boolean;
  /** Renew this many days before the expiry date (while the app runs). */
  readonly daysBefore: number;
  /** Most the autopilot may spend in a calendar month (UTC), in the account's currency. */
  readonly monthlyCap: string;
  readonly scope: AutopilotScope;
  /** Tags (scope `tags`) or ASCII domain names (scope `domains`); empty for `all`. */
  readonly targets: readonly string[];
  /**
   * Whether it may renew a domain in its redemption period, paying the redemption fee (often
   * many times the renewal price). Off until allowed; grace renewals need no such leave.
   */
  readonly payRedemption: boolean;
}

export const AUTOPILOT_DEFAULTS: AutopilotSettings = {
  enabled: false,
  daysBefore: 30,
  monthlyCap: '0.00',
  scope: 'all',
  targets: [],
  payRedemption: false,
};

/** Why a domain due for renewal was not renewed by a run. */
export type AutopilotSkipReason =
  | 'premium_unknown'
  /** In its redemption period, and the settings do not allow paying the redemption fee. */
  | 'redemption_not_allowed'
  | 'unpriced'
  | 'over_cap'
  | 'over_balance'
  | 'offline'
  | 'order_open'
  | 'renewed_recently'
  /** The provider's expiry date, read just before sending, was not the cached one. */
  | 'expiry_changed'
  | 'stopped';

export interface AutopilotRunLine {
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly expiryDate: string | null;
  /** The one-year renewal price the run saw, when it could price it (late fee included). */
  readonly price: string | null;
  /** Expired: the grace or redemption fee included in `price`. */
  readonly lateFee?: { readonly phase: 'grace' | 'redemption'; readonly amount: string };
}

/** What one run did, kept as the account's last run and in Activity. */
export interface AutopilotRun {
  readonly startedAt: string;
  readonly endedAt: string;
  readonly renewed: readonly (AutopilotRunLine & { readonly charged: string | null })[];
  /** Sent, but whose answer was lost: reconciled from the journal, never sent again. */
  readonly unknown: readonly AutopilotRunLine[];
  readonly failed: readonly (AutopilotRunLine & { readonly reason: string })[];
  readonly skipped: readonly (AutopilotRunLine & { readonly reason: AutopilotSkipReason })[];
  /** What this run's orders took (charged, or quoted where the charge is not known). */
  readonly spent: string;
}

export interface AutopilotView {
  readonly settings: AutopilotSettings;
  readonly currency: string | null;
  /** `YYYY-MM` (UTC) the figures below are for. */
  readonly month: string;
  /** Spent by the autopilot this month, counted as the cap counts it. */
  readonly spentThisMonth: string;
  readonly lastRun: AutopilotRun | null;
  /** Whether a run is under way now. */
  readonly running: boolean;
}

const accountId = accountIdSchema;

const money = z
  .string({ error: 'Enter the monthly cap as an amount such as 200 or 199.95.' })
  .trim()
  .refine((text) => (moneyToCents(text) ?? -1) > 0, {
    error: 'Enter the monthly cap as an amount above 0, such as 200 or 199.95.',
  });

export const autopilotSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether the autopilot is on.' }),
    daysBefore: z
      .int({ error: 'Enter the days before expiry as a whole number.' })
      .min(AUTOPILOT_DAYS.min, { error: `Renew at least ${AUTOPILOT_DAYS.min} day before expiry.` })
      .max(AUTOPILOT_DAYS.max, {
        error: `Renew at most ${AUTOPILOT_DAYS.max} days before expiry.`,
      }),
    monthlyCap: money,
    scope: z.enum(AUTOPILOT_SCOPES, { error: 'Choose all domains, tags or listed domains.' }),
    // Tags as the portfolio spells them, or domain names (matched in the portfolio).
    targets: z
      .array(lineText(253, 'A tag or domain name is at most 253 characters.').trim().min(1), {
        error: 'List tags or domain names.',
      })
      .max(AUTOPILOT_TARGETS_MAX, { error: `List at most ${AUTOPILOT_TARGETS_MAX} entries.` }),
    payRedemption: z.boolean({ error: 'Say whether the autopilot may pay redemption fees.' }),
  })
  .refine((settings) => settings.scope === 'all' || settings.targets.length > 0, {
    error: 'List at least one tag or domain, or choose all domains.',
    path: ['targets'],
  });

export const autopilotChannels = {
  /** The account's autopilot: its settings, this month's spend and its last run. */
  'autopilot:get': defineChannel({
    input: z.object({ accountId }),
    output: returns<AutopilotView>(),
  }),
  'autopilot:save': defineChannel({
    input: z.object({ accountId, settings: autopilotSettingsSchema }),
    output: returns<AutopilotView>(),
  }),
  /** Turns the autopilot off at once; a run under way stops before its next order. */
  'autopilot:stop': defineChannel({
    input: z.object({ accountId }),
    output: returns<AutopilotView>(),
  }),
  /** Runs the autopilot now (it is on); answers what the run did. */
  'autopilot:runNow': defineChannel({
    input: z.object({ accountId }),
    output: returns<AutopilotRun>(),
  }),
} satisfies ChannelMap;
