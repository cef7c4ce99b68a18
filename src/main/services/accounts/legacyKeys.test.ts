import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../cache/migrations';
import { createServices } from '../../createServices';
import type { Services } from '../../createServices';
import { CACHE_FILE_NAMES } from '../../profiles';
import { createMemorySecretBackend, keyEntryName } from '../../secrets';
import type { SecretBackend } from '../../secrets';
import { startSimulator } from '../../../sandbox';

const RESELLER = { email: 'reseller@example.com', apiKey: 'k3y-saved-by-an-older-version' };

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A data folder written by the last version that named keys by account id alone. */
function olderDataDir(baseUrl: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-legacy-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const db = new Database(join(dir, CACHE_FILE_NAMES.user));
  migrate(db, migrations.slice(0, 8));
  db.prepare(
    `INSERT INTO accounts (id, label, base_url, email, created_at, updated_at)
     VALUES ('acc-old', 'Old account', ?, ?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
  ).run(baseUrl, RESELLER.email);
  db.close();
  return dir;
}

function open(dataDir: string, secretBackend: SecretBackend): Services {
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend,
  });
  cleanups.push(() => services.close());
  return services;
}

describe('a key saved by an older version under the account id alone', () => {
  it('is used by the account saved then, and moved to the name bound to its URL', async () => {
    const sim = await startSimulator({});
    cleanups.push(() => sim.close());
    sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
    const keychain = createMemorySecretBackend();
    await keychain.set('acc-old', RESELLER.apiKey);
    const dataDir = olderDataDir(sim.baseUrl);

    const services = open(dataDir, keychain);
    const { check } = await services.accounts.verify('acc-old');
    expect(check.balance).toBe('731.40');
    const bound = keyEntryName(join(dataDir, CACHE_FILE_NAMES.user), {
      id: 'acc-old',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
    });
    expect(await keychain.names()).toEqual([bound]);
    expect(await keychain.get(bound)).toBe(RESELLER.apiKey);
  });

  it('is not taken over by the same account imported into another data folder', async () => {
    const sim = await startSimulator({});
    cleanups.push(() => sim.close());
    sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
    const keychain = createMemorySecretBackend();
    await keychain.set('acc-old', RESELLER.apiKey);
    const olderDir = olderDataDir(sim.baseUrl);
    const older = open(olderDir, keychain);
    const text = older.userData.exportText();

    const otherDir = mkdtempSync(join(tmpdir(), 'domaindesk-legacy-other-'));
    cleanups.push(() => {
      rmSync(otherDir, { recursive: true, force: true });
    });
    const other = open(otherDir, keychain);
    await other.userData.importText(text);
    expect((await other.accounts.list()).map((account) => account.keyStatus)).toEqual(['missing']);
    await expect(other.accounts.verify('acc-old')).rejects.toThrow(/No API key is stored/);
    // The older folder keeps its key (it may have moved it to its bound name already, as its
    // start-up balance check uses it); nothing is stored for the other folder.
    const { check } = await older.accounts.verify('acc-old');
    expect(check.balance).toBe('731.40');
    const owner = { id: 'acc-old', baseUrl: sim.baseUrl, email: RESELLER.email };
    expect(await keychain.names()).toEqual([
      keyEntryName(join(olderDir, CACHE_FILE_NAMES.user), owner),
    ]);
    expect(
      await keychain.get(keyEntryName(join(otherDir, CACHE_FILE_NAMES.user), owner)),
    ).toBeNull();
  });
});
