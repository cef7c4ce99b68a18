// Test support: a cache holding every kind of data the user makes, and ways to damage it.
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { openCache } from '../openCache';
import type { Cache } from '../openCache';
import { withTransaction } from '../sqlite';
import { sampleContact } from './testSupport';
import type { Clock } from '../cacheClock';

export interface FixtureCounts {
  accounts: number;
  domainsPerAccount: number;
  orders: number;
  activity: number;
  contactProfiles: number;
}

export const DEFAULT_FIXTURE: FixtureCounts = {
  accounts: 3,
  domainsPerAccount: 400,
  orders: 300,
  activity: 1500,
  contactProfiles: 40,
};

/** Fills a cache file at `path` with accounts, tagged and annotated domains, orders, history. */
export function writeFixtureCache(
  path: string,
  now: Clock,
  counts: FixtureCounts = DEFAULT_FIXTURE,
): string[] {
  const { cache } = openCache(path, { now });
  // One transaction: thousands of separately synced commits would make the tests slow.
  const accountIds = withTransaction(cache.db, () => fill(cache, counts));
  cache.close();
  return accountIds;
}

function fill(cache: Cache, counts: FixtureCounts): string[] {
  const accountIds: string[] = [];
  for (let a = 0; a < counts.accounts; a += 1) {
    const account = cache.accounts.create({
      label: `Reseller ${a}`,
      baseUrl: `https://billing${a}.example/modules/addons/DomainsReseller/api/index.php`,
      email: `owner${a}@example.com`,
    });
    accountIds.push(account.id);
    const names = Array.from({ length: counts.domainsPerAccount }, (_, d) => `site-${a}-${d}.com`);
    cache.domains.upsertMany(
      account.id,
      names.map((name, d) => ({ name, tags: [`tag-${d % 7}`, `client-${d % 13}`] })),
    );
    names.forEach((name, d) => {
      if (d % 2 === 0)
        cache.domains.setNotes(account.id, name, `Note for ${name}: ${'x'.repeat(60)}`);
    });
  }
  for (let o = 0; o < counts.orders; o += 1) {
    const entry = cache.journal.record({
      accountId: accountIds[o % accountIds.length] ?? '',
      operation: 'renew',
      domain: `order-${o}.com`,
      period: 1,
      requestSummary: { domain: `order-${o}.com`, period: 1 },
      priceQuoted: '9.99',
      currency: 'USD',
    });
    cache.journal.markSent(entry.id);
    cache.journal.markSucceeded(entry.id);
  }
  for (let i = 0; i < counts.activity; i += 1) {
    cache.activity.append({
      accountId: accountIds[i % accountIds.length] ?? '',
      domain: `site-0-${i % 50}.com`,
      action: 'domain.notes',
      before: { notes: `before ${i}` },
      after: { notes: `after ${i}` },
      result: 'succeeded',
    });
  }
  for (let p = 0; p < counts.contactProfiles; p += 1) {
    cache.contactProfiles.save({ name: `Profile ${p}`, contact: sampleContact });
  }
  return accountIds;
}

/** Overwrites `length` bytes at `offset` (default: the middle of the file) with garbage. */
export function overwriteWithGarbage(path: string, length = 16 * 1024, offset?: number): number {
  const size = statSync(path).size;
  const at = offset ?? Math.floor((size - length) / 2 / 4096) * 4096;
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, Buffer.alloc(length, 'garbage! '), 0, length, at);
  } finally {
    closeSync(fd);
  }
  return at;
}
