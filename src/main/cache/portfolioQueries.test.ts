import { describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_SORT_KEYS } from '../../shared/ipc/channels/portfolioTypes';
import { countDomains, gridPositions, queryDomainGrid } from './portfolioQueries';
import type { DomainGridSort } from './portfolioQueries';
import { openTestCache, sampleAccount } from './testing/testSupport';

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

/** What the Find box promises: an ASCII case-insensitive substring of name, Unicode name or notes. */
function matchesFind(row: { name: string; unicodeName: string; notes: string }, text: string) {
  const asciiLower = (value: string) => value.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  const needle = text.trim().toLowerCase();
  return [row.name, row.unicodeName, row.notes].some((field) => asciiLower(field).includes(needle));
}

describe('a Find text', () => {
  /** 3,000 plain names, a few Unicode ones and a few notes with characters LIKE treats apart. */
  function textCache() {
    const { cache, accountId } = filledCache(3_000);
    const other = cache.accounts.create({ ...sampleAccount, email: 'second@example.com' });
    cache.domains.upsertMany(other.id, [{ name: 'zzz-other.com', notes: 'Client pays' }]);
    cache.domains.upsertMany(accountId, [
      { name: 'zürich-immobilien.ch', notes: 'ZÜRICH office' },
      { name: 'björk.eu', notes: 'Client PAYS by card' },
      { name: 'percent.org', notes: '100% renewal_fee \\ paid' },
      { name: 'name00042.com', notes: 'client pays; ends with com' },
      { name: 'unit.net', notes: 'a\x1fb' },
    ]);
    const everything = queryDomainGrid(cache.db, { accountId, offset: 0, limit: 10_000 }).rows;
    return { cache, accountId, everything };
  }

  const NEEDLES = [
    '1',
    '0004',
    'client pays',
    'PAYS',
    'zür',
    'ZÜRICH',
    'Ü',
    'xn--',
    '100%',
    '_fee',
    '0_',
    '\\',
    '%',
    'com\x1fclient',
    'a\x1fb',
    '.comclient',
    'nothing-like-this',
  ];

  it('matches the same rows for the count, every page and the positions, as the fields promise', () => {
    const { cache, accountId, everything } = textCache();
    for (const text of NEEDLES) {
      const expected = everything.filter((row) => matchesFind(row, text)).map((row) => row.name);
      expect(countDomains(cache.db, { accountId, text }), text).toBe(expected.length);
      for (const offset of [0, 100, 1_000]) {
        for (const direction of ['asc', 'desc'] as const) {
          const page = queryDomainGrid(cache.db, {
            accountId,
            text,
            direction,
            offset,
            limit: 100,
          });
          const inOrder = direction === 'asc' ? expected : [...expected].reverse();
          expect(page.total, text).toBe(expected.length);
          expect(
            page.rows.map((row) => row.name),
            `${text} ${direction} @${offset}`,
          ).toEqual(inOrder.slice(offset, offset + 100));
        }
      }
      const positions = gridPositions(cache.db, { accountId, text }, expected.slice(-2));
      expect([...positions.values()], text).toEqual(
        expected.slice(-2).map((_, i) => Math.max(expected.length - 2, 0) + i),
      );
    }
  });

  it("is counted from the account's search index, not by reading every row", () => {
    const { cache, accountId } = textCache();
    const asked: string[] = [];
    const prepare = cache.db.prepare.bind(cache.db);
    vi.spyOn(cache.db, 'prepare').mockImplementation((sql: string) => {
      asked.push(sql);
      return prepare(sql);
    });
    expect(queryDomainGrid(cache.db, { accountId, text: 'z', offset: 0, limit: 100 }).total).toBe(
      1,
    );
    expect(countDomains(cache.db, { accountId, text: 'client' })).toBe(2);
    vi.restoreAllMocks();
    // Both count with the same statement (prepared once per connection).
    const counts = asked.filter((sql) => sql.includes('count(*)'));
    expect(counts).toHaveLength(1);
    for (const sql of counts) {
      const plan = JSON.stringify(
        cache.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ accountId, text: '%z%' }),
      );
      expect(plan, sql).toContain('domains_grid_search');
    }
  });
});
