import { PACING_LIMITS } from '../../shared/accounts/accountRules';
import type { PacingPhase, PacingView } from '../../shared/ipc/channels/connectivity';

/**
 * How fast one account may send, learnt from its answers the way well-behaved clients of
 * throttled APIs do (TCP's congestion control, the AWS SDKs' adaptive retry mode):
 *
 * - start moderate: 2 requests in flight and no rate limit below the user's ceiling;
 * - while answers come back clean and the account has work queued, raise the number in
 *   flight (by one per answer until the first sign of trouble, then by one per window);
 * - on 429, 503 or a timeout, set the rate from what the server took in the last second (the
 *   clean answers), less the share it refused: one refusal among eighty clean answers takes
 *   little off, a refused burst a lot (DCTCP reads its congestion marks the same way). Later
 *   answers to requests sent before the cut belong to the same episode and do not cut again;
 * - latency far above the usual takes one request off the number in flight (as TCP Vegas
 *   reads queueing), once per episode;
 * - after a cut the rate climbs back along a cubic curve (CUBIC): quickly to the level aimed
 *   at, then stays there a while (longer the larger the share refused), then probes beyond
 *   it, never far ahead of what was actually answered, so a stall is not followed by a burst;
 * - a refusal that asks for more than a second, or a second refusal of the first burst,
 *   holds every request of the account until its `Retry-After` has passed (the server still
 *   counts that burst), for at most `MAX_HOLD_MS`; other short waits are the refused
 *   request's own;
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
/**
 * The longest a `Retry-After` holds an account. A server asking for days (`Retry-After:
 * 3000000`) more likely misreports than means it; after this the account is tried again, and
 * a server that still refuses sets a new hold.
 */
export const MAX_HOLD_MS = 10 * 60_000;
/** The least and the most a refusal takes off the rate, as a share of what was answered. */
const MIN_SHARE = 0.005;
const MAX_SHARE = 0.4;
/** Seconds at the level aimed at after a cut, per share refused (3 s for one refusal in 20). */
const DWELL_S = 60;
/** A deep cut is signal enough: the dwell is never longer than this. */
const MAX_DWELL_S = 4;
/** Right after a cut the rate dips this many times the share refused below the level aimed at. */
const DIP = 1.5;
/** Cubic growth constant, as a share of the rate returned to, per s³. */
const CUBIC_C = 0.03;
const MIN_RATE = 0.5;
/** How far the rate may run ahead of what was answered in the last second. */
const AHEAD = 1.5;
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
  /** Seconds spent at the level aimed at before probing beyond it. */
  #dwell = 0;
  #lastCutAt = Number.NEGATIVE_INFINITY;
  /** Refusals of requests sent before this instant belong to the episode already answered. */
  #episodeFrom = Number.NEGATIVE_INFINITY;
  #holdUntil = Number.NEGATIVE_INFINITY;
  #refused = 0;
  #cuts = 0;
  #baselineMs: number | undefined;
  #averageMs: number | undefined;
  /** Instants of clean answers and of refusals in the last second. */
  readonly #answers: number[] = [];
  readonly #refusals: number[] = [];

  constructor(maxConcurrent: number, minIntervalMs: number) {
    this.#ceilingConcurrent = Math.max(1, Math.floor(maxConcurrent));
    // An imported or hand-edited account may carry any number: the user's own bound holds.
    const longest = PACING_LIMITS.minRequestIntervalMs.max;
    this.#minIntervalMs = Number.isFinite(minIntervalMs)
      ? Math.min(longest, Math.max(0, minIntervalMs))
      : longest;
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
      this.#refusals.push(now);
      this.#congestion(sentAt, now, signal.retryAfterMs);
      return;
    }
    this.#answers.push(now);
    if (this.#latencyRising(signal.latencyMs)) {
      // Queueing shows as latency first: fewer in flight, once per episode. The rate stays,
      // as slow answers may also be this machine's own stall (the answered rate with them).
      if (sentAt >= this.#episodeFrom) {
        this.#window = Math.max(1, this.#window - 1);
        this.#windowCredit = 0;
        this.#episodeFrom = now;
      }
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
      // Concave up to the level aimed at, flat for the dwell, then convex beyond it.
      const from =
        t < this.#cubicK ? t - this.#cubicK : Math.max(0, t - this.#cubicK - this.#dwell);
      const cubic = CUBIC_C * this.#lastMax * from ** 3 + this.#lastMax;
      // Not far beyond what is actually answered, so a stall (of the machine or of the work)
      // is not followed by a burst.
      const sent = Math.max(this.#answeredPerSecond(now) * AHEAD + 1, this.#lastMax);
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
    // A long wait asked for is honoured by every request of the account, and so is a short
    // one while the first burst is being refused: the server still counts that burst.
    const burst = this.#cuts <= 1 && this.#refusedPerSecond(now) >= 2;
    const hold = retryAfterMs !== undefined && (retryAfterMs > 1000 || burst);
    if (hold) {
      this.#holdUntil = Math.max(this.#holdUntil, now + Math.min(retryAfterMs, MAX_HOLD_MS));
    }
    // Requests sent before the last cut or hold were sent too fast already: one episode, one
    // cut.
    const sameEpisode = sentAt < this.#episodeFrom;
    if (hold) this.#episodeFrom = now;
    if (sameEpisode) return;
    const answered = this.#answeredPerSecond(now);
    const refused = this.#refusedPerSecond(now);
    // What the server took in the last second, and by how much the pace went beyond it: the
    // share of requests it refused (as DCTCP reads its congestion marks). One refusal among
    // many clean answers asks for a small step back, a refused burst for a large one.
    const offered = answered + refused;
    const base = this.#limited ? Math.min(this.#rate, Math.max(answered, this.#lastMax)) : answered;
    const over = Math.min(MAX_SHARE, Math.max(MIN_SHARE, refused / offered));
    this.#lastMax = Math.max(MIN_RATE, base * (1 - over));
    this.#rate = Math.max(MIN_RATE, base * (1 - DIP * over));
    // Back at the level aimed at, stay there a while before probing beyond it, the longer the
    // larger the share refused: a limit is probed seldom and a stray refusal soon forgotten.
    this.#cubicK = Math.cbrt(Math.max(0, this.#lastMax - this.#rate) / (CUBIC_C * this.#lastMax));
    this.#dwell = Math.max(0, Math.min(MAX_DWELL_S, over * DWELL_S) - this.#cubicK);
    this.#limited = true;
    this.#window = Math.max(1, Math.round(this.#window * (1 - over)));
    this.#windowCredit = 0;
    this.#lastCutAt = now;
    this.#episodeFrom = now;
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
    return lastSecond(this.#answers, now);
  }

  #refusedPerSecond(now: number): number {
    return lastSecond(this.#refusals, now);
  }
}

/** How many of the instants (oldest first) fall in the second before `now`; drops older ones. */
function lastSecond(instants: number[], now: number): number {
  while (instants.length > 0 && (instants[0] ?? now) <= now - 1000) instants.shift();
  return instants.length;
}
