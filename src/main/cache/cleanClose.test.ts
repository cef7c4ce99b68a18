import { copyFileSync, existsSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { overwriteWithGarbage, writeFixtureCache } from './testing/damagedCacheFixture';
import { CLEAN_MARK_SUFFIX, FULL_CHECK_EVERY_MS } from './cleanClose';
import { openCache } from './openCache';
import { editNotesThenKill } from './testing/walTestSupport';
import { sampleAccount, tempCachePath, testClock } from './testing/testSupport';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cache with data in it, closed cleanly (so its marker is beside it). */
function cleanlyClosedCache(clock = testClock()): string {
  const path = tempCachePath();
  writeFixtureCache(path, clock.now, {
    accounts: 2,
    domainsPerAccount: 1500,
    orders: 20,
    activity: 200,
    contactProfiles: 2,
  });
  expect(existsSync(path + CLEAN_MARK_SUFFIX)).toBe(true);
  return path;
}

describe('the integrity check at open', () => {
  it('is skipped for a file left as its last clean close left it, with its data intact', () => {
    const path = cleanlyClosedCache();

    const open = openCache(path);

    expect(open.fullCheck).toBeUndefined();
    expect(open.recovered).toBeUndefined();
    expect(open.cache.domains.count()).toBe(3000);
    // The marker is taken at open: a crash from now on leaves none.
    expect(existsSync(path + CLEAN_MARK_SUFFIX)).toBe(false);
    open.cache.close();
    expect(existsSync(path + CLEAN_MARK_SUFFIX)).toBe(true);
  });

  it('finds pages damaged after a clean close and rebuilds the cache from the rest', () => {
    const path = cleanlyClosedCache();
    // In place, straight after the close, keeping the file's size.
    overwriteWithGarbage(path);

    const open = openCache(path, { now: testClock().now });

    expect(open.fullCheck).toBe('the file changed after it was closed');
    expect(open.recovered?.reason).toMatch(/damaged|integrity/);
    const kept = open.cache.domains.count();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(3000);
    open.cache.close();
  });

  it('finds a file cut short after a clean close', () => {
    const path = cleanlyClosedCache();
    truncateSync(path, statSync(path).size - 64 * 1024);

    const open = openCache(path, { now: testClock().now });

    expect(open.fullCheck).toBe('the file changed after it was closed');
    expect(open.recovered).toBeDefined();
    open.cache.close();
  });

  it('checks in full an older copy put back in place of the file', () => {
    const path = cleanlyClosedCache();
    const backup = `${path}.backup`;
    copyFileSync(path, backup);
    const open = openCache(path);
    open.cache.accounts.create(sampleAccount);
    open.cache.close();
    copyFileSync(backup, path);

    const restored = openCache(path);

    expect(restored.fullCheck).toBe('the file changed after it was closed');
    expect(restored.recovered).toBeUndefined();
    expect(restored.cache.accounts.list()).toHaveLength(2);
    restored.cache.close();
  });

  it('checks in full after a run was killed, and keeps what it committed', async () => {
    const path = tempCachePath();
    await editNotesThenKill(path, 5);

    const { cache, fullCheck } = openCache(path);

    expect(fullCheck).toBe('not closed cleanly');
    const [account] = cache.accounts.list();
    expect(cache.domains.get(account?.id ?? '', 'example.com')?.notes).toBe('edit 5');
    cache.close();
  });

  it('finds damage done to the file of a killed run', async () => {
    const path = tempCachePath();
    await editNotesThenKill(path, 5);
    overwriteWithGarbage(path, 4096, 4096);

    const open = openCache(path, { now: testClock().now });

    expect(open.recovered).toBeDefined();
    open.cache.close();
  });

  it('checks a cleanly closed file in full once its last full check is a week old', () => {
    const clock = testClock();
    const path = cleanlyClosedCache(clock);
    clock.advance(FULL_CHECK_EVERY_MS - DAY_MS);
    const early = openCache(path, { now: clock.now });
    expect(early.fullCheck).toBeUndefined();
    early.cache.close();

    clock.advance(2 * DAY_MS);
    const late = openCache(path, { now: clock.now });
    expect(late.fullCheck).toBe('its last full check is more than a week old');
    late.cache.close();

    // That check counts from now on.
    clock.advance(DAY_MS);
    const next = openCache(path, { now: clock.now });
    expect(next.fullCheck).toBeUndefined();
    next.cache.close();
  });

  it('does not trust a marker it cannot read', () => {
    const path = cleanlyClosedCache();
    writeFileSync(path + CLEAN_MARK_SUFFIX, '{"format":1,');

    const open = openCache(path);

    expect(open.fullCheck).toBe('the clean-close marker is unreadable');
    expect(open.cache.domains.count()).toBe(3000);
    open.cache.close();
  });
});
