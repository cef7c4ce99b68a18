import { describe, expect, it } from 'vitest';
import type { DomainSummary } from '../../../sandbox';
import { all } from '../../cache/sqlite';
import { openTestCache, sampleAccount } from '../../cache/testSupport';
import { importDemoPortfolio } from './demoPortfolio';

function summary(name: string, init: Partial<DomainSummary> = {}): DomainSummary {
  return {
    name,
    state: 'active',
    kind: 'registration',
    orderedAt: '2026-01-02T03:04:05.000Z',
    expiresAt: '2027-05-06',
    expired: false,
    ...init,
  };
}

describe('the demo portfolio written into the cache', () => {
  it('starts with each domain as the registrar holds it, not as unknown', async () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    await importDemoPortfolio(cache, account.id, [
      summary('live.com'),
      summary('lapsed.net', { expiresAt: '2026-10-01', expired: true }),
      summary('ordered.org', { state: 'pending' }),
      summary('moving.io', { state: 'transfer-pending', kind: 'transfer' }),
    ]);
    const row = (name: string) => cache.domains.get(account.id, name);
    expect(row('live.com')).toMatchObject({ status: 'active', expiryDate: '2027-05-06' });
    expect(row('lapsed.net')).toMatchObject({ status: 'expired', expiryDate: '2026-10-01' });
    expect(row('ordered.org')).toMatchObject({
      status: 'pending',
      origin: 'registered',
      pendingSince: '2026-01-02T03:04:05.000Z',
    });
    expect(row('moving.io')).toMatchObject({ status: 'pending', origin: 'transferred' });
  });

  it('lets the event loop turn while it writes thousands of domains', async () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const domains = Array.from({ length: 5_000 }, (_, i) => summary(`name${i}.com`));
    let turns = 0;
    let importing = true;
    const countTurns = (): void => {
      turns += 1;
      if (importing) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const written = await importDemoPortfolio(cache, account.id, domains);
    importing = false;
    expect(written).toBe(5_000);
    expect(cache.domains.count(account.id)).toBe(5_000);
    // Other work (the services answering the window) ran between the chunks.
    expect(turns).toBeGreaterThan(1);
  });

  it('leaves every index of the portfolio as the schema made it', async () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const indexes = () =>
      all(cache.db, "SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name");
    const before = indexes();
    await importDemoPortfolio(cache, account.id, [summary('kept.com')]);
    expect(indexes()).toEqual(before);
    const page = cache.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT name FROM domains ORDER BY coalesce(expiry_date, '9999-12-31'), name, account_id",
      )
      .all();
    expect(JSON.stringify(page)).toContain('domains_grid_expiry_asc');
  });

  it('stops cleanly when the demo is closed while it fills', async () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const domains = Array.from({ length: 5_000 }, (_, i) => summary(`name${i}.com`));
    const importing = importDemoPortfolio(cache, account.id, domains);
    while (cache.domains.count(account.id) === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    cache.close();
    await expect(importing).rejects.toThrow('The demo ended while its portfolio was being filled.');
  });
});
