import { RECHECK_MAX_DELAY_MS } from './recheckSchedule';

/** The timer functions the watcher uses; tests pass their own and fire them by hand. */
export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: TimerApi = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A waiting re-check must not keep the process alive on quit.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export interface PendingWatcherDeps {
  readonly now: () => number;
  readonly timers: TimerApi;
  /** Earliest time (ms) a pending domain is due, or null when none is pending. */
  readonly nextDueAt: () => number | null;
  /** Checks every domain due now. */
  readonly runDue: () => Promise<unknown>;
  readonly log?: ((message: string) => void) | undefined;
}

export interface PendingWatcher {
  start(): void;
  stop(): void;
  /** Reconsiders the next wake-up (after an order, say). */
  poke(): void;
  /** Resolves when no round is running. */
  idle(): Promise<void>;
}

/**
 * Wakes when the next pending domain is due, checks what is due, then sleeps until the next
 * one: one timer at a time, never two rounds at once. With nothing pending it looks again
 * after the longest back-off, in case rows were added by another window.
 */
export function createPendingWatcher(deps: PendingWatcherDeps): PendingWatcher {
  let started = false;
  let handle: unknown;
  let round: Promise<void> | undefined;

  const clear = (): void => {
    if (handle !== undefined) deps.timers.clearTimeout(handle);
    handle = undefined;
  };

  const schedule = (): void => {
    clear();
    if (!started) return;
    const due = deps.nextDueAt();
    const wait =
      due === null
        ? RECHECK_MAX_DELAY_MS
        : Math.min(Math.max(due - deps.now(), 0), RECHECK_MAX_DELAY_MS);
    handle = deps.timers.setTimeout(tick, wait);
  };

  function tick(): void {
    handle = undefined;
    if (!started || round) return;
    round = deps
      .runDue()
      .then(
        () => undefined,
        (error: unknown) => {
          deps.log?.(`Checking pending domains failed: ${String(error)}`);
        },
      )
      .finally(() => {
        round = undefined;
        schedule();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule();
    },
    stop() {
      started = false;
      clear();
    },
    poke() {
      if (started && !round) schedule();
    },
    async idle() {
      while (round) await round;
    },
  };
}
