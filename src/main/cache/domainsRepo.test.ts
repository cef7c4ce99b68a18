import { describe, expect, it } from 'vitest';
import { NotFoundError } from './cacheErrors';
import { InvalidDomainNameError } from './domainNames';
import { openTestCache, sampleAccount } from './testing/testSupport';

describe('domain portfolio', () => {
  it('stores names in ASCII form once, whatever spelling they arrive in', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsertMany(id, [
      { name: 'Bücher.de' },
      { name: 'xn--bcher-kva.de.' },
      { name: 'EXAMPLE.com' },
    ]);

    expect(cache.domains.list({ accountId: id }).map((d) => [d.name, d.unicodeName])).toEqual([
      ['example.com', 'example.com'],
      ['xn--bcher-kva.de', 'bücher.de'],
    ]);
    expect(cache.domains.get(id, 'bücher.de')?.status).toBe('unknown');
  });

  it('updates only what an upsert gives and keeps the rest', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsert(id, {
      name: 'keep.example',
      origin: 'registered',
      status: 'pending',
      pendingSince: '2026-11-20T00:00:00.000Z',
      tags: ['clients', ' vip ', 'vip', ''],
      notes: 'renew manually',
    });
    const updated = cache.domains.upsert(id, { name: 'keep.example', expiryDate: '2027-11-20' });

    expect(updated).toMatchObject({
      origin: 'registered',
      status: 'pending',
      pendingSince: '2026-11-20T00:00:00.000Z',
      expiryDate: '2027-11-20',
      tags: ['clients', 'vip'],
      notes: 'renew manually',
    });
    expect(cache.domains.upsert(id, { name: 'keep.example', tags: [] }).tags).toEqual([]);
  });

  it('keeps the 403 history so "still pending" can be told from "not in this account"', () => {
    const { cache, clock } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsert(id, { name: 'ordered.example', origin: 'registered' });

    cache.domains.recordNotFound(id, 'ordered.example', 'pending');
    clock.advance(3_600_000);
    const twice = cache.domains.recordNotFound(id, 'ordered.example', 'pending');
    expect(twice).toMatchObject({
      status: 'pending',
      pendingSince: '2026-11-22T09:00:00.000Z',
      lastSeenActiveAt: null,
      notFound: {
        count: 2,
        firstAt: '2026-11-22T09:00:00.000Z',
        lastAt: '2026-11-22T10:00:00.000Z',
      },
    });

    clock.advance(3_600_000);
    const active = cache.domains.recordActive(id, 'ordered.example', {
      expiryDate: '2027-11-22',
      locked: true,
      nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
      idProtection: false,
    });
    expect(active).toMatchObject({
      status: 'active',
      pendingSince: null,
      lastSeenActiveAt: '2026-11-22T11:00:00.000Z',
      lastSyncedAt: '2026-11-22T11:00:00.000Z',
      notFound: { count: 0, firstAt: null, lastAt: null },
      locked: true,
      idProtection: false,
      nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
    });

    // A later 403 on a domain once seen active points to "not in this account".
    expect(cache.domains.recordNotFound(id, 'ordered.example', 'not_in_account')).toMatchObject({
      status: 'not_in_account',
      lastSeenActiveAt: '2026-11-22T11:00:00.000Z',
      notFound: { count: 1 },
    });
  });

  it('remembers the last error without losing what was known', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsert(id, { name: 'flaky.example' });
    cache.domains.recordActive(id, 'flaky.example', { locked: false });
    const failed = cache.domains.recordError(id, 'flaky.example', {
      kind: 'network',
      message: 'connection timed out',
    });
    expect(failed).toMatchObject({
      status: 'active',
      locked: false,
      lastError: {
        kind: 'network',
        message: 'connection timed out',
        at: '2026-11-22T09:00:00.000Z',
      },
    });
    expect(cache.domains.recordActive(id, 'flaky.example').lastError).toBeNull();
  });

  it('filters by status and tag', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsertMany(id, [
      { name: 'a.example', status: 'active', tags: ['shop'] },
      { name: 'b.example', status: 'pending', tags: ['shop'] },
      { name: 'c.example', status: 'expired' },
    ]);
    const names = (filter: Parameters<typeof cache.domains.list>[0]): string[] =>
      cache.domains.list(filter).map((d) => d.name);
    expect(names({ statuses: ['active', 'expired'] })).toEqual(['a.example', 'c.example']);
    expect(names({ tag: 'shop', statuses: ['pending'] })).toEqual(['b.example']);
    expect(cache.domains.allTags()).toEqual(['shop']);
  });

  it('writes nothing of a batch that contains an invalid name', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    const batch = [{ name: 'good.example' }, { name: 'also-good.example' }, { name: 'bad name!' }];
    expect(() => cache.domains.upsertMany(id, batch)).toThrow(InvalidDomainNameError);
    expect(cache.domains.count(id)).toBe(0);
  });

  it('upserts a portfolio of 100,000 domains in one batch, tags included', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    const batch = Array.from({ length: 100_000 }, (_, i) => ({
      name: `site-${i}.example`,
      tags: i % 1000 === 0 ? ['sample'] : undefined,
    }));
    expect(cache.domains.upsertMany(id, batch)).toBe(100_000);
    expect(
      cache.domains.upsertMany(
        id,
        batch.map((d) => ({ name: d.name, status: 'active' as const })),
      ),
    ).toBe(100_000);

    expect(cache.domains.count(id)).toBe(100_000);
    expect(cache.domains.list({ tag: 'sample' })).toHaveLength(100);
    expect(cache.domains.get(id, 'site-99999.example')).toMatchObject({
      status: 'active',
      tags: [],
    });
    expect(cache.domains.get(id, 'site-5000.example')?.tags).toEqual(['sample']);
    // Two imports of 100,000 rows: the margin is for a full suite on shared cores, where it
    // has taken six times as long as alone (docs/performance-history.md).
  }, 90_000);

  it('removing an account removes its domains and their snapshots', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsert(id, { name: 'gone.example' });
    cache.snapshots.save(id, 'gone.example', 'dns', []);
    cache.accounts.remove(id);
    expect(cache.domains.count()).toBe(0);
    expect(() => cache.snapshots.get(id, 'gone.example', 'dns')).toThrow(NotFoundError);
    expect(cache.db.prepare('SELECT count(*) FROM domain_snapshots').raw().get()).toEqual([0]);
  });
});
