import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overwriteWithGarbage, writeFixtureCache } from './testing/damagedCacheFixture';
import { overwriteIndexPages, plantInvalidText, readDecoded } from './testing/invalidTextFixture';
import { openCache } from './openCache';
import { testClock } from './testing/testSupport';

// Every table the user fills.
const USER_TABLES = [
  'accounts',
  'domains',
  'domain_tags',
  'order_journal',
  'activity_log',
  'contact_profiles',
];

let dir: string;
let planted: string;
let plantedColumns: Map<string, string[]>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domaindesk-salvage-text-'));
  planted = join(dir, 'planted.sqlite');
  writeFixtureCache(planted, testClock().now);
  plantedColumns = plantInvalidText(planted, USER_TABLES);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function rowsOf(path: string, table: string): Record<string, unknown>[] {
  const db = new Database(path, { readonly: true });
  try {
    return readDecoded(db, table);
  } finally {
    db.close();
  }
}

describe('recovering a damaged cache whose text is not all UTF-8', () => {
  it('plants text that is not UTF-8 in a text column of every user table', () => {
    for (const table of USER_TABLES) expect(plantedColumns.get(table), table).toBeDefined();
    expect(plantedColumns.get('domain_tags')).toContain('tag');
  });

  it('keeps every row, with what is not UTF-8 shown as �, when garbage covers the indexes', () => {
    const path = join(dir, 'indexes.sqlite');
    copyFileSync(planted, path);
    expect(overwriteIndexPages(path)).toBeGreaterThan(0);

    const { cache, recovered } = openCache(path, { now: testClock().now });
    expect(recovered?.reason).toMatch(/integrity|damaged/);
    for (const table of USER_TABLES) {
      const original = rowsOf(planted, table);
      expect(readDecoded(cache.db, table), table).toEqual(original);
      expect(JSON.stringify(original), table).toContain('\uFFFD');
    }
    expect(recovered?.salvage.lost).toEqual([]);
    cache.close();
  });

  it('keeps the rows outside the damage, their text read as far as it is UTF-8', () => {
    const path = join(dir, 'middle.sqlite');
    copyFileSync(planted, path);
    overwriteWithGarbage(path);

    const { cache, recovered } = openCache(path, { now: testClock().now });
    expect(recovered?.reason).toMatch(/integrity|damaged/);
    const keptDomains = readDecoded(cache.db, 'domains');
    expect(keptDomains.length).toBeGreaterThan(0);
    const originalText = new Set(rowsOf(planted, 'domains').map((row) => JSON.stringify(row)));
    expect(keptDomains.filter((row) => !originalText.has(JSON.stringify(row)))).toEqual([]);
    expect(keptDomains.some((row) => JSON.stringify(row).includes('\uFFFD'))).toBe(true);
    cache.close();
  });
});
