import { describe, expect, it } from 'vitest';
import { openTestCache, sampleAccount } from './testing/testSupport';

describe('activity log', () => {
  it('keeps what a DNS save changed, before and after, newest first', () => {
    const { cache, clock } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const before = [{ hostname: '@', type: 'A', address: '192.0.2.1', priority: 0, recid: '7' }];
    const after = [
      { hostname: '@', type: 'A', address: '192.0.2.2', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: 'example.com', priority: 0 },
    ];
    cache.activity.append({
      accountId: account.id,
      domain: 'Example.COM',
      action: 'dns.save',
      before,
      after,
      result: 'succeeded',
    });
    clock.advance(60_000);
    cache.activity.append({
      accountId: account.id,
      domain: 'example.com',
      action: 'lock.set',
      before: 'unlocked',
      after: 'locked',
      result: 'failed',
      resultDetail: 'HTTP 501: not supported by the registrar module',
    });
    cache.activity.append({
      accountId: account.id,
      domain: 'other.example',
      action: 'x',
      result: 'succeeded',
    });

    const entries = cache.activity.list({ domain: 'example.com' });
    expect(entries.map((e) => e.action)).toEqual(['lock.set', 'dns.save']);
    expect(entries[1]).toMatchObject({
      domain: 'example.com',
      before,
      after,
      result: 'succeeded',
      at: '2026-11-22T09:00:00.000Z',
    });
    expect(entries[0]).toMatchObject({
      before: 'unlocked',
      after: 'locked',
      result: 'failed',
      resultDetail: 'HTTP 501: not supported by the registrar module',
      at: '2026-11-22T09:01:00.000Z',
    });
  });

  it('masks an EPP code that appears in a logged value', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const entry = cache.activity.append({
      accountId: account.id,
      domain: 'example.com',
      action: 'eppcode.get',
      after: { eppcode: 'Zx8#code' },
      result: 'succeeded',
    });
    expect(entry.after).toEqual({ eppcode: '********' });
    expect(entry.before).toBeNull();
  });

  it('survives the removal of the account it describes', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    cache.activity.append({ accountId: account.id, action: 'account.remove', result: 'succeeded' });
    cache.accounts.remove(account.id);
    expect(cache.activity.list({ accountId: account.id })).toHaveLength(1);
  });
});
