// Event-loop delay while the services do bulk work over a large portfolio: a bulk action over
// a selection of everything, a bulk sync against the simulator, and pending re-checks.
import { setTimeout as sleep } from 'node:timers/promises';
import { recordOrdered } from '../src/main/cache/portfolioQueries';
import { withTransaction } from '../src/main/cache/sqlite';
import { createPortfolioService } from '../src/main/services/portfolio';
import type { JobRunner } from '../src/main/services/jobs';
import { report } from './measure';
import { startBenchServices } from './serviceSetup';
import { withLoopDelay } from './stall.bench';

/** What a page showing the job does: asks for its progress now and then. */
async function untilDone(jobs: JobRunner, jobId: string, items: number): Promise<void> {
  for (;;) {
    const job = jobs.get(jobId, { limit: 1 })?.job;
    if (job === undefined || job.done >= items || job.state !== 'running') return;
    await sleep(25);
  }
}

const plural = (n: number): string => n.toLocaleString('en');

/**
 * "Select all" over `count` domains and a cache-only action (add a tag): the selection read
 * in chunks and the job started, `tagged` domains tagged, then the rest cancelled.
 */
export async function bulkActionBench(count: number, tagged: number): Promise<void> {
  const s = await startBenchServices();
  try {
    const { id: accountId } = s.cache.accounts.create({
      label: 'Bulk',
      baseUrl: s.sim.baseUrl,
      email: 'bulk@example.com',
    });
    s.cache.domains.upsertMany(
      accountId,
      Array.from({ length: count }, (_, i) => ({ name: `bulk-${i}.com`, status: 'active' })),
    );
    const portfolio = createPortfolioService(s.ctx, { jobs: s.jobs });
    const name = `tag all ${plural(count)}: ${plural(tagged)} tagged, rest cancelled`;
    await withLoopDelay(name, async () => {
      const start = performance.now();
      const job = await portfolio.bulk(
        { kind: 'filter', accountId, filter: {} },
        { kind: 'addTags', tags: ['bench'] },
      );
      report(`  job answered (${plural(job.total)} domains counted)`, performance.now() - start);
      await finishPart(s.jobs, job.jobId, tagged, 'tagged');
    });
  } finally {
    await s.close();
  }
}

/** Lets a job settle `items` items, then cancels the rest; prints both. */
async function finishPart(jobs: JobRunner, jobId: string, items: number, what: string) {
  const start = performance.now();
  await untilDone(jobs, jobId, items);
  const ms = performance.now() - start;
  const done = jobs.get(jobId, { limit: 1 })?.job.done ?? 0;
  report(`  ${plural(done)} ${what} (${((done / ms) * 1000).toFixed(0)} a second)`, ms);
  const cancelStart = performance.now();
  jobs.cancel(jobId);
  const summary = await jobs.finished(jobId);
  report(`  cancelled (${plural(summary.cancelled)} items)`, performance.now() - cancelStart);
}

/**
 * "Sync all" over a `count`-domain account of the simulator: the selection read and the job
 * started, `synced` domains synced (8 at once, no interval), then the rest cancelled.
 */
export async function bulkSyncBench(count: number, synced: number): Promise<void> {
  const s = await startBenchServices({ demoDomains: count });
  try {
    const accountId = await s.addDemoAccount({ maxConcurrentRequests: 8, minRequestIntervalMs: 0 });
    const email = s.sim.demoCredentials?.email ?? '';
    s.cache.domains.upsertMany(
      accountId,
      (await s.sim.domainsOf(email)).map((name) => ({ name, status: 'active' })),
    );
    const portfolio = createPortfolioService(s.ctx, { jobs: s.jobs });
    const name = `bulk sync of all ${plural(count)}: ${plural(synced)} synced, rest cancelled`;
    await withLoopDelay(name, async () => {
      const start = performance.now();
      const job = await portfolio.syncMany({ accountId });
      report(`  job answered (${plural(job.total)} domains counted)`, performance.now() - start);
      await finishPart(s.jobs, job.jobId, synced, 'synced');
    });
  } finally {
    await s.close();
  }
}

/**
 * Pending re-checks in a `count`-domain portfolio of which `pending` are due (orders placed an
 * hour ago that the simulator has made active): rounds run until none is due.
 */
export async function pendingRecheckBench(count: number, pending: number): Promise<void> {
  const s = await startBenchServices({ demoDomains: count });
  try {
    const accountId = await s.addDemoAccount({ maxConcurrentRequests: 8, minRequestIntervalMs: 0 });
    const names = await s.sim.domainsOf(s.sim.demoCredentials?.email ?? '');
    // The orders placed an hour ago are pending; the rest of the portfolio is active.
    const at = new Date(Date.now() - 3_600_000).toISOString();
    withTransaction(s.cache.db, () => {
      for (const name of names.slice(0, pending)) {
        recordOrdered(s.cache.db, accountId, name, 'registered', at);
      }
    });
    s.cache.domains.upsertMany(
      accountId,
      names.slice(pending).map((name) => ({ name, status: 'active' })),
    );
    const portfolio = createPortfolioService(s.ctx, { jobs: s.jobs });
    const label = `pending re-checks, ${plural(pending)} due of ${plural(count)} domains`;
    await withLoopDelay(label, async () => {
      const start = performance.now();
      let rounds = 0;
      while (portfolio.recheckDue().length > 0 && rounds < pending) {
        await portfolio.recheckPending();
        rounds += 1;
      }
      const left = portfolio.recheckDue().length;
      report(`  ${rounds} rounds, ${plural(left)} still due`, performance.now() - start);
    });
  } finally {
    await s.close();
  }
}
