import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openCache } from './openCache';
import { damageWalMiddle, editNotesThenKill } from './testing/walTestSupport';
import { tempCachePath, testClock } from './testing/testSupport';

function notes(path: string): { notes: string | undefined; rolledBack: unknown } {
  const { cache, rolledBack } = openCache(path, { now: testClock().now });
  const [account] = cache.accounts.list();
  const domain = account ? cache.domains.get(account.id, 'example.com') : null;
  cache.close();
  return { notes: domain?.notes, rolledBack };
}

describe('a write-ahead log left by a killed run', () => {
  it('is replayed in full when intact', async () => {
    const path = tempCachePath();
    await editNotesThenKill(path, 30);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);

    expect(notes(path)).toEqual({ notes: 'edit 30', rolledBack: undefined });
  });

  it('with garbage in the middle: the user is told committed changes were lost', async () => {
    const path = tempCachePath();
    await editNotesThenKill(path, 30);
    const size = damageWalMiddle(path);

    const { cache, rolledBack } = openCache(path, { now: testClock().now });
    const [account] = cache.accounts.list();
    const kept = account ? cache.domains.get(account.id, 'example.com')?.notes : undefined;
    // SQLite stops replaying at the damaged frame: the later edits are gone...
    expect(kept).toMatch(/^edit \d+$/);
    const lastKept = Number(kept?.slice('edit '.length));
    expect(lastKept).toBeLessThan(30);
    // ...and every commit after the damage that the log still shows is counted.
    expect(rolledBack?.lostCommits).toBeGreaterThan(0);
    expect(rolledBack?.lostCommits).toBeLessThanOrEqual(30 - lastKept);
    expect(statSync(rolledBack?.walCopy ?? '').size).toBe(size);
    cache.close();

    // Told once: the damaged log is not met again on the next start.
    expect(notes(path).rolledBack).toBeUndefined();
  });
});
