import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { recordOrdered } from '../src/main/cache/portfolioQueries';
import { withTransaction } from '../src/main/cache/sqlite';
import { createPortfolioService } from '../src/main/services/portfolio';
import { report } from './measure';
import { startBenchServices } from './serviceSetup';

/** Runs `work` while sampling the event loop's delay; prints p99 and max against the targets. */
export async function withLoopDelay(name: string, work: () => Promise<unknown>): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  histogram.disable();
  const p99 = histogram.percentile(99) / 1e6;
  const max = histogram.max / 1e6;
  console.log(
    `${name.padEnd(62)} ${ms.toFixed(0).padStart(7)} ms   loop delay p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (targets ≤ 50, ≤ 200)`,
  );
}

/**
 * Start-up with many pending domains whose account has no usable key: the first page of the
 * portfolio and the first round of re-checks, with the event loop's delay measured.
 */
export async function pendingStartBench(pending: number): Promise<void> {
  const s = await startBenchServices();
  try {
    const account = s.cache.accounts.create({
      label: 'No key',
      baseUrl: s.sim.baseUrl,
      email: 'nokey@example.com',
    });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    withTransaction(s.cache.db, () => {
      for (let i = 0; i < pending; i += 1) {
        recordOrdered(s.cache.db, account.id, `pending-${i}.com`, 'registered', at);
      }
    });
    const portfolio = createPortfolioService(s.ctx, { jobs: s.jobs });
    await withLoopDelay(
      `start-up, ${pending.toLocaleString('en')} pending domains, no usable key`,
      async () => {
        portfolio.startPendingWatcher();
        const start = performance.now();
        portfolio.list({ limit: 100 });
        report('  first page of the portfolio answered', performance.now() - start);
        // The first round runs from a timer: wait for it to start, then for it to end.
        await nextTurn();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await portfolio.whenIdle();
        const again = performance.now();
        portfolio.list({ limit: 100 });
        report('  a page while the re-checks are noted', performance.now() - again);
      },
    );
    portfolio.stop();
  } finally {
    await s.close();
  }
}
