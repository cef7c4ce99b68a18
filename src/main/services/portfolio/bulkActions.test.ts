import { afterEach, describe, expect, it } from 'vitest';
import { takenName } from '../../../sandbox/testing/names';
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

describe('bulk changes through the API', () => {
  it('locks every selected domain and lists the one the API refused with its reason', async () => {
    ({ h, jobs, portfolio } = await startBulkHarness());
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const name = await h.orderRegistration(h.main, 'lockme');
      portfolio.addOrdered(h.main.accountId, name, 'register');
      names.push(name);
    }
    h.sim.provision();
    // Seen active once provisioned (the pending watcher's check); pending ones are left out.
    for (const name of names) await portfolio.sync(h.main.accountId, name);
    const elsewhere = takenName('com', 'notours');
    await portfolio.addNames(h.main.accountId, elsewhere);

    const started = await portfolio.bulk(
      { kind: 'names', accountId: h.main.accountId, names: [...names, elsewhere, 'gone.example'] },
      { kind: 'lock' },
    );
    // The domain no longer in the account is left out up front rather than failed.
    expect(started.label).toBe('Locking 3 domains');
    const done = await jobs.finished(started.jobId);
    expect(done).toMatchObject({ total: 4, succeeded: 3, failed: 1 });
    const items = (jobs.get(started.jobId)?.items ?? []) as JobItemView[];
    const failed = items.filter((item) => item.state === 'failed');
    expect(failed.map((item) => item.key)).toEqual(['gone.example']);
    expect(failed.every((item) => (item.error?.message ?? '') !== '')).toBe(true);

    // Read back from the API, not from what the job wrote.
    for (const name of names) {
      const outcome = await portfolio.sync(h.main.accountId, name);
      expect(outcome.domain.locked).toBe(true);
    }
  });
});
