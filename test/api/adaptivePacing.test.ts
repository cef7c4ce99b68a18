import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFlightFetch } from '../../src/main/api/testing/inFlightFetch';
import { clientFor, EMAIL, simulatorWithAccount } from './harness';

// The simulator counts requests per real second, so these waits are real.
const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('adaptive pacing against a rate-limited account', () => {
  it('learns a rate under the limit, and every read still succeeds', async () => {
    const sim = await simulatorWithAccount({ rateLimitPerSecond: 10 });
    const { client } = clientFor(sim, { concurrency: 8, minIntervalMs: 0, sleep: realSleep });
    const before = client.pace.status();

    const versions = await Promise.all(Array.from({ length: 30 }, () => client.version()));

    const pace = client.pace.status();
    expect(before).toMatchObject({ phase: 'starting', ratePerSecond: null, inFlightLimit: 2 });
    expect(versions).toHaveLength(30);
    expect(pace.refused).toBeGreaterThan(0);
    expect(pace.ratePerSecond).not.toBeNull();
    expect(pace.ratePerSecond).toBeLessThanOrEqual(10);
    const refused = sim.requests.filter((r) => r.account === EMAIL && r.status === 429);
    expect(refused.length).toBe(pace.refused);
  });

  it('with no limit, climbs to the ceiling the user set and no further', async () => {
    const sim = await simulatorWithAccount();
    // The client's clock stands still: a loaded machine's slow answers would otherwise read as
    // rising latency and shrink the window, and the count would depend on real time. The
    // simulator's latency only keeps the requests overlapping.
    vi.useFakeTimers({ toFake: ['performance'] });
    sim.faults.add({ path: '/version', latencyMs: 20, action: { kind: 'latency' } });
    const counting = inFlightFetch();
    const { client } = clientFor(sim, { concurrency: 6, minIntervalMs: 0, fetch: counting.fetch });

    await Promise.all(Array.from({ length: 60 }, () => client.version()));

    expect(counting.most()).toBe(6);
    expect(client.pace.status()).toMatchObject({
      phase: 'at-ceiling',
      inFlightLimit: 6,
      ratePerSecond: null,
      refused: 0,
    });
  });
});
