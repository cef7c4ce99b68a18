import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { recordOrdered } from '../src/main/cache/portfolioQueries';
import { withTransaction } from '../src/main/cache/sqlite';
import { createJobRunner } from '../src/main/services/jobs';
import { createPortfolioService } from '../src/main/services/portfolio';
import { pairedMedians, report } from './measure';
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
 * Job bookkeeping: `items` no-op items through the job runner against a plain loop, medians of
 * 21 rounds taking turns (wall and CPU time), then one run with the event loop's delay measured.
 * A round lasts milliseconds: on shared cores one in four or five meets a garbage collection
 * whose helper threads wait for a core, and 9 rounds let a few of those move the median.
 */
export async function jobsBench(items: number): Promise<void> {
  const inputs = Array.from({ length: items }, (_, i) => ({ key: `item-${i}`, input: i }));
  const run = (n: number): Promise<number> => Promise.resolve(n);
  const plainLoop = async (): Promise<void> => {
    for (const item of inputs) await run(item.input);
  };
  const runner = createJobRunner({ events: { emit: () => undefined }, now: Date.now });
  const job = async (): Promise<void> => {
    const started = runner.start({ kind: 'bench', label: 'No-op', items: inputs, run });
    await runner.finished(started.jobId);
  };
  const [plain, jobs] = await pairedMedians(21, plainLoop, job);
  const count = items.toLocaleString('en');
  report(`plain loop over ${count} no-op items`, plain.wall);
  report(`job runner, ${count} no-op items`, jobs.wall, { name: 'a plain loop', ms: plain.wall });
  report(`  the same in CPU time (plain loop ${plain.cpu.toFixed(2)} ms)`, jobs.cpu, {
    name: 'a plain loop',
    ms: plain.cpu,
  });
  await withLoopDelay(`job runner, ${count} no-op items`, job);
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
