import { describe, expect, it } from 'vitest';
import { REBUILD_INDEXES_FROM } from './domainBulkUpsert';
import type { DomainStatus } from './domainRecord';
import { all, scalar } from './sqlite';
import type { Db } from './sqlite';
import { openTestCache, sampleAccount } from './testing/testSupport';

const LARGE = REBUILD_INDEXES_FROM + 500;

function indexes(db: Db): Record<string, unknown>[] {
  return all(
    db,
    "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'domains' ORDER BY name",
  );
}

function batch(size: number, status: DomainStatus = 'active') {
  return Array.from({ length: size }, (_, i) => ({
    name: `bulk-${i}.example`,
    status,
    expiryDate: `2027-${String(1 + (i % 12)).padStart(2, '0')}-01`,
  }));
}

describe('importing domains in bulk', () => {
  it('a large import leaves every index of the domains as it was, and consistent', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    const before = indexes(cache.db);
    expect(before.length).toBeGreaterThan(5);

    expect(cache.domains.upsertMany(id, batch(LARGE))).toBe(LARGE);
    expect(cache.domains.upsertMany(id, batch(LARGE, 'expired'))).toBe(LARGE);

    expect(indexes(cache.db)).toEqual(before);
    expect(scalar(cache.db, 'PRAGMA integrity_check')).toBe('ok');
    expect(cache.domains.count(id)).toBe(LARGE);
    expect(
      scalar(
        cache.db,
        "SELECT count(*) FROM domains INDEXED BY domains_grid_status WHERE status = 'expired'",
      ),
    ).toBe(LARGE);
  });

  it('a large import that fails part-way changes nothing: domains and indexes stay as they were', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsertMany(id, [{ name: 'kept.example', status: 'active' }]);
    const before = indexes(cache.db);
    // A status the schema refuses, past the checks in code: the insert fails inside SQLite.
    const rows = [...batch(LARGE), { name: 'broken.example', status: 'bogus' as DomainStatus }];

    expect(() => cache.domains.upsertMany(id, rows)).toThrow(/CHECK constraint/);

    expect(indexes(cache.db)).toEqual(before);
    expect(cache.domains.list({ accountId: id }).map((d) => [d.name, d.status])).toEqual([
      ['kept.example', 'active'],
    ]);
    expect(scalar(cache.db, 'PRAGMA integrity_check')).toBe('ok');
  });

  it('importing the same domains again leaves them untouched; a changed one is updated', () => {
    const { cache, clock } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    const rows = batch(3);
    cache.domains.upsertMany(id, rows);
    const first = cache.domains.get(id, 'bulk-1.example')?.updatedAt;

    clock.advance(60_000);
    cache.domains.upsertMany(id, [
      ...rows.slice(0, 2),
      { ...rows[2], name: 'bulk-2.example', notes: 'Renew' },
    ]);

    expect(cache.domains.get(id, 'bulk-1.example')?.updatedAt).toBe(first);
    expect(cache.domains.get(id, 'bulk-2.example')).toMatchObject({
      notes: 'Renew',
      status: 'active',
      updatedAt: clock.iso(),
    });
  });

  it('writes a lock and ID protection read from the registrar, and keeps them when omitted', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsertMany(id, [
      { name: 'locked.example', locked: true, idProtection: false },
      { name: 'open.example', locked: false, idProtection: true },
      { name: 'unread.example' },
    ]);
    expect(cache.domains.get(id, 'locked.example')).toMatchObject({
      locked: true,
      idProtection: false,
    });
    expect(cache.domains.get(id, 'open.example')).toMatchObject({
      locked: false,
      idProtection: true,
    });
    expect(cache.domains.get(id, 'unread.example')).toMatchObject({
      locked: null,
      idProtection: null,
    });

    // A later import from a file that says nothing about them keeps what was read.
    cache.domains.upsertMany(id, [{ name: 'locked.example', notes: 'Client A' }]);
    expect(cache.domains.get(id, 'locked.example')).toMatchObject({
      notes: 'Client A',
      locked: true,
      idProtection: false,
    });
    cache.domains.upsertMany(id, [{ name: 'locked.example', locked: false }]);
    expect(cache.domains.get(id, 'locked.example')?.locked).toBe(false);
  });

  it('an import of stored and new domains together replaces the stored tags and tags the new', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsertMany(id, [
      { name: 'kept.example', tags: ['old', 'vip'] },
      { name: 'cleared.example', tags: ['old'] },
    ]);

    cache.domains.upsertMany(id, [
      { name: 'kept.example', tags: ['client-a'] },
      { name: 'cleared.example', tags: [] },
      { name: 'new.example', tags: ['client-a', 'new'] },
      { name: 'plain.example', tags: [] },
    ]);

    const tags = Object.fromEntries(
      cache.domains.list({ accountId: id }).map((domain) => [domain.name, domain.tags]),
    );
    expect(tags).toEqual({
      'kept.example': ['client-a'],
      'cleared.example': [],
      'new.example': ['client-a', 'new'],
      'plain.example': [],
    });
  });
});
