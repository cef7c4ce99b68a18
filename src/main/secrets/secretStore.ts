import { InvalidSecretInputError } from './secretErrors';
import type { SecretBackend } from './secretBackend';

/**
 * API keys per account. Keys never leave the main process: the renderer may only set,
 * delete and ask whether one is stored.
 */
export interface SecretStore {
  /** Stores (or replaces) the key; surrounding whitespace from copy-paste is dropped. */
  setApiKey(accountId: string, apiKey: string): Promise<void>;
  /** False means "no key stored"; an unreachable keychain throws KeychainUnavailableError. */
  hasApiKey(accountId: string): Promise<boolean>;
  /** Main process only. Null when no key is stored. */
  getApiKey(accountId: string): Promise<string | null>;
  /** True when a key was removed, false when none was stored. */
  deleteApiKey(accountId: string): Promise<boolean>;
}

export function createSecretStore(backend: SecretBackend): SecretStore {
  return {
    async setApiKey(accountId, apiKey) {
      const key = apiKey.trim();
      if (key.length === 0) throw new InvalidSecretInputError('The API key is empty.');
      await backend.set(checkedAccount(accountId), key);
    },
    async hasApiKey(accountId) {
      return (await backend.get(checkedAccount(accountId))) !== null;
    },
    async getApiKey(accountId) {
      return backend.get(checkedAccount(accountId));
    },
    async deleteApiKey(accountId) {
      return backend.delete(checkedAccount(accountId));
    },
  };
}

function checkedAccount(accountId: string): string {
  if (accountId.trim().length === 0) {
    throw new InvalidSecretInputError('An account id is required to store an API key.');
  }
  return accountId;
}
