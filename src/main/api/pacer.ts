import { onAbort } from './abortSubscription';
import { AdaptiveRate } from './adaptiveRate';
import type { PaceSignal, PacingSnapshot } from './adaptiveRate';

const NEUTRAL: PaceSignal = { kind: 'neutral' };
/** Node runs a longer `setTimeout` after 1 ms (and warns): longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Thrown by `acquire` when the caller's signal aborts while still waiting for a slot. */
export class PacerCancelled extends Error {
  constructor() {
    super('Cancelled while waiting to send');
    this.name = 'PacerCancelled';
  }
}

/**
 * Thrown by `acquire` when no turn will come in time: the account is held past the caller's
 * deadline (`held`, with how long it is held), the deadline passed in the queue
 * (`timed-out`), or the client was retired while the caller waited (`retired`).
 */
export class PacerRefused extends Error {
  constructor(
    readonly reason: 'held' | 'timed-out' | 'retired',
    readonly heldForMs = 0,
  ) {
    super(`No turn to send: ${reason}`);
    this.name = 'PacerRefused';
  }
}

interface Waiter {
  /** Performance-clock instant after which the caller no longer waits. */
  readonly deadline: number;
  grant: () => void;
  refuse: (error: Error) => void;
}

/** Ends a request's turn, saying what its answer told about the account's load. */
export type Release = (signal?: PaceSignal) => void;

function timer(callback: () => void, ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(callback, Math.min(MAX_TIMER_MS, Math.max(0, ms)));
}

/**
 * Per-account pacing: requests in flight and the spacing of their starts follow what the
 * account's answers show (see AdaptiveRate), never beyond the user's ceiling of
 * `maxConcurrent` at once and `minIntervalMs` apart. Waiting uses real timers on a monotonic
 * clock, independent of the injectable wall clock used for tokens. A caller waits no longer
 * than its deadline, and not at all when the account is held beyond it.
 */
export class Pacer {
  readonly #rate: AdaptiveRate;
  readonly #waiters: Waiter[] = [];
  #inFlight = 0;
  #lastStart = Number.NEGATIVE_INFINITY;
  /** When the learnt rate allows the next start; a late timer does not push it back. */
  #nextSlot = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #retired = false;

  constructor(maxConcurrent: number, minIntervalMs: number) {
    this.#rate = new AdaptiveRate(maxConcurrent, minIntervalMs);
  }

  /**
   * Resolves with a release function once the caller may start; rejects if aborted first, or
   * with PacerRefused when no turn comes within `deadlineMs`.
   */
  acquire(signal?: AbortSignal, deadlineMs = Number.POSITIVE_INFINITY): Promise<Release> {
    if (signal?.aborted) return Promise.reject(new PacerCancelled());
    if (this.#retired) return Promise.reject(new PacerRefused('retired'));
    const now = performance.now();
    const deadline = now + deadlineMs;
    if (this.#rate.holdUntil > deadline) {
      return Promise.reject(new PacerRefused('held', this.#rate.holdUntil - now));
    }
    return new Promise((resolve, reject) => {
      const leave = (): void => {
        const index = this.#waiters.indexOf(waiter);
        if (index >= 0) this.#waiters.splice(index, 1);
        clearTimeout(deadlineTimer);
        unsubscribe();
      };
      const waiter: Waiter = {
        deadline,
        grant: () => {
          leave();
          resolve(this.#releaser());
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
      };
      const unsubscribe = onAbort(signal, () => {
        waiter.refuse(new PacerCancelled());
      });
      const deadlineTimer = Number.isFinite(deadlineMs)
        ? timer(() => {
            waiter.refuse(new PacerRefused('timed-out'));
          }, deadlineMs)
        : undefined;
      this.#waiters.push(waiter);
      this.#pump();
    });
  }

  /** The current pace, for the user to see during a job. */
  status(): PacingSnapshot {
    return this.#rate.snapshot(performance.now());
  }

  /** How much longer every request of the account is held by a `Retry-After`; 0 if not. */
  heldForMs(): number {
    return Math.max(0, this.#rate.holdUntil - performance.now());
  }

  /**
   * For a client replaced (settings changed, account removed): callers still waiting are
   * refused at once, and so is any later caller. Requests in flight finish.
   */
  retire(): void {
    this.#retired = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const waiter of [...this.#waiters]) waiter.refuse(new PacerRefused('retired'));
  }

  #releaser(): Release {
    const sentAt = performance.now();
    let released = false;
    return (signal = NEUTRAL) => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      const busy = this.#waiters.length > 0;
      this.#rate.observe(signal, sentAt, performance.now(), busy);
      this.#refuseHeldPastDeadline();
      this.#pump();
    };
  }

  /** Callers whose deadline ends before a new hold does are told now, not at their deadline. */
  #refuseHeldPastDeadline(): void {
    const now = performance.now();
    const holdUntil = this.#rate.holdUntil;
    for (const waiter of this.#waiters.filter((w) => w.deadline < holdUntil)) {
      waiter.refuse(new PacerRefused('held', holdUntil - now));
    }
  }

  #pump(): void {
    if (this.#timer !== undefined || this.#retired) return;
    while (this.#waiters.length > 0 && this.#inFlight < this.#rate.window) {
      const now = performance.now();
      const rateInterval = this.#rate.rateIntervalMs;
      const wait = Math.max(
        this.#lastStart + this.#rate.minIntervalMs - now,
        this.#nextSlot - now,
        this.#rate.holdUntil - now,
      );
      if (wait > 0) {
        this.#timer = timer(() => {
          this.#timer = undefined;
          this.#pump();
        }, wait);
        return;
      }
      const waiter = this.#waiters[0];
      if (waiter === undefined) return;
      this.#inFlight += 1;
      this.#lastStart = now;
      // Timers fire late on a busy machine; up to half an interval of lateness is made up
      // on the next start, so the rate sent is the rate learnt.
      this.#nextSlot = Math.max(this.#nextSlot, now - rateInterval / 2) + rateInterval;
      waiter.grant();
    }
  }
}
