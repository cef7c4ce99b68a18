import { afterEach, describe, expect, it } from 'vitest';
import { takenName } from '../../../sandbox/testing/names';
import type { EventName, JobProgress } from '../../../shared/ipc';
import type { BulkSyncItemResult } from '../../../shared/ipc/channels/portfolioTypes';
import type { JobItemView } from '../../../shared/ipc/channels/jobs';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

const DAY = 24 * 60 * 60 * 1000;
let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;

/** The services over the harness; `onEvent` sees every event right after it is recorded. */
async function setUp(onEvent?: (name: EventName, payload: unknown) => void): Promise<void> {
  // Orders never provision by themselves within a test; `sim.provision()` does it.
  h = await startPortfolioHarness({ simulator: { provisioningDelayMs: 60 * DAY } });
  const ctx: ServiceContext = {
    ...h.ctx,
    events: {
      emit(name, payload) {
        h.ctx.events.emit(name, payload);
        onEvent?.(name, payload);
      },
    },
  };
  jobs = createJobRunner(ctx);
  portfolio = createPortfolioService(ctx, { timers: h.timers, jobs });
}

/** Registrations ordered through the app and provisioned by the registry since. */
async function activeDomains(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = await h.orderRegistration(h.main, 'bulk');
    portfolio.addOrdered(h.main.accountId, name, 'register');
    names.push(name);
  }
  h.sim.provision();
  return names;
}

function itemsOf(jobId: string): JobItemView<BulkSyncItemResult>[] {
  return (jobs.get(jobId)?.items ?? []) as JobItemView<BulkSyncItemResult>[];
}

function progressOf(jobId: string): JobProgress[] {
  return h.events
    .filter((e) => e.name === 'jobs:progress')
    .map((e) => e.payload as JobProgress)
    .filter((p) => p.jobId === jobId);
}

afterEach(async () => {
  portfolio.stop();
  await h.close();
});

describe('syncing many domains at once', () => {
  it('brings every domain of the account up to date as a job, failing the one that is not in the account', async () => {
    await setUp();
    const [first, second] = (await activeDomains(2)) as [string, string];
    const elsewhere = takenName('com', 'elsewhere');
    const added = await portfolio.addNames(h.main.accountId, elsewhere);
    expect(added.lines[0]?.status).toBe('not_in_account');

    const started = await portfolio.syncMany({ accountId: h.main.accountId });
    expect(started).toMatchObject({ kind: 'sync', label: 'Syncing 3 domains', total: 3 });
    const summary = await jobs.finished(started.jobId);

    expect(summary).toMatchObject({ state: 'done', total: 3, succeeded: 2, failed: 1 });
    const items = itemsOf(started.jobId);
    expect(items.map((i) => [i.key, i.state, i.error?.kind])).toEqual([
      [first, 'succeeded', undefined],
      [second, 'succeeded', undefined],
      [elsewhere, 'failed', 'not_in_account'],
    ]);
    expect(items[0]?.result).toMatchObject({
      name: first,
      presence: 'active',
      status: 'active',
      parts: [
        { part: 'information', outcome: 'updated' },
        { part: 'sync', outcome: 'updated' },
        { part: 'contacts', outcome: 'updated' },
        { part: 'dns', outcome: 'updated' },
        { part: 'email', outcome: 'updated' },
      ],
    });
    expect(items[2]?.error?.message).toContain('not');
    expect(portfolio.get({ name: second }).domain).toMatchObject({
      status: 'active',
      expiryDate: '2027-11-22',
    });

    // Each settled item reached the window as it happened, and the end was announced.
    const progress = progressOf(started.jobId);
    const announced = progress.flatMap((p) => p.items ?? []).map((i) => i.key);
    expect(announced.sort()).toEqual([first, second, elsewhere].sort());
    expect(progress.at(-1)).toMatchObject({ state: 'done', done: 3, total: 3 });
  });

  it('syncs only the names given or the domains the filter matches, naming entries it cannot sync', async () => {
    await setUp();
    const [active, dropped] = (await activeDomains(2)) as [string, string];
    h.cache.domains.setStatus(h.main.accountId, dropped, 'deleted');

    const named = await portfolio.syncMany({ names: [active, 'not a name!', 'unknown-name.com'] });
    await jobs.finished(named.jobId);
    expect(itemsOf(named.jobId).map((i) => [i.key, i.state, i.error?.kind])).toEqual([
      ['not a name!', 'failed', 'invalid_input'],
      ['unknown-name.com', 'failed', 'not_found'],
      [active, 'succeeded', undefined],
    ]);

    // Deleted domains are left out unless the filter asks for them.
    const everything = await portfolio.syncMany({ accountId: h.main.accountId });
    await jobs.finished(everything.jobId);
    expect(itemsOf(everything.jobId).map((i) => i.key)).toEqual([active]);
    const filtered = await portfolio.syncMany({ filter: { statuses: ['deleted'] } });
    await jobs.finished(filtered.jobId);
    expect(itemsOf(filtered.jobId).map((i) => i.key)).toEqual([dropped]);
  });

  it('stops calling the API once cancelled, and leaves the domains not reached as they were', async () => {
    let cancelled = false;
    await setUp((name, payload) => {
      const progress = payload as JobProgress;
      const settled = progress.items?.some((i) => i.state === 'succeeded') ?? false;
      if (name !== 'jobs:progress' || cancelled || !settled) return;
      cancelled = true;
      jobs.cancel(progress.jobId);
    });
    const names = await activeDomains(10);
    const before = h.sim.requests.length;

    const started = await portfolio.syncMany({ accountId: h.main.accountId });
    const summary = await jobs.finished(started.jobId);
    // Requests already on their way when the job was cancelled may still land: one request
    // of our own lets them arrive first.
    await h.main.otherClient.information(names[0] ?? '');
    const settled = h.sim.countRequests();

    expect(summary.state).toBe('cancelled');
    expect(summary.succeeded).toBeGreaterThanOrEqual(1);
    expect(summary.cancelled).toBeGreaterThanOrEqual(6);
    expect(summary.succeeded + summary.cancelled).toBe(10);
    const duringJob = h.sim.requests.slice(before, settled - 1);
    // A full run reads five parts of each of the ten domains.
    expect(duringJob.length).toBeLessThan(50);
    const notStarted = itemsOf(started.jobId).filter(
      (i) => i.error?.message === 'Cancelled before it started.',
    );
    expect(notStarted.length).toBeGreaterThanOrEqual(6);
    for (const item of notStarted) {
      expect(duringJob.filter((r) => r.path.includes(item.key))).toEqual([]);
      expect(portfolio.get({ name: item.key }).domain).toMatchObject({
        status: 'pending',
        lastError: null,
      });
    }
    // A cancelled read is no error of the domain's.
    for (const name of names) expect(portfolio.get({ name }).domain.lastError).toBeNull();

    // Nothing more arrives: one more request of our own is the only one.
    await h.main.otherClient.information(names[0] ?? '');
    expect(h.sim.countRequests()).toBe(settled + 1);
  });
});
