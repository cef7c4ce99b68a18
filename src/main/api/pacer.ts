import { onAbort } from './abortSubscription';

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

/**
 * Per-account pacing: at most `concurrency` requests in flight, and request starts at least
 * `minIntervalMs` apart. Waiting uses real timers on a monotonic clock, independent of the
 * injectable wall clock used for tokens.
 */
export class Pacer {
  readonly #concurrency: number;
  readonly #minIntervalMs: number;
  readonly #waiters: Waiter[] = [];
  #inFlight = 0;
  #lastStart = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(concurrency: number, minIntervalMs: number) {
    this.#concurrency = Math.max(1, Math.floor(concurrency));
    this.#minIntervalMs = Math.max(0, minIntervalMs);
  }

  /** Resolves with a release function once the caller may start; rejects if aborted first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
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

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      this.#pump();
    };
  }

  #pump(): void {
    if (this.#timer !== undefined) return;
    while (this.#waiters.length > 0 && this.#inFlight < this.#concurrency) {
      const wait = this.#lastStart + this.#minIntervalMs - performance.now();
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
      this.#lastStart = performance.now();
      waiter.grant();
    }
  }
}
