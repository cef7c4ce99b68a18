import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache';
import { overwriteWithGarbage } from '../src/main/cache/testing/damagedCacheFixture';
import { plantInvalidText } from '../src/main/cache/testing/invalidTextFixture';
import { openCacheSafely } from '../src/main/cache/openCacheSafely';
import { scalar } from '../src/main/cache/sqlite';
import { report } from './measure';

/**
 * Opening a damaged 100,000-domain cache file: 16 KB of garbage in its middle and text that
 * is not UTF-8 in some domains. Printed, never asserted: the time the user waits at start
 * before the app shows the fresh cache with what could be kept.
 */
export function salvageBench(domains = 100_000): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-salvage-bench-'));
  const pristine = join(dir, 'pristine.sqlite');
  const { cache } = openCache(pristine);
  cache.accounts.create({
    id: 'acc',
    label: 'Bench',
    baseUrl: 'https://x/index.php',
    email: 'b@x.test',
  });
  cache.domains.upsertMany(
    'acc',
    Array.from({ length: domains }, (_, i) => ({
      name: `name${String(i).padStart(6, '0')}.com`,
      tags: i % 7 === 0 ? ['client-a'] : [],
    })),
  );
  cache.close();
  plantInvalidText(pristine, ['domains']);

  const damaged = (name: string): string => {
    const path = join(dir, name);
    copyFileSync(pristine, path);
    overwriteWithGarbage(path);
    return path;
  };
  const kept = (db: Parameters<typeof scalar>[0]): number =>
    Number(scalar(db, 'SELECT count(*) FROM domains'));

  return (async () => {
    try {
      let start = performance.now();
      const inProcess = openCache(damaged('in-process.sqlite'));
      report(
        `salvage in this process (${kept(inProcess.cache.db)} of ${domains} domains kept)`,
        performance.now() - start,
      );
      inProcess.cache.close();

      start = performance.now();
      const safe = await openCacheSafely(damaged('child.sqlite'));
      report(
        `check and salvage in a child process (${kept(safe.cache.db)} kept)`,
        performance.now() - start,
      );
      safe.cache.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
}
