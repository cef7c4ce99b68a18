import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overwriteWithGarbage, writeFixtureCache } from './testing/damagedCacheFixture';
import { openCache } from './openCache';
import { all } from './sqlite';
import type { Db } from './sqlite';
import { testClock } from './testing/testSupport';

// Every table the user fills, with the key that finds one row.
const TABLES = [
  { table: 'accounts', key: ['id'] },
  { table: 'domains', key: ['id'] },
  { table: 'domain_tags', key: ['domain_id', 'tag'] },
  { table: 'order_journal', key: ['id'] },
  { table: 'activity_log', key: ['id'] },
  { table: 'contact_profiles', key: ['id'] },
] as const;

let dir: string;
let pristine: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domaindesk-salvage-'));
  pristine = join(dir, 'pristine.sqlite');
  writeFixtureCache(pristine, testClock().now);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Whether one row can still be read from the damaged file on its own, by its key. */
function readableIn(damaged: Db): (sql: string, params: unknown[]) => boolean {
  const statements = new Map<string, Database.Statement>();
  return (sql, params) => {
    try {
      let statement = statements.get(sql);
      if (!statement) {
        statement = damaged.prepare(sql).raw();
        statements.set(sql, statement);
      }
      return statement.get(...params) !== undefined;
    } catch {
      return false;
    }
  };
}

/** Rows of the original file the damaged one still yields by key, with their parent rows. */
function stillReadable(
  original: Db,
  readable: (sql: string, params: unknown[]) => boolean,
  table: (typeof TABLES)[number],
): Record<string, unknown>[] {
  const where = table.key.map((column) => `${column} = ?`).join(' AND ');
  const domainAccount = new Map(
    all(original, 'SELECT id, account_id FROM domains').map((row) => [row.id, row.account_id]),
  );
  const accountReadable = (id: unknown): boolean =>
    readable('SELECT 1 FROM accounts WHERE id = ?', [id]);
  return all(original, `SELECT * FROM ${table.table}`).filter((row) => {
    const key = table.key.map((column) => row[column]);
    if (!readable(`SELECT * FROM ${table.table} WHERE ${where}`, key)) return false;
    // A tag survives only with its domain, and a domain only with its account.
    if (table.table === 'domains') return accountReadable(row.account_id);
    if (table.table === 'domain_tags') {
      return (
        readable('SELECT 1 FROM domains WHERE id = ?', [row.domain_id]) &&
        accountReadable(domainAccount.get(row.domain_id))
      );
    }
    return true;
  });
}

/**
 * Where the page holding rows of a user table nearest to `offset` starts: the ids are random,
 * so which page lies at an offset varies from run to run, and garbage over index pages alone
 * (or over tag rows, which an index holds whole) would lose no row.
 */
function rowPageNear(offset: number): number {
  const db = new Database(pristine, { readonly: true });
  try {
    const { size } = db.prepare('SELECT page_size AS size FROM pragma_page_size()').get() as {
      size: number;
    };
    const found = db
      .prepare(
        `SELECT pageno FROM dbstat WHERE name IN ('domains', 'order_journal', 'activity_log')
           AND pagetype = 'leaf' ORDER BY abs(pageno - ?) LIMIT 1`,
      )
      .get(Math.floor(offset / size) + 1) as { pageno: number } | undefined;
    return found === undefined ? offset : (found.pageno - 1) * size;
  } finally {
    db.close();
  }
}

function damagedCopy(name: string, at: (size: number) => number, onRows: boolean): string {
  const path = join(dir, name);
  copyFileSync(pristine, path);
  const offset = Math.floor(at(statSync(path).size) / 4096) * 4096;
  overwriteWithGarbage(path, 16 * 1024, onRows ? rowPageNear(offset) : offset);
  return path;
}

describe('recovering a cache file with 16 KB of garbage in it', () => {
  it.each([
    ['in the middle', (size: number) => size / 2, true],
    ['three quarters in', (size: number) => (size * 3) / 4, true],
    ['over the accounts', () => 4096, false],
  ])('keeps every row that can still be read (%s) and says what was lost', (_, at, onRows) => {
    const path = damagedCopy(`cache-${String(at(1_000_000))}.sqlite`, at, onRows);
    const { cache, recovered } = openCache(path, { now: testClock().now });
    expect(recovered?.reason).toMatch(/damaged|integrity/);
    const damaged = new Database(recovered?.movedTo ?? '', { readonly: true });

    const original = new Database(pristine, { readonly: true });
    const readable = readableIn(damaged);

    let lostSomething = false;
    for (const table of TABLES) {
      const originalRows = all(original, `SELECT * FROM ${table.table}`);
      const kept = all(cache.db, `SELECT * FROM ${table.table}`);
      // Every row that can still be read is kept, and nothing kept is invented or garbled.
      const keptText = new Set(kept.map((row) => JSON.stringify(row)));
      const originalText = new Set(originalRows.map((row) => JSON.stringify(row)));
      const dropped = stillReadable(original, readable, table).filter(
        (row) => !keptText.has(JSON.stringify(row)),
      );
      expect(dropped, table.table).toEqual([]);
      expect(
        kept.filter((row) => !originalText.has(JSON.stringify(row))),
        table.table,
      ).toEqual([]);
      const reported = recovered?.salvage.kept.find((entry) => entry.table === table.table);
      expect(reported?.rows ?? 0, table.table).toBe(kept.length);
      if (kept.length < originalRows.length) {
        lostSomething = true;
        expect(recovered?.salvage.lost.map((entry) => entry.table)).toContain(table.table);
      }
    }
    expect(lostSomething).toBe(true);
    // Accounts lost with the file are named, so their keys left in the keychain can go.
    const keptAccounts = new Set(all(cache.db, 'SELECT id FROM accounts').map((row) => row.id));
    expect(recovered?.salvage.lostAccountIds).toEqual(
      all(original, 'SELECT id FROM accounts ORDER BY id')
        .map((row) => row.id)
        .filter((id) => !keptAccounts.has(id)),
    );
    damaged.close();
    original.close();

    // The rebuilt cache is healthy and opens as usual from now on.
    cache.close();
    const again = openCache(path);
    expect(again.recovered).toBeUndefined();
    again.cache.close();
  });
});
