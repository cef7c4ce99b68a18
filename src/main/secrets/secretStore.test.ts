import { describe, expect, it } from 'vitest';
import {
  InvalidSecretInputError,
  KeychainUnavailableError,
  createMemorySecretBackend,
  createSecretStore,
  createUnavailableSecretBackend,
} from './index';
import { isUnavailableMessage, redact } from './secretErrors';

const OWNER = {
  id: 'acc-1',
  baseUrl: 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php',
  email: 'reseller@example.com',
};

describe('secret store over an in-memory backend', () => {
  it('stores a pasted key without the surrounding whitespace and reports it as present', async () => {
    const store = createSecretStore(createMemorySecretBackend());
    expect(await store.hasApiKey(OWNER)).toBe(false);
    await store.setApiKey(OWNER, '  key-one\n');
    expect(await store.hasApiKey(OWNER)).toBe(true);
    expect(await store.getApiKey(OWNER)).toBe('key-one');
    expect(await store.deleteApiKey(OWNER)).toBe(true);
    expect(await store.deleteApiKey(OWNER)).toBe(false);
    expect(await store.getApiKey(OWNER)).toBeNull();
  });

  it('refuses an empty key, account id, URL or e-mail', async () => {
    const store = createSecretStore(createMemorySecretBackend());
    await expect(store.setApiKey(OWNER, '   ')).rejects.toBeInstanceOf(InvalidSecretInputError);
    await expect(store.setApiKey({ ...OWNER, id: ' ' }, 'k')).rejects.toBeInstanceOf(
      InvalidSecretInputError,
    );
    await expect(store.hasApiKey({ ...OWNER, baseUrl: '' })).rejects.toBeInstanceOf(
      InvalidSecretInputError,
    );
    await expect(store.hasApiKey({ ...OWNER, email: '' })).rejects.toBeInstanceOf(
      InvalidSecretInputError,
    );
  });

  it('finds no key once the URL, the e-mail or the profile is another', async () => {
    const backend = createMemorySecretBackend();
    const store = createSecretStore(backend, '/home/ada/.config/DomainDesk/domaindesk.sqlite');
    await store.setApiKey(OWNER, 'key-one');
    expect(await store.getApiKey({ ...OWNER, baseUrl: 'http://127.0.0.1:18082/index.php' })).toBe(
      null,
    );
    expect(await store.getApiKey({ ...OWNER, email: 'someone@example.com' })).toBeNull();
    const otherProfile = createSecretStore(backend, '/tmp/other/domaindesk.sqlite');
    expect(await otherProfile.getApiKey(OWNER)).toBeNull();
    expect(await otherProfile.hasAnyKeyOf(OWNER)).toBe(false);
    expect(await store.getApiKey(OWNER)).toBe('key-one');
    // The entry is named from the profile, the account, its e-mail and its URL.
    expect(await backend.names()).toEqual([
      JSON.stringify([
        '/home/ada/.config/DomainDesk/domaindesk.sqlite',
        OWNER.id,
        OWNER.email,
        OWNER.baseUrl,
      ]),
    ]);
  });

  it('moves a key stored under the account id alone to its bound name, for saved accounts only', async () => {
    const backend = createMemorySecretBackend();
    await backend.set(OWNER.id, 'old-version-key');
    const store = createSecretStore(backend, 'profile-a');
    // An account added since (an import, say) never takes a key over from the shared name.
    expect(await store.hasApiKey(OWNER)).toBe(false);
    expect(await store.getApiKey(OWNER)).toBeNull();

    const saved = { ...OWNER, legacyKey: true };
    expect(await store.hasApiKey(saved)).toBe(true);
    expect(await store.getApiKey(saved)).toBe('old-version-key');
    expect(await backend.get(OWNER.id)).toBeNull();
    expect(await store.getApiKey(OWNER)).toBe('old-version-key');
    // Moved once: another profile with the same account id finds nothing under the old name.
    expect(await createSecretStore(backend, 'profile-b').getApiKey(saved)).toBeNull();
  });

  it('removes every key of an account in its profile, and only there', async () => {
    const backend = createMemorySecretBackend();
    const store = createSecretStore(backend, 'profile-a');
    await store.setApiKey(OWNER, 'key-one');
    await store.setApiKey({ ...OWNER, email: 'old@example.com' }, 'key-two');
    await createSecretStore(backend, 'profile-b').setApiKey(OWNER, 'key-three');
    expect(await store.hasAnyKeyOf(OWNER)).toBe(true);
    expect(await store.deleteAllKeysOf(OWNER)).toBe(true);
    expect(await store.hasAnyKeyOf(OWNER)).toBe(false);
    expect(await createSecretStore(backend, 'profile-b').getApiKey(OWNER)).toBe('key-three');
  });

  it('tells "keychain unavailable" apart from "no key stored"', async () => {
    const store = createSecretStore(createUnavailableSecretBackend('linux'));
    const error: unknown = await store.hasApiKey(OWNER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect((error as KeychainUnavailableError).message).toMatch(/GNOME Keyring.*KWallet/);
    expect((error as KeychainUnavailableError).kind).toBe('keychain_unavailable');
  });
});

describe('keychain failure messages', () => {
  it('advises per platform', () => {
    expect(new KeychainUnavailableError('darwin', 'x').message).toMatch(/Keychain Access/);
    expect(new KeychainUnavailableError('win32', 'x').message).toMatch(/Credential Manager/);
    expect(new KeychainUnavailableError('linux', 'x').message).toMatch(/Secret Service/);
  });

  it('recognises the library messages of a missing or locked Secret Service', () => {
    for (const message of [
      "Couldn't access platform storage: Secret Service: no result found",
      'Platform failure: DBus error: Failed to connect to socket /nonexistent',
      'org.freedesktop.DBus.Error.AccessDenied',
    ]) {
      expect(isUnavailableMessage(message)).toBe(true);
    }
    expect(isUnavailableMessage('Attribute service is invalid: empty')).toBe(false);
  });

  it('removes the secret from a platform message', () => {
    expect(redact('failed to store s3cr3t for s3cr3t', ['s3cr3t'])).toBe(
      'failed to store [redacted] for [redacted]',
    );
  });
});
