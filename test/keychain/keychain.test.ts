import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AsyncEntry } from '@napi-rs/keyring';
import {
  KEYCHAIN_SERVICE,
  createKeyringSecretBackend,
  createSecretStore,
  keyEntryName,
} from '../../src/main/secrets';
import type { KeyOwner } from '../../src/main/secrets';

beforeAll(() => {
  // Never write test keys into a developer's own keychain.
  if (process.env.DOMAINDESK_TEST_KEYRING !== '1') {
    throw new Error('Run this suite with `npm run test:keychain` (scripts/with-keyring.sh).');
  }
});

const PROFILE = '/home/ada/.config/DomainDesk/domaindesk.sqlite';
const store = createSecretStore(createKeyringSecretBackend(), PROFILE);
const used: string[] = [];
const URL_A = 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php';
const newAccount = (): KeyOwner => {
  const id = `acc-${randomUUID()}`;
  used.push(id);
  return { id, baseUrl: URL_A, email: 'reseller@example.com' };
};

afterEach(async () => {
  for (const id of used.splice(0)) {
    for (const profile of [PROFILE, 'memory', '/elsewhere/domaindesk.sqlite']) {
      await createSecretStore(createKeyringSecretBackend(), profile).deleteAllKeysOf({
        id,
        legacyKey: true,
      });
    }
  }
});

describe('API keys in the real system keychain', () => {
  it('keeps a key through set, read, replace and delete', async () => {
    const account = newAccount();
    expect(await store.hasApiKey(account)).toBe(false);
    expect(await store.getApiKey(account)).toBeNull();

    await store.setApiKey(account, 'first-key-123');
    expect(await store.hasApiKey(account)).toBe(true);
    expect(await store.getApiKey(account)).toBe('first-key-123');

    await store.setApiKey(account, 'second-key-456');
    expect(await store.getApiKey(account)).toBe('second-key-456');

    expect(await store.deleteApiKey(account)).toBe(true);
    expect(await store.hasApiKey(account)).toBe(false);
    expect(await store.deleteApiKey(account)).toBe(false);
  });

  it('keeps the keys of two accounts apart', async () => {
    const a = newAccount();
    const b = newAccount();
    await store.setApiKey(a, 'key-for-a');
    await store.setApiKey(b, 'key-for-b');
    expect(await store.getApiKey(a)).toBe('key-for-a');
    expect(await store.getApiKey(b)).toBe('key-for-b');

    await store.deleteApiKey(a);
    expect(await store.hasApiKey(a)).toBe(false);
    expect(await store.getApiKey(b)).toBe('key-for-b');
  });

  it('stores keys under the DomainDesk service, visible to a fresh reader', async () => {
    const account = newAccount();
    await store.setApiKey(account, 'shared-key');
    const otherReader = createSecretStore(createKeyringSecretBackend(), PROFILE);
    expect(await otherReader.getApiKey(account)).toBe('shared-key');
    const otherService = createSecretStore(
      createKeyringSecretBackend({ service: 'SomethingElse' }),
      PROFILE,
    );
    expect(await otherService.hasApiKey(account)).toBe(false);
  });

  it('names the entry from the profile, the account, its e-mail and its URL', async () => {
    const account = newAccount();
    await store.setApiKey(account, 'bound-key');
    const entry = new AsyncEntry(KEYCHAIN_SERVICE, keyEntryName(PROFILE, account), {
      linux: { store: 'secret-service' },
    });
    expect(await entry.getPassword()).toBe('bound-key');
    expect(keyEntryName(PROFILE, account)).toBe(
      JSON.stringify([PROFILE, account.id, account.email, account.baseUrl]),
    );
    // Nothing under the account id alone, which every data folder would share.
    const shared = new AsyncEntry(KEYCHAIN_SERVICE, account.id, {
      linux: { store: 'secret-service' },
    });
    expect(await shared.getPassword()).toBeNull();

    const elsewhere = { ...account, baseUrl: 'http://127.0.0.1:18082/index.php' };
    expect(await store.getApiKey(elsewhere)).toBeNull();
    expect(await store.getApiKey({ ...account, email: 'other@example.com' })).toBeNull();
    const otherProfile = createSecretStore(
      createKeyringSecretBackend(),
      '/elsewhere/domaindesk.sqlite',
    );
    expect(await otherProfile.getApiKey(account)).toBeNull();
  });

  it('moves a key saved by an older version under the account id to its bound name', async () => {
    const account = newAccount();
    const legacy = new AsyncEntry(KEYCHAIN_SERVICE, account.id, {
      linux: { store: 'secret-service' },
    });
    await legacy.setPassword('key-from-before');
    // An account added since (an import) never takes it over.
    expect(await store.getApiKey(account)).toBeNull();

    expect(await store.getApiKey({ ...account, legacyKey: true })).toBe('key-from-before');
    expect(await legacy.getPassword()).toBeNull();
    expect(await store.getApiKey(account)).toBe('key-from-before');
  });
});

interface ProbeOutcome {
  ok: boolean;
  name?: string;
  kind?: string;
  message?: string;
  detail?: string;
}

function runProbe(env: NodeJS.ProcessEnv, key: string): { set: ProbeOutcome; has: ProbeOutcome } {
  const probe = fileURLToPath(new URL('./storeKeyProbe.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', probe, 'acc-offline', key], {
    env,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { set: ProbeOutcome; has: ProbeOutcome };
}

describe('without a reachable Secret Service', () => {
  it('refuses to store the key, says what to install, and never echoes the key', () => {
    const key = 'very-secret-key-789';
    const result = runProbe(
      { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/domaindesk-no-bus' },
      key,
    );

    expect(result.set).toMatchObject({ ok: false, name: 'KeychainUnavailableError' });
    expect(result.set.kind).toBe('keychain_unavailable');
    expect(result.set.message).toMatch(/Secret Service/);
    expect(result.set.message).toMatch(/GNOME Keyring/);
    expect(JSON.stringify(result)).not.toContain(key);
    // "Unavailable" is not reported as "no key stored".
    expect(result.has).toMatchObject({ ok: false, name: 'KeychainUnavailableError' });
  });

  it('the same probe stores the key when the keyring is reachable', () => {
    used.push('acc-offline');
    const result = runProbe(process.env, 'reachable-key');
    expect(result.set).toEqual({ ok: true });
    expect(result.has).toEqual({ ok: true, value: true });
  });
});
