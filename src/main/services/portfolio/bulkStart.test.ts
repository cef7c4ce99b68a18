import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, EventPayload, JobProgress } from '../../../shared/ipc';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { all, run, str } from '../../cache/sqlite';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

const COUNT = 20_000;
/** Removed once the job has answered; the job has read only its first chunk by then. */
const GONE = 15_000;
const KEPT = COUNT - GONE;
let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let progress: JobProgress[];

afterEach(async () => {
  portfolio.stop();
  await h.close();
});

/** A portfolio of `COUNT` domains in a real SQLite file, every progress event recorded. */
async function largePortfolio(): Promise<string> {
  h = await startPortfolioHarness();
  progress = [];
  const hub = h.ctx.events;
  const events = {
    emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
      if (name === 'jobs:progress') progress.push(payload as JobProgress);
      hub.emit(name, payload);
    },
  };
  jobs = createJobRunner({ ...h.ctx, events });
  portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs });
  const { accountId } = h.main;
  h.ctx.cache.domains.upsertMany(
    accountId,
    Array.from({ length: COUNT }, (_, i) => ({ name: `bulk-${i}.com`, status: 'active' })),
  );
  return accountId;
}

/** Every item key of a job, page by page as a window reads them. */
function itemKeys(jobId: string): string[] {
  const keys: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = jobs.get(jobId, { offset, limit: 1000 });
    if (page === null || page.items.length === 0) return keys;
    keys.push(...page.items.map((item) => item.key));
  }
}

function tagged(): string[] {
  const sql = `SELECT d.name FROM domains d JOIN domain_tags t ON t.domain_id = d.id
    WHERE t.tag = 'bulk'`;
  return all(h.ctx.cache.db, sql).map((row) => str(row.name));
}

describe('a bulk action over a large selection', () => {
  it('answers with the whole count before reading the domains, and ends with those still there', async () => {
    const accountId = await largePortfolio();
    const started = await portfolio.bulk(
      { kind: 'filter', accountId, filter: {} },
      { kind: 'addTags', tags: ['bulk'] },
    );
    expect(started).toMatchObject({ total: COUNT, label: 'Tagging 20,000 domains' });
    expect(progress[0]).toMatchObject({ jobId: started.jobId, total: COUNT });
    expect(progress[0]?.done ?? COUNT).toBeLessThan(COUNT / 4);
    // Removed once the job has answered: a job that had read every domain first would
    // still tag these (or list them); this one has not come to them yet.
    const removed = run(
      h.ctx.cache.db,
      'DELETE FROM domains WHERE id IN (SELECT id FROM domains ORDER BY id DESC LIMIT @gone)',
      { gone: GONE },
    ).changes;
    expect(removed).toBe(GONE);

    const done = await jobs.finished(started.jobId);
    expect(done).toMatchObject({ state: 'done', total: KEPT, succeeded: KEPT });
    const keys = itemKeys(started.jobId);
    expect(keys).toHaveLength(KEPT);
    expect(new Set(keys).size).toBe(KEPT);
    expect(new Set(tagged())).toEqual(new Set(keys));
    expect(progress.at(-1)).toMatchObject({ state: 'done', total: KEPT });
  });

  it('stops reading when cancelled mid-way: the domains done are tagged, none after', async () => {
    const accountId = await largePortfolio();
    let summary: JobSummary | undefined;
    const started = await portfolio.bulk(
      { kind: 'filter', accountId, filter: {} },
      { kind: 'addTags', tags: ['bulk'] },
    );
    for (;;) {
      const job = jobs.get(started.jobId, { limit: 1 })?.job;
      if (job === undefined || job.done >= 3000) {
        summary = jobs.cancel(started.jobId);
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const done = await jobs.finished(started.jobId);
    expect(summary.state).toBe('running');
    expect(done.state).toBe('cancelled');
    expect(done.succeeded).toBeGreaterThanOrEqual(3000);
    expect(done.succeeded).toBeLessThan(COUNT);
    // The job keeps the total it started with: the domains never read count as cancelled.
    expect(done.total).toBe(COUNT);
    expect(done.succeeded + done.cancelled).toBe(done.total);
    const keys = itemKeys(started.jobId).filter((key) => key !== '');
    expect(new Set(keys).size).toBe(keys.length);
    const succeeded = new Set(
      jobs
        .get(started.jobId, { limit: done.total })
        ?.items.filter((item) => item.state === 'succeeded')
        .map((item) => item.key),
    );
    expect(new Set(tagged())).toEqual(succeeded);
  });
});
