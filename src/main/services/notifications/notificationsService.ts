import type { AutopilotRun } from '../../../shared/ipc/channels/autopilot';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type {
  AccountUnread,
  NotificationKind,
  NotificationList,
  NotificationTarget,
  NotificationView,
} from '../../../shared/ipc/channels/notifications';
import type { LowBalanceView } from '../../../shared/ipc/channels/orders';
import type { AppSettings } from '../../../shared/ipc/channels/settings';
import {
  domainStatesKnown,
  domainStatusChanges,
  expiringDomains,
  factKnown,
  factsWithPrefix,
  forgetFacts,
  learnDomainStates,
  listNotifications,
  markNotifications,
  recordFact,
  recordFacts,
  saveDomainState,
  storeNotification,
  unreadByAccount,
} from '../../cache/notificationsRepo';
import type { StoredNotification } from '../../cache/notificationsRepo';
import { withTransaction } from '../../cache/sqlite';
import { systemTimers } from '../portfolio/pendingWatcher';
import type { TimerApi } from '../portfolio/pendingWatcher';
import type { ServiceContext } from '../serviceContext';
import { runSummary } from '../autopilot/runBook';
import {
  autopilotDraft,
  domainChangeDraft,
  jobDraft,
  LOW_BALANCE_PREFIX,
  lowBalanceDraft,
} from './drafts';
import type { Draft } from './drafts';
import type { PresetNotice } from '../presets/orderPresetWords';
import { EXPIRY_FACT_PREFIX, expiryDigest, longestThreshold } from './expiryDigest';

/** Notifications the centre lists at most (the newest). */
const LIST_LIMIT = 200;
/** Changes of one account are looked at together, this long after the first. */
export const SCAN_DELAY_MS = 2_000;
/** How often the digest is reconsidered (it is raised once a day). */
export const DIGEST_CHECK_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationsOptions {
  readonly settings: () => AppSettings['notifications'];
  readonly timers?: TimerApi;
  readonly log?: (message: string) => void;
  /**
   * Reads whether the account's balance is low, making no lookups per name (the orders
   * service's check); asked for every account at start and hourly. Absent: only the header's
   * checks (`balanceChecked`) tell a low balance.
   */
  readonly checkBalance?: (accountId: string) => Promise<LowBalanceView>;
  /** This run shows system notifications (the desktop app, where the system supports them). */
  readonly systemNotifications?: boolean;
}

export interface NotificationsService {
  list(accountId: string): NotificationList;
  /** Each account's unread count (those with any). */
  unread(): AccountUnread[];
  markRead(accountId: string, ids?: readonly number[]): NotificationList;
  dismiss(accountId: string, ids: readonly number[]): NotificationList;
  /** Tells what changed in the account's domains since the last look, and the digest if due. */
  scan(accountId: string): void;
  /** The account's domains changed: scanned shortly, with whatever else changes meanwhile. */
  domainsChanged(accountId: string): void;
  jobFinished(job: JobSummary): void;
  /** A run of the account's renewal autopilot ended. */
  autopilotRan(accountId: string, run: AutopilotRun): void;
  /** The preset an order carried was not (or not surely) applied to its active domain. */
  orderPreset(accountId: string, notice: PresetNotice): void;
  balanceChecked(accountId: string, view: LowBalanceView): void;
  /** Looks at every account now and then again every hour (for the digest). */
  start(): void;
  stop(): void;
}

const toView = (row: StoredNotification): NotificationView => ({
  id: row.id,
  accountId: row.accountId,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  target: row.target as NotificationTarget,
  createdAt: row.createdAt,
  read: row.readAt !== null,
});

/**
 * Derives notifications from what the cache already records (domain statuses written by every
 * sync, expiry dates, the low-balance check, finished jobs). Each fact has a key stored with its
 * account, so none is told twice, and a fact of a kind turned off is recorded but not shown.
 */
export function createNotificationsService(
  ctx: ServiceContext,
  options: NotificationsOptions,
): NotificationsService {
  const { db } = ctx.cache;
  const timers = options.timers ?? systemTimers;
  const waiting = new Map<string, unknown>();
  let hourly: unknown;
  let started = false;
  const iso = (): string => new Date(ctx.now()).toISOString();

  const list = (accountId: string): NotificationList => {
    const { items, unread } = listNotifications(db, accountId, LIST_LIMIT);
    return { items: items.map(toView), unread };
  };

  /** Records the fact and, when new and its kind is on, stores and announces it. */
  const raise = (accountId: string, draft: Draft): NotificationView | null => {
    const settings = options.settings();
    const createdAt = iso();
    if (!recordFact(db, accountId, draft.key, createdAt)) return null;
    if (settings.off.includes(draft.kind)) return null;
    const rest = { kind: draft.kind, title: draft.title, body: draft.body, target: draft.target };
    const id = storeNotification(db, { accountId, ...rest, createdAt });
    return { id, accountId, ...rest, createdAt, read: false };
  };

  const announce = (accountId: string, raised: readonly NotificationView[]): void => {
    if (raised.length === 0) return;
    ctx.events.emit('cache:changed', { scope: 'notifications', accountId });
    const showInSystem = options.systemNotifications === true && options.settings().system;
    for (const notification of raised) {
      ctx.events.emit('notifications:raised', { notification, showInSystem });
    }
  };

  const statusNotifications = (accountId: string): NotificationView[] => {
    // The first look at an account only learns its statuses: nothing has changed yet.
    if (!domainStatesKnown(db, accountId)) {
      learnDomainStates(db, accountId);
      return [];
    }
    const raised: NotificationView[] = [];
    for (const change of domainStatusChanges(db, accountId)) {
      // A failed read says nothing about the domain: the status before it is kept.
      if (change.status === 'unknown') continue;
      const draft = domainChangeDraft(change);
      const notification = draft === null ? null : raise(accountId, draft);
      if (notification !== null) raised.push(notification);
      saveDomainState(db, change.id, change.status);
    }
    return raised;
  };

  const digest = (accountId: string): NotificationView | null => {
    const settings = options.settings();
    if (settings.off.includes('expiry')) return null;
    const today = iso().slice(0, 10);
    if (factKnown(db, accountId, `digest:${today}`)) return null;
    const until = new Date(Date.parse(today) + longestThreshold(settings) * DAY_MS);
    const domains = expiringDomains(db, accountId, today, until.toISOString().slice(0, 10));
    const told = factsWithPrefix(db, accountId, EXPIRY_FACT_PREFIX);
    const known = (key: string): boolean => told.has(key);
    const { draft, keys } = expiryDigest(domains, today, settings, known);
    if (draft === null) return null;
    recordFacts(db, accountId, keys, iso());
    return raise(accountId, draft);
  };

  const scan = (accountId: string): void => {
    const raised = withTransaction(db, () => {
      if (ctx.cache.accounts.get(accountId) === null) return [];
      const found = statusNotifications(accountId);
      const daily = digest(accountId);
      return daily === null ? found : [...found, daily];
    });
    announce(accountId, raised);
  };

  const safely = (what: string, work: () => void): void => {
    try {
      work();
    } catch (error) {
      // A notification never gets in the way of what it tells about.
      options.log?.(`Notifications: ${what} failed: ${String(error)}`);
    }
  };

  const raiseOne = (accountId: string, draft: Draft | null): void => {
    if (draft === null) return;
    safely(`raising "${draft.title}"`, () => {
      const raised = withTransaction(db, () => raise(accountId, draft));
      announce(accountId, raised === null ? [] : [raised]);
    });
  };

  const balanceChecked = (accountId: string, view: LowBalanceView): void => {
    if (view.low) {
      raiseOne(accountId, lowBalanceDraft(view));
      return;
    }
    // Enough again: the next time it runs low is told again.
    if (view.balance !== null) {
      safely('noting the balance', () => {
        forgetFacts(db, accountId, LOW_BALANCE_PREFIX);
      });
    }
  };

  /** Every account's balance, one after another (each is one read of the balance). */
  const checkBalances = async (accountIds: readonly string[]): Promise<void> => {
    const { checkBalance } = options;
    if (checkBalance === undefined) return;
    // Read at each step: the service may be stopped (its profile closing) while a read waits.
    const running = (): boolean => started;
    for (const accountId of accountIds) {
      if (!running()) return;
      try {
        const view = await checkBalance(accountId);
        if (running()) balanceChecked(accountId, view);
      } catch (error) {
        options.log?.(`Notifications: checking the balance failed: ${String(error)}`);
      }
    }
  };

  const scanAll = (): void => {
    const accountIds = ctx.cache.accounts.list().map((account) => account.id);
    for (const accountId of accountIds) {
      safely('looking at an account', () => {
        scan(accountId);
      });
    }
    void checkBalances(accountIds);
  };

  const everyHour = (): void => {
    hourly = timers.setTimeout(() => {
      scanAll();
      if (started) everyHour();
    }, DIGEST_CHECK_MS);
  };

  return {
    list,
    unread: () => unreadByAccount(db),
    markRead(accountId, ids) {
      markNotifications(db, accountId, ids ?? null, 'read_at', iso());
      ctx.events.emit('cache:changed', { scope: 'notifications', accountId });
      return list(accountId);
    },
    dismiss(accountId, ids) {
      markNotifications(db, accountId, ids, 'dismissed_at', iso());
      ctx.events.emit('cache:changed', { scope: 'notifications', accountId });
      return list(accountId);
    },
    scan,
    domainsChanged(accountId) {
      if (!started || waiting.has(accountId)) return;
      const handle = timers.setTimeout(() => {
        waiting.delete(accountId);
        safely('looking at changed domains', () => {
          scan(accountId);
        });
      }, SCAN_DELAY_MS);
      waiting.set(accountId, handle);
    },
    jobFinished(job) {
      if (job.accountId !== null) raiseOne(job.accountId, jobDraft(job));
    },
    autopilotRan(accountId, run) {
      raiseOne(accountId, autopilotDraft(run, runSummary(run)));
    },
    orderPreset(accountId, notice) {
      const target = { kind: 'domain', domain: notice.domain } as const;
      raiseOne(accountId, { kind: 'preset', ...notice, target });
    },
    balanceChecked,
    start() {
      if (started) return;
      started = true;
      scanAll();
      everyHour();
    },
    stop() {
      started = false;
      if (hourly !== undefined) timers.clearTimeout(hourly);
      for (const handle of waiting.values()) timers.clearTimeout(handle);
      waiting.clear();
    },
  };
}
