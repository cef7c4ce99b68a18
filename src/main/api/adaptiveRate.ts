import type { PacingPhase, PacingView } from '../../shared/ipc/channels/connectivity';

/**
 * How fast one account may send, learnt from its answers the way well-behaved clients of
 * throttled APIs do (TCP's congestion control, the AWS SDKs' adaptive retry mode):
 *
 * - start moderate: 2 requests in flight and no rate limit below the user's ceiling;
 * - while answers come back clean and the account has work queued, raise the number in
 *   flight (by one per answer until the first sign of trouble, then by one per window);
 * - on 429, 503, a timeout or latency far above the usual, cut both: the rate to 80 % of
 *   what was being answered, the window to 80 %. Later answers to requests sent before the
 *   cut belong to the same episode and do not cut again;
 * - after a cut the rate climbs back along a cubic curve (CUBIC): quickly towards just under
 *   the rate that was refused, slowly around it, faster again beyond it;
 * - refused again soon after a cut: cut further, still aiming back at the earlier rate; right
 *   after the very first cut (the start's burst is still counted by the server), or when the
 *   server asks for more than a second, nothing is sent until its `Retry-After` has passed;
 * - never beyond the user's ceiling: at most `maxConcurrent` in flight, starts at least
 *   `minIntervalMs` apart.
 *
 * Pure bookkeeping on a monotonic clock passed in: the pacer asks it what to do.
 */

/** What one answer says about the account's load. */
export type PaceSignal =
  | { readonly kind: 'clean'; readonly latencyMs: number }
  | { readonly kind: 'throttled'; readonly retryAfterMs?: number }
  /** Nothing about load (a refusal of the request itself, a cancelled call, no network). */
  | { readonly kind: 'neutral' };

/** What the user can see while a job runs. */
export type PacingSnapshot = PacingView;

export const START_WINDOW = 2;
/** Multiplicative decrease: the share of the answered rate kept after a cut. */
const BETA = 0.8;
/** Where the cubic curve levels off, as a share of the rate that was refused. */
const PLATEAU = 0.95;
/** Cubic growth constant, in requests/s per s³. */
const CUBIC_C = 0.1;
const MIN_RATE = 0.5;
/** Latency counts as rising when its average is this many times the usual and this much more. */
const LATENCY_FACTOR = 3;
const LATENCY_MARGIN_MS = 250;

export class AdaptiveRate {
  readonly #ceilingConcurrent: number;
  readonly #minIntervalMs: number;
  #window: number;
  /** Window growth in congestion avoidance is fractional: one per window of answers. */
  #windowCredit = 0;
  #limited = false;
  #rate = Number.POSITIVE_INFINITY;
  #lastMax = 0;
  #cubicK = 0;
  #lastCutAt = Number.NEGATIVE_INFINITY;
  #holdUntil = Number.NEGATIVE_INFINITY;
  #refused = 0;
  #cuts = 0;
  #baselineMs: number | undefined;
  #averageMs: number | undefined;
  /** Instants of clean answers in the last second. */
  readonly #answers: number[] = [];

  constructor(maxConcurrent: number, minIntervalMs: number) {
    this.#ceilingConcurrent = Math.max(1, Math.floor(maxConcurrent));
    this.#minIntervalMs = Math.max(0, minIntervalMs);
    this.#window = Math.min(this.#ceilingConcurrent, START_WINDOW);
  }

  /** Requests allowed in flight now. */
  get window(): number {
    return this.#window;
  }

  /** The user's shortest time between two request starts. */
  get minIntervalMs(): number {
    return this.#minIntervalMs;
  }

  /** Milliseconds per request at the learnt rate; 0 while no rate limit is needed. */
  get rateIntervalMs(): number {
    return this.#limited ? 1000 / this.#rate : 0;
  }

  /** No request may start before this instant. */
  get holdUntil(): number {
    return this.#holdUntil;
  }

  /**
   * Takes in the answer to a request granted at `sentAt`; `busy` says whether more work was
   * waiting (growth only counts when the allowance was actually used).
   */
  observe(signal: PaceSignal, sentAt: number, now: number, busy: boolean): void {
    if (signal.kind === 'neutral') return;
    if (signal.kind === 'throttled') {
      this.#refused += 1;
      this.#congestion(sentAt, now, signal.retryAfterMs);
      return;
    }
    this.#answers.push(now);
    if (this.#latencyRising(signal.latencyMs)) {
      this.#congestion(sentAt, now, undefined);
      return;
    }
    if (!busy) return;
    if (!this.#limited) {
      this.#window = Math.min(this.#ceilingConcurrent, this.#window + 1);
    } else {
      this.#windowCredit += 1 / this.#window;
      if (this.#windowCredit >= 1) {
        this.#windowCredit -= 1;
        this.#window = Math.min(this.#ceilingConcurrent, this.#window + 1);
      }
      const t = (now - this.#lastCutAt) / 1000;
      const cubic = CUBIC_C * (t - this.#cubicK) ** 3 + this.#lastMax;
      // Not far beyond what is actually sent, so a pause is not followed by a burst.
      const sent = Math.max(this.#answeredPerSecond(now) * 2, this.#lastMax);
      this.#rate = Math.max(MIN_RATE, Math.min(cubic, sent));
    }
  }

  snapshot(now: number): PacingSnapshot {
    const perSecond = this.#minIntervalMs > 0 ? 1000 / this.#minIntervalMs : null;
    const rate =
      this.#limited && (perSecond === null || this.#rate < perSecond) ? this.#rate : null;
    let phase: PacingPhase;
    if (now < this.#holdUntil) phase = 'holding';
    else if (rate === null && this.#window >= this.#ceilingConcurrent) phase = 'at-ceiling';
    else if (!this.#limited) phase = 'starting';
    else if (now - this.#lastCutAt < 1000) phase = 'backing-off';
    else phase = 'rising';
    return {
      phase,
      ratePerSecond: rate === null ? null : Math.round(rate * 10) / 10,
      answeredPerSecond: this.#answeredPerSecond(now),
      inFlightLimit: this.#window,
      ceiling: { concurrent: this.#ceilingConcurrent, perSecond },
      refused: this.#refused,
    };
  }

  #congestion(sentAt: number, now: number, retryAfterMs: number | undefined): void {
    // Requests sent before the last cut were sent too fast already: one episode, one cut.
    if (sentAt < this.#lastCutAt) return;
    const firstEpisode = this.#cuts === 1;
    const soonAfterCut = now - this.#lastCutAt < Math.max(1000, retryAfterMs ?? 0);
    // A long wait asked for is honoured by every request of the account. So is a short one
    // right after the first cut: the server still counts the burst that came before it.
    if (retryAfterMs !== undefined && (retryAfterMs > 1000 || (firstEpisode && soonAfterCut))) {
      this.#holdUntil = Math.max(this.#holdUntil, now + retryAfterMs);
      if (soonAfterCut) return;
    }
    if (soonAfterCut) {
      // Refused again within the second the server counts: cut further, but keep aiming
      // back at the rate it was answering, as the refusal may still be the old pace's.
      this.#rate = Math.max(MIN_RATE, this.#rate * BETA);
    } else {
      const answered = this.#answeredPerSecond(now);
      const refusedAt = this.#limited ? Math.min(this.#rate, answered) : answered;
      // Aim back just under the rate that was refused: right at a server's limit, ordinary
      // jitter in arrival times is refused too.
      this.#lastMax = Math.max(MIN_RATE, refusedAt * PLATEAU);
      this.#rate = Math.max(MIN_RATE, refusedAt * BETA);
    }
    this.#cubicK = Math.cbrt(Math.max(0, this.#lastMax - this.#rate) / CUBIC_C);
    this.#limited = true;
    this.#window = Math.max(1, Math.floor(this.#window * BETA));
    this.#windowCredit = 0;
    this.#lastCutAt = now;
    this.#cuts += 1;
  }

  #latencyRising(latencyMs: number): boolean {
    // The usual latency: the lowest seen, drifting up slowly so a slower network is learnt.
    this.#baselineMs =
      this.#baselineMs === undefined
        ? latencyMs
        : Math.min(latencyMs, this.#baselineMs + (latencyMs - this.#baselineMs) * 0.02);
    this.#averageMs =
      this.#averageMs === undefined ? latencyMs : this.#averageMs * 0.8 + latencyMs * 0.2;
    return (
      this.#averageMs > this.#baselineMs * LATENCY_FACTOR &&
      this.#averageMs - this.#baselineMs > LATENCY_MARGIN_MS
    );
  }

  #answeredPerSecond(now: number): number {
    while (this.#answers.length > 0 && (this.#answers[0] ?? now) <= now - 1000) {
      this.#answers.shift();
    }
    return this.#answers.length;
  }
}
