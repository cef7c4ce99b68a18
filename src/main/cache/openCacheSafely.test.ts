import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServices } from '../createServices';
import { CACHE_FILE_NAMES } from '../profiles';
import { createMemorySecretBackend } from '../secrets';
import type { CacheChildLauncher, ToCacheChild } from './cacheChildProtocol';
import { overwriteWithGarbage, writeFixtureCache } from './testing/damagedCacheFixture';
import { overwriteIndexPages, plantInvalidText, readDecoded } from './testing/invalidTextFixture';
import { CLEAN_MARK_SUFFIX } from './cleanClose';
import { forkCacheChild, openCacheSafely } from './openCacheSafely';
import { openCache } from './openCache';
import { testClock } from './testing/testSupport';

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

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domaindesk-safe-open-'));
  planted = join(dir, 'planted.sqlite');
  writeFixtureCache(planted, testClock().now);
  plantInvalidText(planted, USER_TABLES);
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

/** A launcher that starts `entry` (the real child when omitted), noting each request. */
function recording(entry?: string): { launch: CacheChildLauncher; requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    launch: (realEntry) => {
      const link = forkCacheChild(entry ?? realEntry);
      return {
        ...link,
        postMessage: (message: ToCacheChild) => {
          requests.push(message.kind);
          link.postMessage(message);
        },
      };
    },
  };
}

/** A child that dies natively (SIGABRT) on its first request, as libsql does on bad text. */
const ABORTING_CHILD = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'abortingCacheChild.ts',
);

/** A child that hangs on its first request (blocked, as in native code) until it is ended. */
const HANGING_CHILD = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'hangingCacheChild.ts',
);

/**
 * A launcher that starts, per request, `entries[kind]` (the real child when absent), noting
 * when each child started and ended.
 */
function choosing(entries: Partial<Record<ToCacheChild['kind'], string>>): {
  launch: CacheChildLauncher;
  log: string[];
} {
  const log: string[] = [];
  return {
    log,
    launch: (realEntry) => {
      const messages: ((message: unknown) => void)[] = [];
      const exits: ((code: number | null) => void)[] = [];
      let link: ReturnType<CacheChildLauncher> | undefined;
      return {
        postMessage: (message) => {
          log.push(`start ${message.kind}`);
          link = forkCacheChild(entries[message.kind] ?? realEntry);
          link.onMessage((answer) => {
            for (const listener of messages) listener(answer);
          });
          link.onExit((code) => {
            log.push(`end ${message.kind}`);
            for (const listener of exits) listener(code);
          });
          link.postMessage(message);
        },
        onMessage: (listener) => messages.push(listener),
        onExit: (listener) => exits.push(listener),
        kill: () => link?.kill(),
      };
    },
  };
}

/** A user data folder whose cache is a copy of the planted one, then damaged by `damage`. */
function dataDirWith(name: string, damage: (path: string) => void): string {
  const dataDir = join(dir, name);
  mkdirSync(dataDir);
  const path = join(dataDir, CACHE_FILE_NAMES.user);
  copyFileSync(planted, path);
  damage(path);
  return dataDir;
}

describe('opening the cache with every read of a damaged file in a child process', () => {
  it('keeps every row, text that is not UTF-8 shown as �, when garbage covers the indexes', async () => {
    const path = join(dataDirWith('indexes', overwriteIndexPages), CACHE_FILE_NAMES.user);
    const child = recording();
    const { cache, recovered } = await openCacheSafely(path, {
      now: testClock().now,
      launch: child.launch,
    });
    expect(child.requests).toEqual(['check', 'salvage']);
    expect(recovered?.reason).toMatch(/integrity/);
    for (const table of USER_TABLES) {
      expect(readDecoded(cache.db, table), table).toEqual(rowsOf(planted, table));
    }
    expect(recovered?.salvage.lost).toEqual([]);
    cache.close();
  });

  it('finds text that is not UTF-8 in a file that is otherwise sound, and copies it readable', async () => {
    const path = join(
      dataDirWith('text-only', () => undefined),
      CACHE_FILE_NAMES.user,
    );
    const { cache, recovered } = await openCacheSafely(path, { now: testClock().now });
    expect(recovered?.reason).toMatch(/text in the file is unreadable \(accounts\./);
    // Read as strings, the way the app reads them: this would abort on the planted bytes.
    const labels = cache.accounts.list().map((account) => account.label);
    expect(labels).toHaveLength(3);
    expect(labels.join()).toContain('\uFFFD');
    cache.close();
  });

  it('starts the app on a planted file with every row kept and this process alive', async () => {
    const dataDir = dataDirWith('app-level', overwriteIndexPages);
    const services = await openServices({
      version: '0.1.0',
      platform: 'linux',
      transport: 'web',
      demo: false,
      dataDir,
      secretBackend: createMemorySecretBackend(),
    });
    try {
      const [notice] = await services.userData.notices();
      if (notice?.kind !== 'cache_recovered') throw new Error('Expected a cache_recovered notice');
      const kept = new Map(notice.kept.map((entry) => [entry.table, entry.rows]));
      for (const table of USER_TABLES)
        expect(kept.get(table), table).toBe(rowsOf(planted, table).length);
      expect(notice.lost).toEqual([]);
      const labels = (await services.accounts.list()).map((account) => account.label);
      expect(labels.join()).toContain('\uFFFD');
    } finally {
      await services.close();
    }
  });

  it('opens a sound file with text beyond ASCII as it is, after an unclean close', async () => {
    const path = join(dir, 'accents.sqlite');
    const first = openCache(path, { now: testClock().now });
    const account = first.cache.accounts.create({
      label: 'Revendeur café ✓ 日本',
      baseUrl: 'https://billing.example/modules/addons/DomainsReseller/api/index.php',
      email: 'owner@example.com',
    });
    first.cache.domains.upsert(account.id, { name: 'xn--caf-dma.com' });
    first.cache.domains.setNotes(account.id, 'xn--caf-dma.com', 'Renouveler — 2 ans 🎉');
    first.cache.close();
    rmSync(`${path}${CLEAN_MARK_SUFFIX}`);

    const { cache, recovered, fullCheck } = await openCacheSafely(path, { now: testClock().now });
    expect(fullCheck).toBe('not closed cleanly');
    expect(recovered).toBeUndefined();
    expect(cache.domains.get(account.id, 'xn--caf-dma.com')?.notes).toBe('Renouveler — 2 ans 🎉');
    cache.close();
  });

  it('starts the app on a fresh cache, and tells the user, when the check and the copy die', async () => {
    const dataDir = dataDirWith('aborting', (path) => overwriteWithGarbage(path));
    const child = recording(ABORTING_CHILD);
    const services = await openServices({
      version: '0.1.0',
      platform: 'linux',
      transport: 'web',
      demo: false,
      dataDir,
      secretBackend: createMemorySecretBackend(),
      launchCacheChild: child.launch,
    });
    try {
      expect(child.requests).toEqual(['check', 'salvage']);
      const [notice, ...others] = await services.userData.notices();
      expect(others).toEqual([]);
      if (notice?.kind !== 'cache_recovered') throw new Error('Expected a cache_recovered notice');
      expect(notice.message).toContain('reading the file stopped the check');
      expect(notice.message).toContain('Nothing could be read from it');
      expect(existsSync(notice.movedTo)).toBe(true);
      expect(await services.accounts.list()).toEqual([]);
    } finally {
      await services.close();
    }
  });

  it('stops a check that hangs and copies the file, every row kept', async () => {
    const path = join(dataDirWith('hung-check', overwriteIndexPages), CACHE_FILE_NAMES.user);
    const child = choosing({ check: HANGING_CHILD });
    const started = Date.now();
    const { cache, recovered } = await openCacheSafely(path, {
      now: testClock().now,
      launch: child.launch,
      timeoutsMs: { check: 1_500 },
    });
    // The hung check was ended before its file was moved aside and copied.
    expect(child.log.slice(0, 3)).toEqual(['start check', 'end check', 'start salvage']);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(recovered?.reason).toBe(
      'the check did not finish within 1.5 s, so it was stopped (the file may be damaged)',
    );
    expect(existsSync(recovered?.movedTo ?? '')).toBe(true);
    for (const table of USER_TABLES) {
      expect(readDecoded(cache.db, table), table).toEqual(rowsOf(planted, table));
    }
    expect(recovered?.salvage.lost).toEqual([]);
    cache.close();
  });

  it('starts on an empty cache, keeping the file aside, when the copy hangs too', async () => {
    const path = join(dataDirWith('hung-copy', overwriteIndexPages), CACHE_FILE_NAMES.user);
    const child = choosing({ check: HANGING_CHILD, salvage: HANGING_CHILD });
    const { cache, recovered } = await openCacheSafely(path, {
      now: testClock().now,
      launch: child.launch,
      timeoutsMs: { check: 1_000, salvage: 1_000 },
    });
    expect(child.log).toEqual(['start check', 'end check', 'start salvage', 'end salvage']);
    expect(recovered?.salvage).toEqual({
      kept: [],
      lost: [
        {
          table: '*',
          note: 'the copy did not finish within 1 s, so it was stopped and nothing was kept',
        },
      ],
      lostAccountIds: [],
    });
    expect(existsSync(recovered?.movedTo ?? '')).toBe(true);
    expect(cache.accounts.list()).toEqual([]);
    cache.close();
  });
});
