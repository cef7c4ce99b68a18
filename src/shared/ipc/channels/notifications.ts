import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import type { JobKind } from './jobs';
import { accountIdSchema } from './portfolio';

/**
 * What the app tells the user about without being asked, each kind on or off in Settings:
 * the daily digest of domains expiring within the thresholds, a domain that left the account,
 * a pending domain that became active, a transfer that completed or failed, a balance below
 * what the renewals due cost, a job that finished, a run of the renewal autopilot, an ordered
 * domain whose preset could not be applied by itself once it became active.
 */
export const NOTIFICATION_KINDS = [
  'expiry',
  'left',
  'active',
  'transfer',
  'lowBalance',
  'job',
  'autopilot',
  'preset',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The words Settings and the centre use for each kind. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  expiry: 'Daily digest of expiring domains',
  left: 'Domains that left the account',
  active: 'Pending domains that became active',
  transfer: 'Transfers completed or failed',
  lowBalance: 'Low balance against the renewals due',
  job: 'Jobs finished',
  autopilot: 'Renewal autopilot runs',
  preset: 'Presets of ordered domains not applied by themselves',
};

/** The expiry thresholds when none are set: days before the expiry date. */
export const DEFAULT_EXPIRY_THRESHOLDS = [60, 30, 7, 1] as const;

/** What a notification is about: where clicking it leads. */
export type NotificationTarget =
  | { readonly kind: 'domain'; readonly domain: string }
  | { readonly kind: 'expiry' }
  | { readonly kind: 'runway' }
  | { readonly kind: 'job'; readonly jobId: string; readonly jobKind: JobKind };

export interface NotificationView {
  readonly id: number;
  readonly accountId: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly target: NotificationTarget;
  /** ISO instant it was raised. */
  readonly createdAt: string;
  readonly read: boolean;
}

export interface NotificationList {
  readonly items: readonly NotificationView[];
  readonly unread: number;
}

/** How many unread notifications an account has (the switcher marks the other accounts). */
export interface AccountUnread {
  readonly accountId: string;
  readonly unread: number;
}

/** A new notification: the desktop shell shows it in the system's tray, a window as a pop-up. */
export interface NotificationRaised {
  readonly notification: NotificationView;
  /**
   * It is shown as a system notification: the user wants them (Settings) and this run has them
   * (the desktop app). A window shows its own pop-up only when not; the centre lists it either way.
   */
  readonly showInSystem: boolean;
}

const idsSchema = z
  .array(z.int({ error: 'A notification id is a whole number.' }).positive(), {
    error: 'The notifications must be a list of ids.',
  })
  .max(1000, { error: 'At most 1,000 notifications at once.' });

export const notificationsChannels = {
  /** The account's notifications not dismissed, newest first, with the unread count. */
  'notifications:list': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<NotificationList>(),
  }),
  /** Every account's count of unread notifications still in its centre (accounts with none left out). */
  'notifications:unread': defineChannel({
    input: z.undefined(),
    output: returns<readonly AccountUnread[]>(),
  }),
  /** Marks the given notifications read (every one of the account's when `ids` is absent). */
  'notifications:markRead': defineChannel({
    input: z.object({ accountId: accountIdSchema, ids: idsSchema.optional() }),
    output: returns<NotificationList>(),
  }),
  /** Removes notifications from the centre; the facts they told stay known (never told again). */
  'notifications:dismiss': defineChannel({
    input: z.object({ accountId: accountIdSchema, ids: idsSchema.min(1) }),
    output: returns<NotificationList>(),
  }),
} satisfies ChannelMap;
