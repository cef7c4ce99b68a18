import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServices } from '../createServices';
import { CACHE_FILE_NAMES } from '../profiles';
import { createMemorySecretBackend } from '../secrets';
import { describe, expect, it } from 'vitest';
import { openCache } from './openCache';
import { sampleAccount, tempCachePath, testClock } from './testing/testSupport';

function mode(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

describe('who may read the data folder', () => {
  it("tightens the app's own data folder that existed before with a looser mode", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'domaindesk-modes-'));
    chmodSync(dir, 0o755);
    const services = createServices({
      version: '0.1.0',
      platform: 'linux',
      transport: 'electron',
      demo: false,
      dataDir: dir,
      ownsDataDir: true,
      secretBackend: createMemorySecretBackend(),
    });
    await services.close();
    expect(mode(dir)).toBe('700');
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the mode of a folder the user named for the preview as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'domaindesk-modes-'));
    chmodSync(dir, 0o755);
    const services = createServices({
      version: '0.1.0',
      platform: 'linux',
      transport: 'web',
      demo: false,
      dataDir: dir,
      secretBackend: createMemorySecretBackend(),
    });
    await services.close();
    expect(mode(dir)).toBe('755');
    expect(mode(join(dir, CACHE_FILE_NAMES.user))).toBe('600');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('who may read the cache files', () => {
  it('creates the data folder, the cache file and its -wal and -shm files for the owner only', () => {
    const path = join(dirname(tempCachePath()), 'profile', 'nested', 'cache.db');
    const { cache } = openCache(path);
    cache.accounts.create(sampleAccount);

    expect(mode(dirname(path))).toBe('700');
    expect(mode(dirname(dirname(path)))).toBe('700');
    expect(mode(path)).toBe('600');
    expect(mode(`${path}-wal`)).toBe('600');
    expect(mode(`${path}-shm`)).toBe('600');
    cache.close();
  });

  it('tightens a cache file an older version left readable by others', () => {
    const path = tempCachePath();
    openCache(path).cache.close();
    chmodSync(path, 0o644);

    const { cache } = openCache(path);
    expect(mode(path)).toBe('600');
    expect(mode(`${path}-wal`)).toBe('600');
    cache.close();
  });

  it('starts the fresh file that replaces a damaged one for the owner only too', () => {
    const path = tempCachePath();
    writeFileSync(path, 'not a database '.repeat(400), { mode: 0o644 });

    const { cache, recovered } = openCache(path, { now: testClock().now });
    cache.accounts.create(sampleAccount);

    expect(recovered).toBeDefined();
    expect(mode(path)).toBe('600');
    expect(mode(`${path}-wal`)).toBe('600');
    cache.close();
  });
});
