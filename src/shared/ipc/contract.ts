import { z } from 'zod';
import { defineChannel, defineEvent, returns } from './define';
import type { ChannelDef, ChannelMap, EventDef } from './define';
import { accountsChannels } from './channels/accounts';
import { connectivityChannels } from './channels/connectivity';
import type { ConnectivityChange } from './channels/connectivity';
import { contactProfilesChannels } from './channels/contactProfiles';
import { demoChannels } from './channels/demo';
import { domainsChannels } from './channels/domains';
import { jobsChannels } from './channels/jobs';
import type { JobItemView, JobSummary } from './channels/jobs';
import { ordersChannels } from './channels/orders';
import { portfolioChannels } from './channels/portfolio';
import { pricingChannels } from './channels/pricing';
import { renewalsChannels } from './channels/renewals';
import { reportsChannels } from './channels/reports';
import { searchChannels } from './channels/search';
import { settingsChannels } from './channels/settings';
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

export interface CacheChange {
  /** Which cached data changed, e.g. `domains` or `prices`. */
  readonly scope: string;
  /** The changed keys (domain names, account ids) when known; absent means "reload all". */
  readonly keys?: readonly string[];
}

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
  ...reportsChannels,
} satisfies ChannelMap;

export const events = {
  'jobs:progress': defineEvent<JobProgress>(),
  'connectivity:changed': defineEvent<ConnectivityChange>(),
  'cache:changed': defineEvent<CacheChange>(),
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
