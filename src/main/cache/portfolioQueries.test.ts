import { describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_SORT_KEYS } from '../../shared/ipc/channels/portfolioTypes';
import { queryDomainGrid } from './portfolioQueries';
import type { DomainGridSort } from './portfolioQueries';
import { openTestCache, sampleAccount } from './testSupport';

// Every column the grid can sort by.
const SORTS: readonly DomainGridSort[] = PORTFOLIO_SORT_KEYS;

/** A cache holding `count` domains of one account, with varied expiry dates and statuses. */
function filledCache(count: number) {
  const { cache } = openTestCache();
  const account = cache.accounts.create(sampleAccount);
  cache.domains.upsertMany(
    account.id,
    Array.from({ length: count }, (_, i) => ({
      name: `name${String(i).padStart(5, '0')}.com`,
      status: i % 3 === 0 ? ('pending' as const) : ('active' as const),
      expiryDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-15`,
    })),
  );
  return { cache, accountId: account.id };
}

describe("the grid's page query", () => {
  it("reads one account's page in the sort's order by walking its index, never sorting every row", () => {
    const { cache, accountId } = filledCache(2_000);
    const asked: string[] = [];
    const prepare = cache.db.prepare.bind(cache.db);
    vi.spyOn(cache.db, 'prepare').mockImplementation((sql: string) => {
      asked.push(sql);
      return prepare(sql);
    });
    for (const sort of SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const page = queryDomainGrid(cache.db, {
          accountId,
          sort,
          direction,
          offset: 1_900,
          limit: 100,
        });
        expect(page.total).toBe(2_000);
        expect(page.rows).toHaveLength(100);
      }
    }
    vi.restoreAllMocks();
    const ordered = asked.filter((sql) => sql.includes('ORDER BY'));
    expect(ordered).toHaveLength(SORTS.length * 2);
    for (const sql of ordered) {
      const plan = JSON.stringify(
        cache.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ accountId, limit: 100, offset: 1_900 }),
      );
      expect(plan, sql).not.toContain('TEMP B-TREE');
    }
  });

  it('keeps the rows of other accounts out of a page', () => {
    const { cache, accountId } = filledCache(300);
    const other = cache.accounts.create({
      ...sampleAccount,
      label: 'Second reseller',
      email: 'second@example.com',
    });
    cache.domains.upsertMany(other.id, [{ name: 'name00000.net' }, { name: 'aaa.com' }]);
    const page = queryDomainGrid(cache.db, { accountId, sort: 'name', offset: 0, limit: 5 });
    expect(page.total).toBe(300);
    expect(page.rows.map((row) => row.name)).toEqual([
      'name00000.com',
      'name00001.com',
      'name00002.com',
      'name00003.com',
      'name00004.com',
    ]);
  });
});
