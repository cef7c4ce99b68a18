import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache/openCache';
import type { DomainKey } from '../src/main/cache/portfolioQueries';
import { createJobRunner } from '../src/main/services/jobs';
import { createPortfolioService } from '../src/main/services/portfolio';
import { itemChunks } from '../src/main/services/portfolio/bulkSync';
import { selectionSource } from '../src/main/services/portfolio/selection';
import type { ServiceContext } from '../src/main/services/serviceContext';
import { report } from './measure';
import { withLoopDelay } from './stall.bench';

/**
 * Tagging every domain of a `count`-domain portfolio: the bulk action as it runs (a batch of
 * domains per transaction), then the same through the job runner one domain at a time, one
 * transaction each (how it ran before), on the same cache file in the same process.
 */
export async function taggingBench(count: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-bench-tags-'));
  const { cache } = openCache(join(dir, 'cache.sqlite'));
  try {
    const ctx: ServiceContext = {
      cache,
      clients: () => Promise.reject(new Error('No API in this benchmark.')),
      events: { emit: () => undefined },
      now: Date.now,
    };
    const jobs = createJobRunner(ctx);
    const portfolio = createPortfolioService(ctx, { jobs });
    const { id: accountId } = cache.accounts.create({
      label: 'Tags',
      baseUrl: 'https://reseller.example/api',
      email: 'tags@example.com',
    });
    cache.domains.upsertMany(
      accountId,
      Array.from({ length: count }, (_, i) => ({ name: `tag-${i}.com`, status: 'active' })),
    );
    const every = { kind: 'filter', accountId, filter: {} } as const;
    const plural = count.toLocaleString('en');

    let setBased = 0;
    await withLoopDelay(`tag ${plural} domains, a batch per transaction`, async () => {
      const start = performance.now();
      const job = await portfolio.bulk(every, { kind: 'addTags', tags: ['batched'] });
      await jobs.finished(job.jobId);
      setBased = performance.now() - start;
    });

    const start = performance.now();
    const targets = selectionSource(ctx, every);
    const job = jobs.start<DomainKey, null>({
      kind: 'portfolio.addTags',
      label: 'Tagging one by one',
      items: { count: targets.count, chunks: itemChunks(targets.chunks) },
      run: (target) => {
        const current = cache.domains.get(target.accountId, target.name)?.tags ?? [];
        cache.domains.setTags(target.accountId, target.name, [...current, 'one-by-one']);
        return Promise.resolve(null);
      },
    });
    await jobs.finished(job.jobId);
    const perItem = performance.now() - start;
    report(`tag ${plural} domains, a batch per transaction`, setBased);
    report(`tag ${plural} domains, one domain per transaction (before)`, perItem);
    console.log(
      `${'batched / one by one'.padEnd(62)} ${(setBased / perItem).toFixed(3).padStart(10)} (${(perItem / setBased).toFixed(1)}× faster)`,
    );
    portfolio.stop();
  } finally {
    cache.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
