import { onAbort } from './abortSubscription';
import { AdaptiveRate } from './adaptiveRate';
import type { PaceSignal, PacingSnapshot } from './adaptiveRate';

const NEUTRAL: PaceSignal = { kind: 'neutral' };

/** Thrown by `acquire` when the caller's signal aborts while still waiting for a slot. */
export class PacerCancelled extends Error {
  constructor() {
    super('Cancelled while waiting to send');
    this.name = 'PacerCancelled';
  }
}

interface Waiter {
  grant: () => void;
  unsubscribe: () => void;
}

/** Ends a request's turn, saying what its answer told about the account's load. */
export type Release = (signal?: PaceSignal) => void;

/**
 * Per-account pacing: requests in flight and the spacing of their starts follow what the
 * account's answers show (see AdaptiveRate), never beyond the user's ceiling of
 * `maxConcurrent` at once and `minIntervalMs` apart. Waiting uses real timers on a monotonic
 * clock, independent of the injectable wall clock used for tokens.
 */
export class Pacer {
  readonly #rate: AdaptiveRate;
  readonly #waiters: Waiter[] = [];
  #inFlight = 0;
  #lastStart = Number.NEGATIVE_INFINITY;
  /** When the learnt rate allows the next start; a late timer does not push it back. */
  #nextSlot = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(maxConcurrent: number, minIntervalMs: number) {
    this.#rate = new AdaptiveRate(maxConcurrent, minIntervalMs);
  }

  /** Resolves with a release function once the caller may start; rejects if aborted first. */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(new PacerCancelled());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          resolve(this.#releaser());
        },
        unsubscribe: onAbort(signal, () => {
          const index = this.#waiters.indexOf(waiter);
          if (index >= 0) this.#waiters.splice(index, 1);
          reject(new PacerCancelled());
        }),
      };
      this.#waiters.push(waiter);
      this.#pump();
    });
  }

  /** The current pace, for the user to see during a job. */
  status(): PacingSnapshot {
    return this.#rate.snapshot(performance.now());
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
      this.#pump();
    };
  }

  #pump(): void {
    if (this.#timer !== undefined) return;
    while (this.#waiters.length > 0 && this.#inFlight < this.#rate.window) {
      const now = performance.now();
      const rateInterval = this.#rate.rateIntervalMs;
      const wait = Math.max(
        this.#lastStart + this.#rate.minIntervalMs - now,
        this.#nextSlot - now,
        this.#rate.holdUntil - now,
      );
      if (wait > 0) {
        this.#timer = setTimeout(() => {
          this.#timer = undefined;
          this.#pump();
        }, wait);
        return;
      }
      const waiter = this.#waiters.shift();
      if (waiter === undefined) return;
      waiter.unsubscribe();
      this.#inFlight += 1;
      this.#lastStart = now;
      // Timers fire late on a busy machine; up to half an interval of lateness is made up
      // on the next start, so the rate sent is the rate learnt.
      this.#nextSlot = Math.max(this.#nextSlot, now - rateInterval / 2) + rateInterval;
      waiter.grant();
    }
  }
}
