import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKeyringSecretBackend, createSecretStore } from '../../src/main/secrets';

beforeAll(() => {
  // Never write test keys into a developer's own keychain.
  if (process.env.DOMAINDESK_TEST_KEYRING !== '1') {
    throw new Error('Run this suite with `npm run test:keychain` (scripts/with-keyring.sh).');
  }
});

const store = createSecretStore(createKeyringSecretBackend());
const used: string[] = [];
const newAccount = (): string => {
  const id = `acc-${randomUUID()}`;
  used.push(id);
  return id;
};

afterEach(async () => {
  for (const id of used.splice(0)) await store.deleteApiKey(id);
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
    const otherReader = createSecretStore(createKeyringSecretBackend());
    expect(await otherReader.getApiKey(account)).toBe('shared-key');
    const otherService = createSecretStore(
      createKeyringSecretBackend({ service: 'SomethingElse' }),
    );
    expect(await otherService.hasApiKey(account)).toBe(false);
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
