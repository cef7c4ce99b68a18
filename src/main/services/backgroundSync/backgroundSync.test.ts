import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackgroundSyncSchedule } from '../../../shared/ipc/channels/backgroundSync';
import { openCache } from '../../cache/openCache';
import type { Cache } from '../../cache/openCache';
import { createPortfolioService } from '../portfolio/portfolioService';
import { startPortfolioHarness } from '../portfolio/testing/portfolioHarness';
import type { PortfolioHarness } from '../portfolio/testing/portfolioHarness';
import type { ServiceContext } from '../serviceContext';
import { BACKGROUND_PAUSE_MS, createBackgroundSync } from './backgroundSync';
import type { BackgroundSync } from './backgroundSync';

const DAY = 24 * 60 * 60 * 1000;
let h: PortfolioHarness;
let schedule: BackgroundSyncSchedule;
let names: string[];
let reopened: Cache | undefined;
let sync: BackgroundSync;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How many times the provider answered a request for the domain's details. */
const reads = (name: string): number => {
  const path = new RegExp(`/domains/${escape(name)}/information$`);
  return h.sim.requests.filter((r) => r.status !== 0 && path.test(r.path)).length;
};

function backgroundSyncOver(ctx: ServiceContext): BackgroundSync {
  return createBackgroundSync(ctx, { schedule: () => schedule, timers: h.timers });
}

/** Moves the clock to the next wake-up, fires it and waits for its reads. */
async function wake(): Promise<void> {
  const [wait] = h.timers.pending();
  if (wait === undefined) throw new Error('No wake-up is scheduled.');
  h.advance(wait);
  h.timers.fireAll();
  await sync.idle();
}

const progress = (): string => JSON.stringify(sync.status().accounts[0]);

/** Wakes the service until the pass moves on (a read, a pause, the end of a pass). */
async function nextStep(): Promise<void> {
  const before = progress();
  for (let i = 0; i < 1000 && progress() === before; i += 1) await wake();
}

beforeEach(async () => {
  h = await startPortfolioHarness({ simulator: { provisioningDelayMs: 60 * DAY } });
  schedule = 'daily';
  const portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  names = [];
  for (let i = 0; i < 4; i += 1) {
    const name = await h.orderRegistration(h.main, 'nightly');
    portfolio.addOrdered(h.main.accountId, name, 'register');
    names.push(name);
  }
  h.sim.provision();
  // The domains were read once since (as the grid would have them), before the passes begin.
  for (const name of names) {
    const expiryDate = h.sim.domain(name)?.expiresAt.slice(0, 10) ?? null;
    h.cache.domains.recordActive(h.main.accountId, name, { status: 'active', expiryDate });
  }
  names.sort();
  sync = backgroundSyncOver(h.ctx);
});

afterEach(async () => {
  await sync.stop();
  reopened?.close();
  reopened = undefined;
  await h.close();
});

describe('background sync', () => {
  it('reads every domain once per day, spread over the day, and says when the pass finished', async () => {
    const start = h.now();
    sync.start();
    expect(h.timers.pending()).toEqual([0]);
    for (const [index, name] of names.entries()) {
      await nextStep();
      expect(reads(name)).toBe(1);
      // Not a burst: the next domain waits a quarter of the day.
      for (const later of names.slice(index + 1)) expect(reads(later)).toBe(0);
      expect(h.now() - start).toBe((index * DAY) / 4);
      expect(sync.status().accounts[0]?.current).toMatchObject({ done: index + 1, total: 4 });
    }
    expect(sync.status().accounts[0]?.lastFinishedAt).toBeNull();
    await nextStep();
    const finished = sync.status().accounts[0];
    expect(finished?.lastFinishedAt).toBe(new Date(h.now()).toISOString());
    expect(finished?.current).toBeNull();
    // The next pass starts a day after this one started, and reads the first domain again.
    await nextStep();
    expect(h.now() - start).toBe(DAY);
    expect(reads(names[0] ?? '')).toBe(2);
  });

  it('brings a change made at the provider into the cache', async () => {
    const [first] = names;
    if (first === undefined) throw new Error('no domain');
    const before = h.cache.domains.get(h.main.accountId, first)?.expiryDate;
    await h.main.otherClient.renew({ domain: first, regperiod: 2 });
    sync.start();
    await nextStep();
    const after = h.cache.domains.get(h.main.accountId, first)?.expiryDate;
    expect(after).toBe(h.sim.domain(first)?.expiresAt.slice(0, 10));
    expect(after).not.toBe(before);
  });

  it('resumes a pass after the profile is closed and reopened, reading each domain once', async () => {
    sync.start();
    await nextStep();
    await nextStep();
    await sync.stop();
    h.cache.close();
    expect(h.timers.pending()).toEqual([]);

    reopened = openCache(h.cacheFile, { now: () => new Date(h.now()) }).cache;
    sync = backgroundSyncOver({ ...h.ctx, cache: reopened });
    sync.start();
    expect(sync.status().accounts[0]?.current).toMatchObject({ done: 2, total: 4 });
    for (let i = 0; i < 3; i += 1) await nextStep();
    for (const name of names) expect(reads(name)).toBe(1);
    expect(sync.status().accounts[0]?.lastFinishedAt).not.toBeNull();
  });

  it('stops with the profile in the middle of a read, which is read again on resume', async () => {
    // The provider holds the first answer for a minute: the profile closes meanwhile.
    h.sim.faults.add({
      path: /\/information$/,
      times: 1,
      latencyMs: 60_000,
      action: { kind: 'latency' },
    });
    sync.start();
    h.timers.fireAll();
    // Long enough for the request to reach the provider (loopback), far from the minute.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Resolves without the held answer: the read is cancelled, not waited for.
    await sync.stop();
    h.sim.faults.clear();
    expect(h.timers.pending()).toEqual([]);
    expect(sync.status().accounts[0]?.current).toMatchObject({ done: 0 });
    expect(h.cache.domains.get(h.main.accountId, names[0] ?? '')?.lastError).toBeNull();

    sync = backgroundSyncOver(h.ctx);
    sync.start();
    await nextStep();
    expect(sync.status().accounts[0]?.current).toMatchObject({ done: 1 });
    expect(reads(names[0] ?? '')).toBe(1);
  });

  it('pauses an offline account on the domain it was at and reads it once back online', async () => {
    sync.start();
    await nextStep();
    h.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    await nextStep();
    const paused = sync.status().accounts[0]?.current;
    expect(paused).toMatchObject({ done: 1 });
    expect(paused?.pausedReason).toBeTruthy();
    // Waits, then tries the same domain again rather than skipping on.
    expect(h.timers.pending()).toEqual([BACKGROUND_PAUSE_MS]);
    await wake();
    expect(h.timers.pending()).toEqual([2 * BACKGROUND_PAUSE_MS]);
    expect(sync.status().accounts[0]?.current).toMatchObject({ done: 1 });
    // The cached details of the domain it could not read are kept.
    const second = names[1] ?? '';
    expect(h.cache.domains.get(h.main.accountId, second)).toMatchObject({
      status: 'active',
      expiryDate: h.sim.domain(second)?.expiresAt.slice(0, 10),
    });

    h.sim.faults.clear();
    await wake();
    expect(sync.status().accounts[0]?.current).toMatchObject({ done: 2, pausedReason: null });
    expect(reads(names[1] ?? '')).toBe(1);
  });

  it('leaves pending domains to their own, faster re-check', async () => {
    const pending = await h.orderRegistration(h.main, 'waiting');
    createPortfolioService(h.ctx, { timers: h.timers }).addOrdered(
      h.main.accountId,
      pending,
      'register',
    );
    sync.start();
    await nextStep();
    expect(sync.status().accounts[0]?.current).toMatchObject({ total: 4 });
    for (let i = 0; i < 4; i += 1) await nextStep();
    expect(sync.status().accounts[0]?.lastFinishedAt).not.toBeNull();
    expect(reads(pending)).toBe(0);
  });

  it('stops reading when the schedule is turned off', async () => {
    sync.start();
    await nextStep();
    schedule = 'off';
    sync.poke();
    expect(h.timers.pending()).toEqual([]);
    h.advance(2 * DAY);
    for (const name of names.slice(1)) expect(reads(name)).toBe(0);
    expect(sync.status()).toMatchObject({ schedule: 'off' });
  });
});
