import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache';
import { CLEAN_MARK_SUFFIX } from '../src/main/cache/cleanClose';
import { domainKeysAfter, queryDomainGrid } from '../src/main/cache/portfolioQueries';
import { all } from '../src/main/cache/sqlite';
import type { Db } from '../src/main/cache/sqlite';
import { medianMs, report } from './measure';

const DOMAINS = 100_000;
const TLDS = ['com', 'net', 'org', 'io', 'de', 'co.uk', 'shop', 'app'];
const STATUSES = ['active', 'active', 'active', 'pending', 'expired', 'not_in_account'] as const;

const OPEN_AND_READ_TARGET_MS = 300;

/** Every domain's key in keyset chunks, as a bulk action over everything reads them. */
function walkAll(db: Db, onChunk?: (ms: number) => void): number {
  let count = 0;
  for (let after = 0; ;) {
    const chunkStart = performance.now();
    const chunk = domainKeysAfter(db, {}, after, 2000);
    onChunk?.(performance.now() - chunkStart);
    count += chunk.length;
    const last = chunk.at(-1);
    if (last === undefined) return count;
    after = last.id;
  }
}

/**
 * A 100,000-domain cache file as the app uses it from start-up: open it, the grid's first
 * page, then every domain as a bulk action reads them. After a clean close the open skips the
 * full integrity check; after a crash it reads every page. The app never reads every row in
 * full at once; the export does, printed once for comparison.
 */
function openAndReadAll(path: string, when: string, withExport = false): void {
  const start = performance.now();
  const { cache, fullCheck } = openCache(path);
  const opened = performance.now();
  queryDomainGrid(cache.db, { offset: 0, limit: 100, sort: 'name' });
  const firstPage = performance.now();
  const count = walkAll(cache.db);
  const end = performance.now();
  report(`open the cache file ${when} (full check: ${fullCheck ?? 'no'})`, opened - start);
  report('  then the grid’s first page', firstPage - opened);
  report(`  then all ${count} domains in keyset chunks`, end - firstPage);
  console.log(
    `${'  open and read all'.padEnd(62)} ${(end - start).toFixed(2).padStart(10)} ms  (target ≤ ${OPEN_AND_READ_TARGET_MS} ms)`,
  );
  if (withExport) {
    const fullStart = performance.now();
    const records = cache.domains.list().length;
    report(
      `  every domain in full as records (${records}, what the export reads)`,
      performance.now() - fullStart,
    );
  }
  cache.close();
}

/** The portfolio grid over 100,000 domains: bulk load, filtered and sorted pages. */
export async function portfolioBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-bench-'));
  try {
    const { cache } = openCache(join(dir, 'bench.sqlite'));
    cache.accounts.create({
      id: 'acc',
      label: 'Bench',
      baseUrl: 'https://x/index.php',
      email: 'b@x.test',
    });
    const rows = Array.from({ length: DOMAINS }, (_, i) => ({
      name: `name${String(i).padStart(6, '0')}.${TLDS[i % TLDS.length] ?? 'com'}`,
      status: STATUSES[i % STATUSES.length] ?? 'active',
      expiryDate: `${2027 + (Math.floor(i / 12) % 3)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      tags: i % 7 === 0 ? ['client-a'] : [],
    }));

    let start = performance.now();
    cache.domains.upsertMany('acc', rows);
    report(`bulk upsert of ${DOMAINS} new domains`, performance.now() - start);
    start = performance.now();
    cache.domains.upsertMany('acc', rows);
    report(`bulk upsert of ${DOMAINS} existing domains`, performance.now() - start);

    // Baseline: the cheapest full read SQLite can do of the same table.
    const baseline = {
      name: 'raw SELECT of every row',
      ms: await medianMs(3, () => all(cache.db, 'SELECT * FROM domains')),
    };
    report(baseline.name, baseline.ms);
    type Query = Partial<Parameters<typeof queryDomainGrid>[1]>;
    const grid = async (label: string, runs: number, query: Query): Promise<void> => {
      const run = () => queryDomainGrid(cache.db, { offset: 0, limit: 100, ...query });
      report(`grid: ${label} (${run().total} match)`, await medianMs(runs, run), baseline);
    };
    await grid('first page by name', 9, { sort: 'name' });
    await grid('first page by expiry', 9, { sort: 'expiry' });
    for (const sort of ['name', 'expiry', 'status', 'lastSynced', 'locked', 'lastError'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        await grid(`page 900 of 1000 by ${sort}, ${direction}`, 5, {
          sort,
          direction,
          offset: 90_000,
        });
      }
    }
    await grid('page 900 of 1000 of active ones by expiry', 5, {
      sort: 'expiry',
      statuses: ['active'],
      offset: 90_000,
    });
    await grid('page 500 of .com ones by expiry', 5, { sort: 'expiry', tld: 'com', offset: 5_000 });
    await grid('text "name0999"', 9, { text: 'name0999' });
    // As the grid asks: one account, sorted by name descending, a rare and a common text.
    for (const text of ['name0999', '9']) {
      await grid(`text "${text}", one account, by name desc`, 9, {
        accountId: 'acc',
        text,
        sort: 'name',
        direction: 'desc',
      });
    }
    await grid('pending with a tag', 9, { statuses: ['pending'], tag: 'client-a' });
    await grid('expiring in March 2027, by expiry', 9, {
      expiryFrom: '2027-03-01',
      expiryTo: '2027-03-31',
      sort: 'expiry',
    });
    // What a bulk action over "everything" does: walk the selection in keyset chunks, giving
    // the event loop a turn between chunks; the longest chunk is the longest block.
    let longestChunk = 0;
    const walk = (): number =>
      walkAll(cache.db, (ms) => {
        longestChunk = Math.max(longestChunk, ms);
      });
    report(`every domain in keyset chunks of 2000 (${walk()})`, await medianMs(3, walk), baseline);
    report('  longest single chunk (the longest the services are blocked)', longestChunk);
    cache.close();
    const path = join(dir, 'bench.sqlite');
    openAndReadAll(path, 'after a clean close');
    openAndReadAll(path, 'after a clean close, again', true);
    // What a crash leaves: no clean-close marker.
    rmSync(path + CLEAN_MARK_SUFFIX);
    openAndReadAll(path, 'after a crash');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
