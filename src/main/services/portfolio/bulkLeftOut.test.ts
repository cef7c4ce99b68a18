import { afterEach, describe, expect, it } from 'vitest';
import { takenName } from '../../../sandbox/testing/names';
import { leftOutText } from '../../../shared/bulk/bulkReach';
import type { JobItemView } from '../../../shared/ipc/channels/jobs';
import type { JobRunner } from '../jobs/jobRunner';
import type { PortfolioService } from './portfolioService';
import { startBulkHarness } from './testing/bulkHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;

afterEach(async () => {
  portfolio.stop();
  await h.close();
});

/** Two active domains, two orders still pending and one domain no longer in the account. */
async function mixedPortfolio() {
  ({ h, jobs, portfolio } = await startBulkHarness());
  const ordered: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const name = await h.orderRegistration(h.main, 'mixed');
    portfolio.addOrdered(h.main.accountId, name, 'register');
    ordered.push(name);
  }
  const [activeA = '', activeB = '', ...pending] = ordered;
  for (const name of [activeA, activeB]) {
    h.sim.provision(name);
    await portfolio.sync(h.main.accountId, name);
  }
  const gone = takenName('com', 'elsewhere');
  await portfolio.addNames(h.main.accountId, gone);
  await portfolio.sync(h.main.accountId, gone);
  return { active: [activeA, activeB], pending, gone };
}

const everything = () => ({ kind: 'filter' as const, accountId: h.main.accountId, filter: {} });
const lockPath = (name: string) => `/domains/${name}/lock`;

describe('bulk actions through the API leave out pending domains and those gone', () => {
  it('counts them up front, sends nothing for them and only locks the active ones', async () => {
    const { active, pending, gone } = await mixedPortfolio();
    expect(portfolio.get({ name: gone }).domain.status).toBe('not_in_account');

    const reach = await portfolio.bulkReach(everything());
    expect(reach).toEqual({ total: 5, reached: 2, pending: 2, gone: 1 });
    expect(leftOutText(reach)).toBe(
      '2 pending domains and 1 no longer in this account are left out.',
    );
    // The same when the domains are named one by one.
    const named = {
      kind: 'names' as const,
      accountId: h.main.accountId,
      names: [...active, ...pending, gone],
    };
    expect(await portfolio.bulkReach(named)).toEqual(reach);

    const started = await portfolio.bulk(everything(), { kind: 'lock' });
    expect(started.label).toBe('Locking 2 domains');
    expect(await jobs.finished(started.jobId)).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
    for (const name of [...pending, gone]) {
      expect(h.sim.countRequests({ path: lockPath(name) })).toBe(0);
    }

    const synced = await portfolio.bulk(named, { kind: 'sync' });
    expect(synced.label).toBe('Syncing 2 domains');
    expect(await jobs.finished(synced.jobId)).toMatchObject({ total: 2, failed: 0 });
    for (const name of active) expect(portfolio.get({ name }).domain.locked).toBe(true);
  });

  it('leaves them out of a run of rows shift-clicked in the grid too', async () => {
    const { active, pending, gone } = await mixedPortfolio();
    // Every row of the account, as one run in name order.
    const names = [...active, ...pending, gone].sort();
    const run = {
      kind: 'filter' as const,
      accountId: h.main.accountId,
      filter: {},
      runs: {
        sort: 'name' as const,
        direction: 'asc' as const,
        runs: [{ from: names[0] ?? '', to: names.at(-1) ?? '' }],
      },
    };
    expect(await portfolio.bulkReach(run)).toEqual({ total: 5, reached: 2, pending: 2, gone: 1 });
    const started = await portfolio.bulk(run, { kind: 'lock' });
    expect(await jobs.finished(started.jobId)).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
    for (const name of [...pending, gone]) {
      expect(h.sim.countRequests({ path: lockPath(name) })).toBe(0);
    }
  });

  it('keeps a failure on the row, so "Has an error" lists it, and a retry that works clears it', async () => {
    const { active } = await mixedPortfolio();
    const [refused = '', fine = ''] = active;
    h.sim.faults.add({
      path: lockPath(refused),
      action: {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ message: 'The registry refused the lock.' }),
        contentType: 'application/json',
      },
    });
    const errorsShown = () =>
      portfolio.list({ accountId: h.main.accountId, hasError: true }).rows.map((r) => r.name);
    expect(errorsShown()).toEqual([]);

    const started = await portfolio.bulk(everything(), { kind: 'lock' });
    expect(await jobs.finished(started.jobId)).toMatchObject({ succeeded: 1, failed: 1 });
    const [failed] = ((jobs.get(started.jobId)?.items ?? []) as JobItemView[]).filter(
      (item) => item.state === 'failed',
    );
    expect(errorsShown()).toEqual([refused]);
    expect(portfolio.get({ name: refused }).domain.lastError?.message).toBe(failed?.error?.message);
    expect(portfolio.get({ name: fine }).domain.lastError).toBeNull();
    expect(h.events.some((e) => e.name === 'cache:changed')).toBe(true);

    h.sim.faults.clear();
    const retried = await portfolio.bulk(
      { kind: 'names', accountId: h.main.accountId, names: [refused] },
      { kind: 'lock' },
    );
    expect(await jobs.finished(retried.jobId)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(errorsShown()).toEqual([]);
  });
});
