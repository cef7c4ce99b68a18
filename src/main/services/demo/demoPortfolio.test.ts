import { describe, expect, it } from 'vitest';
import type { DomainSummary } from '../../../sandbox';
import { all } from '../../cache/sqlite';
import { openTestCache, sampleAccount } from '../../cache/testing/testSupport';
import { fillDemoCacheFile, writeDemoPortfolio } from './demoPortfolio';

function summary(name: string, init: Partial<DomainSummary> = {}): DomainSummary {
  return {
    name,
    state: 'active',
    kind: 'registration',
    orderedAt: '2026-01-02T03:04:05.000Z',
    expiresAt: '2027-05-06',
    expired: false,
    locked: true,
    idProtection: false,
    ...init,
  };
}

const AT = '2026-11-23T10:00:00.000Z';

describe('the demo portfolio written into the cache', () => {
  it('starts with each domain as the registrar holds it, not as unknown', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    writeDemoPortfolio(
      cache.db,
      account.id,
      [
        summary('live.com'),
        summary('open.com', { locked: false, idProtection: true }),
        summary('lapsed.net', { expiresAt: '2026-10-01', expired: true }),
        summary('ordered.org', { state: 'pending' }),
        summary('moving.io', { state: 'transfer-pending', kind: 'transfer' }),
      ],
      AT,
    );
    const row = (name: string) => cache.domains.get(account.id, name);
    expect(row('live.com')).toMatchObject({
      status: 'active',
      expiryDate: '2027-05-06',
      locked: true,
      idProtection: false,
    });
    expect(row('open.com')).toMatchObject({ locked: false, idProtection: true });
    expect(row('lapsed.net')).toMatchObject({ status: 'expired', expiryDate: '2026-10-01' });
    expect(row('ordered.org')).toMatchObject({
      status: 'pending',
      origin: 'registered',
      pendingSince: '2026-01-02T03:04:05.000Z',
    });
    expect(row('moving.io')).toMatchObject({ status: 'pending', origin: 'transferred' });
    // Not the registrar's yet: nothing known about its lock until it is.
    expect(row('ordered.org')).toMatchObject({ locked: null, idProtection: null });
  });

  it('leaves every index of the portfolio as the schema made it, however many domains', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const indexes = () =>
      all(cache.db, "SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name");
    const before = indexes();
    const many = Array.from({ length: 25_000 }, (_, i) => summary(`name${i}.com`));
    expect(writeDemoPortfolio(cache.db, account.id, many, AT)).toBe(25_000);
    expect(indexes()).toEqual(before);
    const page = cache.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT name FROM domains ORDER BY coalesce(expiry_date, '9999-12-31'), name, account_id",
      )
      .all();
    expect(JSON.stringify(page)).toContain('domains_grid_expiry_asc');
  });

  it('is filled from another connection while the services keep the cache open', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const domains = Array.from({ length: 3_000 }, (_, i) => summary(`name${i}.com`));
    expect(fillDemoCacheFile(cache.filePath, account.id, domains)).toBe(3_000);
    // The services' own connection sees every row at once, and can still write.
    expect(cache.domains.count(account.id)).toBe(3_000);
    expect(cache.domains.get(account.id, 'name42.com')).toMatchObject({ status: 'active' });
    cache.domains.upsertMany(account.id, [{ name: 'added-later.com' }]);
    expect(cache.domains.count(account.id)).toBe(3_001);
  });
});
