import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION } from './migrations';
import { openCache } from './openCache';
import { sampleAccount, tempCachePath, testClock } from './testing/testSupport';

const clock = testClock('2026-11-22T09:59:59.123Z');

function expectFreshCache(path: string, open: ReturnType<typeof openCache>): void {
  expect(open.cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
  expect(open.cache.accounts.list()).toEqual([]);
  open.cache.accounts.create(sampleAccount);
  open.cache.close();
  // The rebuilt file is an ordinary healthy cache from now on.
  const reopened = openCache(path);
  expect(reopened.recovered).toBeUndefined();
  expect(reopened.cache.accounts.list()).toHaveLength(1);
  reopened.cache.close();
}

/** The offset of a table row holding `name`, told from index entries by `alongside` nearby. */
function tablePageOf(bytes: Buffer, name: string, alongside: string): number {
  for (let at = bytes.indexOf(name); at !== -1; at = bytes.indexOf(name, at + 1)) {
    const near = bytes.subarray(Math.max(0, at - 300), at + 300);
    if (near.includes(alongside)) return at;
  }
  throw new Error(`No row of ${name} was found in the file.`);
}

describe('opening a damaged cache file', () => {
  it('moves a file of garbage bytes aside, says why, and starts a fresh cache', () => {
    const path = tempCachePath();
    const garbage = Buffer.from('not a database at all '.repeat(300));
    writeFileSync(path, garbage);

    const open = openCache(path, { now: clock.now });

    expect(open.recovered?.reason).toMatch(/not a SQLite database/);
    expect(basename(open.recovered?.movedTo ?? '')).toBe(
      'cache.db.corrupt-2026-11-22T09-59-59-123Z',
    );
    expect(readFileSync(open.recovered?.movedTo ?? '')).toEqual(garbage);
    expectFreshCache(path, open);
  });

  it('detects a cache whose pages were overwritten (malformed) and rebuilds it from the rest', () => {
    const path = tempCachePath();
    const first = openCache(path);
    const account = first.cache.accounts.create(sampleAccount);
    first.cache.domains.upsertMany(
      account.id,
      Array.from({ length: 3000 }, (_, i) => ({
        name: `site-${i}.example`,
        notes: 'x'.repeat(50),
      })),
    );
    first.cache.close();
    const bytes = readFileSync(path);
    // Overwrite pages of the domains table itself (a row there holds its notes near its name),
    // wherever the schema's other tables and indexes put it in the file.
    const middle =
      Math.floor(tablePageOf(bytes, 'site-1500.example', 'x'.repeat(50)) / 4096) * 4096;
    bytes.fill(0x5a, middle, middle + 8192 * 3);
    writeFileSync(path, bytes);

    const open = openCache(path, { now: clock.now });

    expect(open.recovered?.reason).toMatch(/damaged|integrity/);
    expect(existsSync(open.recovered?.movedTo ?? '')).toBe(true);
    // What the damaged pages did not hold is in the rebuilt cache.
    expect(open.cache.accounts.list()).toEqual([account]);
    const kept = open.cache.domains.count();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(3000);
    expect(open.recovered?.salvage.kept).toContainEqual({ table: 'domains', rows: kept });
    open.cache.close();
    const reopened = openCache(path);
    expect(reopened.recovered).toBeUndefined();
    expect(reopened.cache.domains.count()).toBe(kept);
    reopened.cache.close();
  });

  it('never replays a write-ahead log left next to a damaged file', () => {
    const path = tempCachePath();
    writeFileSync(path, Buffer.alloc(4096, 0x41));
    writeFileSync(`${path}-wal`, Buffer.alloc(1024, 0x42));

    const open = openCache(path, { now: clock.now });

    expect(open.recovered?.reason).toMatch(/not a SQLite database/);
    const wal = existsSync(`${path}-wal`) ? readFileSync(`${path}-wal`) : Buffer.alloc(0);
    expect(wal.includes(Buffer.alloc(16, 0x42))).toBe(false);
    expectFreshCache(path, open);
  });

  it('does not take over a SQLite database that belongs to another program', () => {
    const path = tempCachePath();
    const foreign = new Database(path);
    foreign.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('someone else')");
    foreign.close();

    const open = openCache(path, { now: clock.now });

    expect(open.recovered?.reason).toMatch(/another program/);
    const moved = new Database(open.recovered?.movedTo ?? '');
    expect(moved.prepare('SELECT body FROM notes').raw().get()).toEqual(['someone else']);
    moved.close();
    expectFreshCache(path, open);
  });

  it('leaves a healthy cache in place and keeps its data', () => {
    const path = tempCachePath();
    const first = openCache(path);
    first.cache.accounts.create(sampleAccount);
    first.cache.close();

    const second = openCache(path);
    expect(second.recovered).toBeUndefined();
    expect(second.cache.accounts.list().map((a) => a.email)).toEqual([sampleAccount.email]);
    second.cache.close();
  });

  it('treats an empty file as a new cache', () => {
    const path = tempCachePath();
    writeFileSync(path, '');
    const open = openCache(path);
    expect(open.recovered).toBeUndefined();
    expect(open.cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    open.cache.close();
  });
});
