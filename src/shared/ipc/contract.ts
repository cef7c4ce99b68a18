import { z } from 'zod';
import { defineChannel, defineEvent, returns } from './define';
import type { ChannelDef, ChannelMap, EventDef } from './define';
import { accountsChannels } from './channels/accounts';
import { autopilotChannels } from './channels/autopilot';
import { backgroundSyncChannels } from './channels/backgroundSync';
import { connectivityChannels } from './channels/connectivity';
import type { ConnectivityChange } from './channels/connectivity';
import { contactProfilesChannels } from './channels/contactProfiles';
import { demoChannels } from './channels/demo';
import { domainsChannels } from './channels/domains';
import { jobsChannels } from './channels/jobs';
import { notificationsChannels } from './channels/notifications';
import type { NotificationRaised, NotificationView } from './channels/notifications';
import type { JobItemView, JobSummary } from './channels/jobs';
import { ordersChannels } from './channels/orders';
import { portfolioChannels } from './channels/portfolio';
import { presetsChannels } from './channels/presets';
import type { PresetOffers } from './channels/presets';
import { pricingChannels } from './channels/pricing';
import { renewalsChannels } from './channels/renewals';
import { reportsChannels } from './channels/reports';
import { searchChannels } from './channels/search';
import { settingsChannels } from './channels/settings';
import { updatesChannels } from './channels/updates';
import { userDataChannels } from './channels/userData';

/**
 * The one IPC contract. Main's handlers, the preload's `window.domainDesk` and the browser
 * transport are all derived from these two objects by iteration.
 *
 * Adding a request channel: one line in `channels` (name `registry:method`, input schema,
 * output type) plus its entry in the main-process handler map. Outputs must be plain JSON
 * values (no Date, Map or class instances) so both transports carry them identically.
 */

export type { ConnectivityChange, ConnectivityReason } from './channels/connectivity';

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly platform: string;
  readonly transport: 'electron' | 'web';
  /** True when the app runs against the built-in demo account. */
  readonly demo: boolean;
}

/** Where the app's log is, and whether a file manager was asked to show it. */
export interface LogFolder {
  readonly folder: string;
  readonly opened: boolean;
}

/** A job's counts after each change; `items` holds the items settled since the last event. */
export interface JobProgress extends JobSummary {
  readonly items?: readonly JobItemView[];
}

/**
 * What `cache:changed` may say changed: a closed set, so every scope has a listener in the
 * renderer (its query layer maps each scope to the reads it invalidates).
 */
export const ACCOUNT_CACHE_SCOPES = [
  /** An account's record or balance. */
  'accounts',
  /**
   * Only the account's stored balance figure, read again by a read that asks the provider
   * itself: what shows the stored figure reads again, such reads do not (they would loop).
   */
  'balance',
  /** Portfolio rows of an account (sync, tags, edits, pending re-checks). */
  'domains',
  'cart',
  /** The order journal (a placed, failed or reconciled order). */
  'orders',
  'activity',
  /** The TLD list and prices cached for an account. */
  'prices',
  /** The account's renewal autopilot: its settings, spend and runs. */
  'autopilot',
  /** The account's notification centre (one raised, read or dismissed). */
  'notifications',
  /** The account's presets (one saved, copied or deleted). */
  'presets',
] as const;

export const WINDOW_CACHE_SCOPES = [
  /** Everything may have changed: the demo was entered or left, or user data imported. */
  'profile',
  'settings',
  'contactProfiles',
  'notices',
  /** Where each account's background pass stands (one status for all accounts). */
  'backgroundSync',
] as const;

export type AccountCacheScope = (typeof ACCOUNT_CACHE_SCOPES)[number];
export type WindowCacheScope = (typeof WINDOW_CACHE_SCOPES)[number];
export type CacheScope = AccountCacheScope | WindowCacheScope;

export type CacheChange =
  | {
      readonly scope: AccountCacheScope;
      /** The account whose data changed. */
      readonly accountId: string;
      /** For `domains`: the names that changed, when known (absent: reload what is shown). */
      readonly domains?: readonly string[];
    }
  | { readonly scope: WindowCacheScope };

export type OutputOf<D> = D extends ChannelDef<z.ZodType, infer O> ? O : never;

export const channels = {
  'app:info': defineChannel({ input: z.undefined(), output: returns<AppInfo>() }),
  /** Shows the log folder in the system's file manager (the desktop app and a local preview). */
  'app:openLogFolder': defineChannel({ input: z.undefined(), output: returns<LogFolder>() }),
  ...accountsChannels,
  ...demoChannels,
  ...jobsChannels,
  ...searchChannels,
  ...pricingChannels,
  ...ordersChannels,
  ...portfolioChannels,
  ...domainsChannels,
  ...userDataChannels,
  ...contactProfilesChannels,
  ...settingsChannels,
  ...connectivityChannels,
  ...renewalsChannels,
  ...backgroundSyncChannels,
  ...reportsChannels,
  ...updatesChannels,
  ...autopilotChannels,
  ...notificationsChannels,
  ...presetsChannels,
} satisfies ChannelMap;

export const events = {
  'jobs:progress': defineEvent<JobProgress>(),
  'connectivity:changed': defineEvent<ConnectivityChange>(),
  'cache:changed': defineEvent<CacheChange>(),
  /** A notification was raised (the desktop shell shows it in the system's tray). */
  'notifications:raised': defineEvent<NotificationRaised>(),
  /** The user clicked a system notification: the window opens what it is about. */
  'notifications:open': defineEvent<NotificationView>(),
  /** Domains newly got a tag bound to a preset: the window offers to apply it to them. */
  'presets:offered': defineEvent<PresetOffers>(),
} satisfies Record<string, EventDef<unknown>>;

export type Channels = typeof channels;
export type Events = typeof events;
export type ChannelName = keyof Channels;
export type EventName = keyof Events;

/** What a caller passes (before parsing). */
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>;
/** What a handler receives (after parsing). */
export type ChannelParsedInput<C extends ChannelName> = z.output<Channels[C]['input']>;
export type ChannelOutput<C extends ChannelName> = OutputOf<Channels[C]>;
export type EventPayload<E extends EventName> = Events[E] extends EventDef<infer P> ? P : never;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name);
}
