import { KeychainUnavailableError } from './secretErrors';
import type { KeychainPlatform } from './secretErrors';
import type { SecretBackend } from './secretBackend';

/** Keeps secrets in process memory only; for tests of code that needs a SecretStore. */
export function createMemorySecretBackend(): SecretBackend {
  const secrets = new Map<string, string>();
  return {
    get: (account) => Promise.resolve(secrets.get(account) ?? null),
    set: (account, secret) => {
      secrets.set(account, secret);
      return Promise.resolve();
    },
    delete: (account) => Promise.resolve(secrets.delete(account)),
    names: () => Promise.resolve([...secrets.keys()]),
  };
}

/** A backend that behaves like a machine without a keychain; for tests of the error path. */
export function createUnavailableSecretBackend(
  platform: KeychainPlatform = 'linux',
): SecretBackend {
  const fail = (): Promise<never> =>
    Promise.reject(new KeychainUnavailableError(platform, 'no keychain in this environment'));
  return { get: fail, set: fail, delete: fail, names: fail };
}
