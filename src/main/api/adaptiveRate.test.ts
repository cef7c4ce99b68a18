import { describe, expect, it } from 'vitest';
import { AdaptiveRate } from './adaptiveRate';

const CLEAN = { kind: 'clean', latencyMs: 50 } as const;
const REFUSED = { kind: 'throttled', retryAfterMs: 1000 } as const;

/** Clean answers at `perSecond` for `seconds`, each sent one latency before it came back. */
function answerAt(rate: AdaptiveRate, from: number, perSecond: number, seconds: number): number {
  let now = from;
  for (let i = 0; i < perSecond * seconds; i += 1) {
    now += 1000 / perSecond;
    rate.observe(CLEAN, now - 50, now, true);
  }
  return now;
}

describe('adaptive pacing', () => {
  it('starts with 2 in flight and grows while answers come back clean, up to the ceiling', () => {
    const rate = new AdaptiveRate(8, 20);
    expect(rate.window).toBe(2);
    expect(rate.snapshot(0)).toMatchObject({ phase: 'starting', ratePerSecond: null });

    answerAt(rate, 0, 20, 1);

    expect(rate.window).toBe(8);
    expect(rate.minIntervalMs).toBe(20);
    expect(rate.snapshot(1000)).toMatchObject({
      phase: 'at-ceiling',
      inFlightLimit: 8,
      ceiling: { concurrent: 8, perSecond: 50 },
    });
  });

  it('does not grow while the account has no more work waiting', () => {
    const rate = new AdaptiveRate(8, 0);
    for (let t = 100; t < 2000; t += 100) rate.observe(CLEAN, t - 50, t, false);
    expect(rate.window).toBe(2);
  });

  it('cuts the rate below what was answered on a 429, once per episode', () => {
    const rate = new AdaptiveRate(8, 0);
    let now = answerAt(rate, 0, 20, 2);
    rate.observe(REFUSED, now - 50, now, true);
    const afterCut = rate.rateIntervalMs;
    // One refusal in 21: about that share below the 20/s answered, a little more at first.
    expect(1000 / afterCut).toBeGreaterThan(17);
    expect(1000 / afterCut).toBeLessThan(19);

    // Answers to requests sent before the cut are the old pace's: no second cut.
    now += 10;
    rate.observe(REFUSED, now - 100, now, true);
    expect(rate.rateIntervalMs).toBe(afterCut);
    expect(rate.snapshot(now)).toMatchObject({ phase: 'holding', refused: 2 });
  });

  it('after a refused burst, paces at what the server took in the last second', () => {
    const rate = new AdaptiveRate(8, 0);
    // 50 a second sent; a server that takes 20 a second refuses the 21st.
    const now = answerAt(rate, 0, 50, 0.4);
    rate.observe(REFUSED, now - 50, now, true);
    expect(1000 / rate.rateIntervalMs).toBeLessThan(20);
    expect(1000 / rate.rateIntervalMs).toBeGreaterThan(17);
  });

  it('keeps its pace when a request is refused now and then among many clean answers', () => {
    const rate = new AdaptiveRate(16, 0);
    // 80 requests a second on offer; the server refuses one in 160 whatever the pace.
    let now = 0;
    let sent = 0;
    while (now < 120_000) {
      now += Math.max(12.5, rate.rateIntervalMs);
      sent += 1;
      const signal = sent % 160 === 0 ? { kind: 'throttled' as const } : CLEAN;
      rate.observe(signal, now - 10, now, true);
    }
    const perSecond = rate.rateIntervalMs === 0 ? 80 : 1000 / rate.rateIntervalMs;
    expect(perSecond).toBeGreaterThan(70);
  });

  it('climbs back past the refused rate while answers stay clean, never beyond the ceiling', () => {
    const rate = new AdaptiveRate(8, 40);
    let now = answerAt(rate, 0, 20, 2);
    rate.observe(REFUSED, now - 50, now, true);
    // Clean answers at whatever pace is allowed, for a while.
    const rates: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      now += Math.max(rate.rateIntervalMs, rate.minIntervalMs);
      rate.observe(CLEAN, now - 50, now, true);
      rates.push(1000 / Math.max(rate.rateIntervalMs, rate.minIntervalMs));
    }
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...rates)).toBeLessThanOrEqual(25);
    expect(rates.at(-1)).toBe(25);
    expect(rate.snapshot(now).phase).toBe('at-ceiling');
  });

  it("waits out the server's Retry-After while its first burst is refused, not for a lone refusal", () => {
    const rate = new AdaptiveRate(8, 0);
    const now = answerAt(rate, 0, 50, 1);
    rate.observe(REFUSED, now - 50, now, true);
    // One refusal: a short wait is that request's own.
    expect(rate.holdUntil).toBeLessThan(now);

    // A second one in the same second: the server still counts the burst.
    rate.observe(REFUSED, now - 40, now + 10, true);
    expect(rate.holdUntil).toBe(now + 1010);
    expect(rate.snapshot(now + 200).phase).toBe('holding');
  });

  it('honours a long Retry-After for every request of the account', () => {
    const rate = new AdaptiveRate(8, 0);
    const now = answerAt(rate, 0, 10, 1);
    rate.observe({ kind: 'throttled', retryAfterMs: 30_000 }, now - 50, now, true);
    expect(rate.holdUntil).toBe(now + 30_000);
  });

  it('keeps fewer in flight when latency rises far above the usual, once per episode', () => {
    const rate = new AdaptiveRate(8, 0);
    let now = answerAt(rate, 0, 20, 1);
    expect(rate.window).toBe(8);
    for (let i = 0; i < 10; i += 1) {
      now += 50;
      rate.observe({ kind: 'clean', latencyMs: 900 }, now - 900, now, true);
    }
    expect(rate.window).toBe(7);
    // Slow answers to requests sent after that: queueing still, one more off.
    now += 1000;
    rate.observe({ kind: 'clean', latencyMs: 900 }, now - 900, now, true);
    expect(rate.window).toBe(6);
  });

  it('ignores answers that say nothing about load', () => {
    const rate = new AdaptiveRate(8, 0);
    for (let t = 0; t < 10; t += 1) rate.observe({ kind: 'neutral' }, t, t + 1, true);
    expect([rate.window, rate.rateIntervalMs, rate.snapshot(20).refused]).toEqual([2, 0, 0]);
  });
});
