import { BACKGROUND_SYNC_PERIOD_MS } from '../../../shared/ipc/channels/backgroundSync';
import type {
  BackgroundSyncSchedule,
  BackgroundSyncStatus,
} from '../../../shared/ipc/channels/backgroundSync';
import { backgroundPasses } from '../../cache/backgroundPassRepo';
import type { BackgroundPass } from '../../cache/backgroundPassRepo';
import { systemTimers } from '../portfolio/pendingWatcher';
import type { TimerApi } from '../portfolio/pendingWatcher';
import type { ServiceContext } from '../serviceContext';
import { readNext, startPass } from './passStep';

/** The longest sleep: accounts added meanwhile are seen within it. */
export const BACKGROUND_MAX_WAIT_MS = 30 * 60_000;
/** First wait after an account could not be read; doubles up to the longest sleep. */
export const BACKGROUND_PAUSE_MS = 60_000;

export interface BackgroundSyncOptions {
  /** The user's schedule, read at each wake-up. */
  readonly schedule: () => BackgroundSyncSchedule;
  readonly timers?: TimerApi;
  readonly log?: (message: string) => void;
}

export interface BackgroundSync {
  start(): void;
  /** Stops the timer, cancels the read under way (it is read again on resume) and waits. */
  stop(): Promise<void>;
  /** Reconsiders the next wake-up (the schedule changed, an account was added). */
  poke(): void;
  /** Resolves when no read is under way. */
  idle(): Promise<void>;
  status(): BackgroundSyncStatus;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * Re-reads every account's domains on the user's schedule, one domain at a time per account,
 * spread over the period, through the account's paced client. Where each pass is lives in the
 * cache, so a restart resumes it. One timer and one round at a time, like the pending watcher.
 */
export function createBackgroundSync(
  ctx: ServiceContext,
  options: BackgroundSyncOptions,
): BackgroundSync {
  const timers = options.timers ?? systemTimers;
  let started = false;
  let handle: unknown;
  let round: Promise<void> | undefined;
  let abort = new AbortController();
  /** Consecutive pauses per account, for the growing wait. */
  const pauses = new Map<string, number>();

  const period = (): number | null => {
    const schedule = options.schedule();
    return schedule === 'off' ? null : BACKGROUND_SYNC_PERIOD_MS[schedule];
  };
  const dueAt = (pass: BackgroundPass, periodMs: number): number =>
    pass.startedAt !== null ? pass.nextAt : (pass.lastStartedAt ?? 0) + periodMs;

  const stepAccount = async (pass: BackgroundPass, periodMs: number): Promise<void> => {
    const current = pass.startedAt === null ? startPass(ctx, pass.accountId, pass, periodMs) : pass;
    if (pass.startedAt === null) ctx.events.emit('cache:changed', { scope: 'backgroundSync' });
    const count = pauses.get(pass.accountId) ?? 0;
    const pauseMs = Math.min(BACKGROUND_PAUSE_MS * 2 ** count, BACKGROUND_MAX_WAIT_MS);
    const result = await readNext(ctx, current, abort.signal, pauseMs);
    if (result.kind === 'paused') {
      pauses.set(pass.accountId, count + 1);
      if (current.pausedReason === null) options.log?.(`Background sync paused: ${result.reason}`);
    } else if (result.kind !== 'cancelled') {
      pauses.delete(pass.accountId);
    }
    // Windows reload the status line when a pass starts, pauses, resumes or ends.
    if (result.kind !== 'read' || current.pausedReason !== null) {
      ctx.events.emit('cache:changed', { scope: 'backgroundSync' });
    }
  };

  const runDue = async (): Promise<void> => {
    const periodMs = period();
    if (periodMs === null) return;
    const now = ctx.now();
    const due = backgroundPasses(ctx.cache.db).filter((pass) => dueAt(pass, periodMs) <= now);
    // Accounts are paced apart, so each reads its next domain at the same time.
    await Promise.all(due.map((pass) => stepAccount(pass, periodMs)));
  };

  const clear = (): void => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };

  const schedule = (): void => {
    clear();
    const periodMs = period();
    if (!started || periodMs === null) return;
    const passes = backgroundPasses(ctx.cache.db);
    const next = Math.min(...passes.map((pass) => dueAt(pass, periodMs)), Infinity);
    const wait = Math.min(Math.max(next - ctx.now(), 0), BACKGROUND_MAX_WAIT_MS);
    handle = timers.setTimeout(tick, wait);
  };

  function tick(): void {
    handle = undefined;
    if (!started || round) return;
    round = runDue()
      .catch((error: unknown) => {
        options.log?.(`Background sync failed: ${String(error)}`);
      })
      .finally(() => {
        round = undefined;
        schedule();
      });
  }

  const idle = async (): Promise<void> => {
    while (round) await round;
  };

  return {
    start() {
      if (started) return;
      started = true;
      abort = new AbortController();
      schedule();
    },
    async stop() {
      started = false;
      clear();
      abort.abort();
      await idle();
    },
    poke() {
      if (started && !round) schedule();
    },
    idle,
    status() {
      return {
        schedule: options.schedule(),
        accounts: backgroundPasses(ctx.cache.db).map((pass) => ({
          accountId: pass.accountId,
          lastFinishedAt: iso(pass.lastFinishedAt),
          current:
            pass.startedAt === null
              ? null
              : {
                  startedAt: new Date(pass.startedAt).toISOString(),
                  done: pass.done,
                  failed: pass.failed,
                  total: Math.max(pass.total, pass.done),
                  pausedReason: pass.pausedReason,
                },
        })),
      };
    },
  };
}
