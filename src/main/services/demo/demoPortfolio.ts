import type { DomainSummary } from '../../../sandbox';
import { domainSecondaryIndexes } from '../../cache/domainBulkUpsert';
import type { DomainUpsert } from '../../cache/domainBulkUpsert';
import type { Cache } from '../../cache/openCache';
import type { Db } from '../../cache/sqlite';

/**
 * Rows per transaction, adjusted as it goes so that one takes about `SLICE_MS`: each row
 * dirties a page of every index, so how long a chunk takes depends on the disk and the load.
 */
const FIRST_CHUNK = 250;
const MIN_CHUNK = 25;
const MAX_CHUNK = 5_000;
const SLICE_MS = 15;

/**
 * The row a first sync would leave: an active domain with its status and expiry, an order
 * still running as pending since it was placed (the pending checks follow it from there).
 */
export function demoPortfolioRow(domain: DomainSummary): DomainUpsert {
  const { name } = domain;
  switch (domain.state) {
    case 'active':
      return {
        name,
        origin: 'imported',
        status: domain.expired ? 'expired' : 'active',
        expiryDate: domain.expiresAt,
      };
    case 'pending':
      return { name, origin: 'registered', status: 'pending', pendingSince: domain.orderedAt };
    case 'transfer-pending':
    case 'transfer-failed':
      return { name, origin: 'transferred', status: 'pending', pendingSince: domain.orderedAt };
    default:
      return { name, origin: 'imported' };
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The next chunk's size from how long the last one took: steer towards `SLICE_MS`. */
function nextChunkSize(size: number, ms: number): number {
  const scaled = ms > 0 ? Math.round((size * SLICE_MS) / ms) : size * 2;
  return Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.min(scaled, size * 2)));
}

const byName = (a: DomainSummary, b: DomainSummary): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** Sorted by name, a bucket of names sharing their first two letters at a time. */
async function inNameOrder(domains: readonly DomainSummary[]): Promise<DomainSummary[]> {
  const buckets = new Map<string, DomainSummary[]>();
  for (const domain of domains) {
    const key = domain.name.slice(0, 2);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(domain);
    else buckets.set(key, [domain]);
  }
  const sorted: DomainSummary[] = [];
  for (const key of [...buckets.keys()].sort()) {
    await nextTurn();
    for (const domain of buckets.get(key)?.sort(byName) ?? []) sorted.push(domain);
  }
  return sorted;
}

/**
 * Runs `work` with the domains table's secondary indexes dropped, then builds them again,
 * one per turn of the event loop. Each row written otherwise dirties a page of every one of
 * them: 100,000 rows in short transactions cost ten times what they do without. Only for
 * the demo's cache, which is made fresh every run, so a crash half-way loses nothing.
 */
async function withoutIndexes<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const indexes = domainSecondaryIndexes(db);
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
  try {
    return await work();
  } finally {
    for (const { sql } of indexes) {
      await nextTurn();
      // The demo was left (or the app quit) half-way: its cache is closed and thrown away.
      if (!db.open) break;
      db.exec(sql);
    }
  }
}

/**
 * Puts the demo account's domains into its portfolio as the simulator holds them, so the
 * first look shows real statuses and expiry dates. There is no API call listing an account's
 * domains, so they come from the simulator, as a user's would from a file. Written in short
 * transactions that let the event loop turn between them (a demo of 100,000 domains must not
 * stall the services), in name order, so that the unique key fills from one end.
 */
export async function importDemoPortfolio(
  cache: Pick<Cache, 'domains' | 'db'>,
  accountId: string,
  domains: readonly DomainSummary[],
): Promise<number> {
  const rows = await inNameOrder(domains);
  return withoutIndexes(cache.db, async () => {
    let written = 0;
    let size = FIRST_CHUNK;
    let start = 0;
    while (start < rows.length) {
      if (start > 0) await nextTurn();
      if (!cache.db.open) throw new Error('The demo ended while its portfolio was being filled.');
      const began = performance.now();
      const chunk = rows.slice(start, start + size).map(demoPortfolioRow);
      written += cache.domains.upsertMany(accountId, chunk);
      start += size;
      size = nextChunkSize(size, performance.now() - began);
    }
    return written;
  });
}
