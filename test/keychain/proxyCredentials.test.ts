import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AsyncEntry } from '@napi-rs/keyring';
import {
  KEYCHAIN_SERVICE,
  createKeyringSecretBackend,
  createSecretStore,
} from '../../src/main/secrets';
import type { ProxyOwner } from '../../src/main/secrets';
import { proxyEntryName } from '../../src/main/secrets/keyNames';

beforeAll(() => {
  // Never write test passwords into a developer's own keychain.
  if (process.env.DOMAINDESK_TEST_KEYRING !== '1') {
    throw new Error('Run this suite with `npm run test:keychain` (scripts/with-keyring.sh).');
  }
});

const PROFILE = '/home/ada/.config/DomainDesk/domaindesk.sqlite';
const store = createSecretStore(createKeyringSecretBackend(), PROFILE);
const used: string[] = [];
const newOwner = (): ProxyOwner => {
  const id = `acc-${randomUUID()}`;
  used.push(id);
  return {
    id,
    baseUrl: 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php',
    email: 'reseller@example.com',
    proxyUrl: 'http://proxy.example.com:3128',
  };
};

afterEach(async () => {
  for (const id of used.splice(0)) await store.deleteAllKeysOf({ id });
});

describe("an account's proxy password in the real system keychain", () => {
  it('is stored under its own entry, replaced, and removed', async () => {
    const owner = newOwner();
    expect(await store.hasProxyCredentials(owner)).toBe(false);

    await store.setProxyCredentials(owner, { username: 'office', password: 'first pass' });
    const entry = new AsyncEntry(KEYCHAIN_SERVICE, proxyEntryName(PROFILE, owner));
    expect(await entry.getPassword()).toContain('first pass');
    expect(await store.getProxyCredentials(owner)).toEqual({
      username: 'office',
      password: 'first pass',
    });
    // A proxy password is not an API key: the account still asks for its key.
    expect(await store.hasAnyKeyOf(owner)).toBe(false);
    // Credentials are bound to the proxy they were typed for.
    expect(
      await store.hasProxyCredentials({ ...owner, proxyUrl: 'http://other.example:3128' }),
    ).toBe(false);

    await store.setProxyCredentials(owner, { username: 'office', password: 'second' });
    expect((await store.getProxyCredentials(owner))?.password).toBe('second');

    expect(await store.deleteProxyCredentials(owner)).toBe(true);
    expect(await store.hasProxyCredentials(owner)).toBe(false);
    expect(await entry.getPassword()).toBeNull();
  });

  it('goes with the account when the account is removed', async () => {
    const owner = newOwner();
    await store.setApiKey(owner, 'key-123');
    await store.setProxyCredentials(owner, { username: 'office', password: 'pw' });
    expect(await store.deleteAllKeysOf({ id: owner.id })).toBe(true);
    expect(await store.hasProxyCredentials(owner)).toBe(false);
    expect(await store.hasApiKey(owner)).toBe(false);
  });
});
