import { describe, expect, it } from 'vitest';
import {
  InvalidSecretInputError,
  KeychainUnavailableError,
  createMemorySecretBackend,
  createSecretStore,
  createUnavailableSecretBackend,
} from './index';
import { isUnavailableMessage, redact } from './secretErrors';

describe('secret store over an in-memory backend', () => {
  it('stores a pasted key without the surrounding whitespace and reports it as present', async () => {
    const store = createSecretStore(createMemorySecretBackend());
    expect(await store.hasApiKey('acc-1')).toBe(false);
    await store.setApiKey('acc-1', '  key-one\n');
    expect(await store.hasApiKey('acc-1')).toBe(true);
    expect(await store.getApiKey('acc-1')).toBe('key-one');
    expect(await store.deleteApiKey('acc-1')).toBe(true);
    expect(await store.deleteApiKey('acc-1')).toBe(false);
    expect(await store.getApiKey('acc-1')).toBeNull();
  });

  it('refuses an empty key or an empty account id', async () => {
    const store = createSecretStore(createMemorySecretBackend());
    await expect(store.setApiKey('acc-1', '   ')).rejects.toBeInstanceOf(InvalidSecretInputError);
    await expect(store.setApiKey(' ', 'k')).rejects.toBeInstanceOf(InvalidSecretInputError);
    await expect(store.hasApiKey('')).rejects.toBeInstanceOf(InvalidSecretInputError);
  });

  it('tells "keychain unavailable" apart from "no key stored"', async () => {
    const store = createSecretStore(createUnavailableSecretBackend('linux'));
    const error: unknown = await store.hasApiKey('acc-1').catch((e: unknown) => e);
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
