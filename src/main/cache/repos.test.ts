import { describe, expect, it } from 'vitest';
import { DuplicateError, NotFoundError } from './cacheErrors';
import type { CartItemOptions } from './cartRepo';
import { SEARCH_HISTORY_LIMIT } from './searchHistoryRepo';
import { openTestCache, sampleAccount, sampleContact } from './testing/testSupport';

const contact = sampleContact;

describe('accounts', () => {
  it('creates, edits and lists accounts, with pacing defaults and the last balance', () => {
    const { cache, clock } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    expect(account).toMatchObject({
      userAgent: null,
      maxConcurrentRequests: 8,
      minRequestIntervalMs: 20,
      maxInputVars: 1000,
      lastBalance: null,
    });
    clock.advance(5000);
    cache.accounts.recordBalance(account.id, '125.40');
    const edited = cache.accounts.update(account.id, {
      label: 'Renamed',
      userAgent: 'Mozilla/5.0',
      maxInputVars: 4000,
    });
    expect(edited).toMatchObject({
      label: 'Renamed',
      userAgent: 'Mozilla/5.0',
      maxInputVars: 4000,
      email: sampleAccount.email,
      lastBalance: { amount: '125.40', at: '2026-11-22T09:00:05.000Z' },
    });
  });

  it('refuses a second account for the same e-mail at the same URL', () => {
    const { cache } = openTestCache();
    cache.accounts.create(sampleAccount);
    expect(() => cache.accounts.create({ ...sampleAccount, label: 'Copy' })).toThrow(
      DuplicateError,
    );
  });
});

describe('snapshots', () => {
  it('keeps the latest read of each kind per domain, with when it was read', () => {
    const { cache, clock } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.domains.upsert(id, { name: 'example.com' });
    cache.snapshots.save(id, 'example.com', 'dns', [
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
    ]);
    clock.advance(1000);
    cache.snapshots.save(id, 'example.com', 'dns', [
      { hostname: '@', type: 'A', address: '192.0.2.9', priority: 0, recid: '3' },
    ]);
    cache.snapshots.save(id, 'example.com', 'email', [
      { prefix: 'info', forwardto: 'a@b.example' },
    ]);

    expect(cache.snapshots.get(id, 'example.com', 'dns')).toEqual({
      kind: 'dns',
      data: [{ hostname: '@', type: 'A', address: '192.0.2.9', priority: 0, recid: '3' }],
      readAt: '2026-11-22T09:00:01.000Z',
    });
    expect(Object.keys(cache.snapshots.getAll(id, 'example.com')).sort()).toEqual(['dns', 'email']);
    expect(cache.snapshots.get(id, 'example.com', 'glue')).toBeNull();
    expect(() => {
      cache.snapshots.save(id, 'unknown.example', 'dns', []);
    }).toThrow(NotFoundError);
  });
});

describe('pricing', () => {
  it('replaces TLD prices per account, keeps each currency and unknown fields', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    cache.pricing.replaceTldPrices(id, [
      { tld: '.com', currencyCode: 'USD', registrationPrice: '10.00', graceDays: 30 },
      { tld: '.com', currencyCode: 'EUR', registrationPrice: '9.20', graceDays: 30 },
      { tld: '.old', currencyCode: 'USD', registrationPrice: '1.00' },
    ]);
    cache.pricing.replaceTldPrices(id, [
      { tld: '.com', currencyCode: 'USD', registrationPrice: '11.00', futureField: 'kept' },
      { tld: '.com', currencyCode: 'EUR', registrationPrice: '9.90' },
    ]);
    expect(cache.pricing.currencies(id)).toEqual(['EUR', 'USD']);
    expect(cache.pricing.tldPrices(id, 'USD')).toEqual({
      prices: [
        { tld: '.com', currencyCode: 'USD', registrationPrice: '11.00', futureField: 'kept' },
      ],
      fetchedAt: '2026-11-22T09:00:00.000Z',
    });

    cache.pricing.replaceTlds(id, ['.com', '.net', '.com']);
    expect(cache.pricing.tlds(id).tlds).toEqual(['.com', '.net']);

    cache.pricing.saveCartPrice(id, 'Example.com', 'renew', {
      type: 'domainrenew',
      annually: '12.00',
    });
    expect(cache.pricing.cartPrice(id, 'example.com', 'renew')?.record).toEqual({
      type: 'domainrenew',
      annually: '12.00',
    });
    expect(cache.pricing.cartPrice(id, 'example.com', 'transfer')).toBeNull();
  });
});

describe('cart, profiles, settings and search history', () => {
  it('keeps one cart line per domain and operation and never stores an EPP code', () => {
    const { cache } = openTestCache();
    const { id } = cache.accounts.create(sampleAccount);
    const withCode = { addons: { idprotection: true }, eppcode: 'Leak#1' } as CartItemOptions;
    cache.cart.put(id, {
      domain: 'move.example',
      operation: 'transfer',
      period: 1,
      options: withCode,
    });
    cache.cart.put(id, {
      domain: 'move.example',
      operation: 'transfer',
      period: 2,
      options: withCode,
    });
    cache.cart.put(id, { domain: 'move.example', operation: 'renew', period: 1 });

    const items = cache.cart.list(id);
    expect(items.map((i) => [i.operation, i.period])).toEqual([
      ['transfer', 2],
      ['renew', 1],
    ]);
    expect(items[0]?.options).toEqual({ addons: { idprotection: true } });
    expect(cache.cart.clear(id)).toBe(2);
  });

  it('saves contact profiles by name and refuses a second profile with the same name', () => {
    const { cache } = openTestCache();
    const saved = cache.contactProfiles.save({ name: 'Office', contact });
    cache.contactProfiles.save({
      id: saved.id,
      name: 'Office',
      contact: { ...contact, city: 'Leeds' },
    });
    expect(cache.contactProfiles.list().map((p) => p.contact.city)).toEqual(['Leeds']);
    expect(() => cache.contactProfiles.save({ name: 'office', contact })).toThrow(DuplicateError);
  });

  it('keeps settings as JSON and refuses to keep a secret there', () => {
    const { cache } = openTestCache();
    cache.settings.set('ui.theme', 'dark');
    cache.settings.set('sync.intervalMinutes', 30);
    expect(cache.settings.get('ui.theme')).toBe('dark');
    expect(cache.settings.entries()).toEqual({ 'sync.intervalMinutes': 30, 'ui.theme': 'dark' });
    expect(cache.settings.get('missing')).toBeUndefined();
    expect(() => {
      cache.settings.set('account.apiKey', 'k');
    }).toThrow(/keychain/);
  });

  it('lists recent searches newest first, moving a repeated term to the top', () => {
    const { cache, clock } = openTestCache();
    cache.searchHistory.add(null, 'coffee', ['.com']);
    clock.advance(1000);
    cache.searchHistory.add(null, 'tea', ['.net']);
    clock.advance(1000);
    cache.searchHistory.add(null, ' coffee ', ['.com', '.shop']);
    expect(cache.searchHistory.list().map((e) => [e.term, e.tlds])).toEqual([
      ['coffee', ['.com', '.shop']],
      ['tea', ['.net']],
    ]);
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 5; i += 1) {
      clock.advance(1);
      cache.searchHistory.add(null, `term-${i}`, []);
    }
    expect(cache.searchHistory.list(1000)).toHaveLength(SEARCH_HISTORY_LIMIT);
  });
});
