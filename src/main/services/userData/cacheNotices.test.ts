import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelName, ChannelOutput, Result } from '../../../shared/ipc';
import { overwriteWithGarbage, writeFixtureCache } from '../../cache/damagedCacheFixture';
import { damageWalMiddle, editNotesThenKill } from '../../cache/walTestSupport';
import { createServices } from '../../createServices';
import { createDispatcher } from '../../ipc/dispatcher';
import { createHandlers } from '../../ipc/handlers';
import { CACHE_FILE_NAMES } from '../../profiles';
import { createMemorySecretBackend } from '../../secrets';
import type { SecretBackend } from '../../secrets';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-notices-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The user's profile in `dataDir`, called the way a window calls it. */
function openApp(dataDir: string, secretBackend: SecretBackend) {
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend,
  });
  cleanups.push(() => services.close());
  const dispatcher = createDispatcher(createHandlers(services));
  return async <C extends ChannelName>(channel: C, input?: unknown) =>
    (await dispatcher.dispatch({ channel, input, trustedSender: true })) as Result<
      ChannelOutput<C>
    >;
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

describe('notices about a damaged cache', () => {
  it('say what was kept and lost, and let the user remove the keys of lost accounts', async () => {
    const dir = tempDir();
    const cacheFile = join(dir, CACHE_FILE_NAMES.user);
    const accountIds = writeFixtureCache(cacheFile, () => new Date('2026-11-22T09:00:00Z'));
    const keychain = createMemorySecretBackend();
    for (const id of accountIds) await keychain.set(id, `key-of-${id}`);
    await keychain.set('acct-of-another-install', 'unrelated-key');
    // The pages right after the file header hold the accounts: they are lost.
    overwriteWithGarbage(cacheFile, 16 * 1024, 4096);

    const call = openApp(dir, keychain);
    const [notice, ...others] = must(await call('app:notices'));
    expect(others).toEqual([]);
    if (notice?.kind !== 'cache_recovered') throw new Error('Expected a cache_recovered notice');
    expect(notice.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notice.kept).toEqual(
      expect.arrayContaining([
        { table: 'order_journal', label: 'orders in the order history', rows: 300 },
        { table: 'activity_log', label: 'activity log entries', rows: 1500 },
        { table: 'contact_profiles', label: 'contact profiles', rows: 40 },
      ]),
    );
    expect(notice.lost.map((part) => part.table)).toContain('accounts');
    expect(notice.message).toContain('300 orders in the order history');
    expect(notice.message).toContain('Lost: accounts');
    expect(notice.orphanKeys).toEqual([...accountIds].sort());
    expect(must(await call('contactProfiles:list'))).toHaveLength(40);

    const [first, ...rest] = notice.orphanKeys;
    expect(must(await call('data:removeOrphanKey', { accountId: first }))).toEqual({
      removed: true,
    });
    expect(await keychain.get(first ?? '')).toBeNull();
    const [after] = must(await call('app:notices'));
    expect(after?.kind === 'cache_recovered' && after.orphanKeys).toEqual(rest);
    expect(after?.id).toBe(notice.id);

    // A key that was not left behind by the damaged file is never touched.
    const refused = await call('data:removeOrphanKey', { accountId: 'acct-of-another-install' });
    expect(!refused.ok && refused.error.kind).toBe('not_found');
    expect(await keychain.get('acct-of-another-install')).toBe('unrelated-key');
  });

  it('tell the user when committed changes were lost with a damaged write-ahead log', async () => {
    const dir = tempDir();
    const cacheFile = join(dir, CACHE_FILE_NAMES.user);
    await editNotesThenKill(cacheFile, 30);
    damageWalMiddle(cacheFile);

    const call = openApp(dir, createMemorySecretBackend());
    const [notice, ...others] = must(await call('app:notices'));
    expect(others).toEqual([]);
    if (notice?.kind !== 'cache_rolled_back')
      throw new Error('Expected a cache_rolled_back notice');
    expect(notice.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notice.lostCommits).toBeGreaterThan(0);
    expect(notice.message).toContain(
      `${String(notice.lostCommits)} change(s) saved before it stopped`,
    );
    expect(notice.message).toContain(notice.walCopy);
  });
});
