import { describe, expect, it } from 'vitest';
import { openCache } from './openCache';
import { CacheClosedError } from './cacheErrors';
import { scalar, withDurableTransaction, withTransaction } from './sqlite';
import { sampleAccount, tempCachePath } from './testing/testSupport';

// PRAGMA synchronous: 1 = NORMAL (a commit does not wait for the disk), 2 = FULL (it does).
const level = (db: Parameters<typeof scalar>[0]) => scalar(db, 'PRAGMA synchronous');

describe('durable writes', () => {
  it('commits ordinary writes without waiting for the disk, and a durable one with a full sync', () => {
    const { cache } = openCache(tempCachePath());
    expect(level(cache.db)).toBe(1);
    const seen = withDurableTransaction(cache.db, () => {
      cache.accounts.create(sampleAccount);
      return level(cache.db);
    });
    expect(seen).toBe(2);
    expect(level(cache.db)).toBe(1);
    expect(cache.accounts.list()).toHaveLength(1);
    cache.close();
  });

  it('rolls a failed durable write back and goes back to the ordinary level', () => {
    const { cache } = openCache(tempCachePath());
    expect(() =>
      withDurableTransaction(cache.db, () => {
        cache.accounts.create(sampleAccount);
        throw new Error('refused half-way');
      }),
    ).toThrow('refused half-way');
    expect(cache.accounts.list()).toEqual([]);
    expect(level(cache.db)).toBe(1);
    cache.close();
  });

  it('refuses to run inside another transaction, where SQLite cannot change the level', () => {
    const { cache } = openCache(tempCachePath());
    expect(() =>
      withTransaction(cache.db, () => withDurableTransaction(cache.db, () => 'never')),
    ).toThrow('A durable write must be a transaction of its own.');
    expect(level(cache.db)).toBe(1);
    cache.close();
  });
});

describe('a closed cache', () => {
  it('refuses late work with an error instead of taking the process down', () => {
    const { cache } = openCache(tempCachePath());
    const account = cache.accounts.create(sampleAccount);
    cache.close();
    // libsql aborts the whole process on any call to a closed connection.
    expect(() => cache.accounts.get(account.id)).toThrow(CacheClosedError);
    expect(() => withTransaction(cache.db, () => 1)).toThrow(CacheClosedError);
    expect(() => withDurableTransaction(cache.db, () => 1)).toThrow(CacheClosedError);
  });
});
