import { accountEntryPrefix, isProxyEntry, keyEntryName, proxyEntryName } from './keyNames';
import type { KeyOwner, ProxyOwner } from './keyNames';
import { InvalidSecretInputError } from './secretErrors';
import type { SecretBackend } from './secretBackend';

/**
 * API keys per account of one profile. Keys never leave the main process: the renderer may
 * only set, delete and ask whether one is stored. A key is bound to its profile, URL and
 * e-mail (see `keyEntryName`).
 */
export interface SecretStore {
  /** Stores (or replaces) the key; surrounding whitespace from copy-paste is dropped. */
  setApiKey(owner: KeyOwner, apiKey: string): Promise<void>;
  /** False means "no key stored"; an unreachable keychain throws KeychainUnavailableError. */
  hasApiKey(owner: KeyOwner): Promise<boolean>;
  /** Main process only. Null when no key is stored for this profile, URL and e-mail. */
  getApiKey(owner: KeyOwner): Promise<string | null>;
  /** Removes the owner's key (and its old-named one); true when one was removed. */
  deleteApiKey(owner: KeyOwner): Promise<boolean>;
  /** Whether a key of this account id is stored in this profile, under any URL or e-mail. */
  hasAnyKeyOf(owner: AccountKeys): Promise<boolean>;
  /** Removes every key (and proxy password) of this account id in this profile. */
  deleteAllKeysOf(owner: AccountKeys): Promise<boolean>;
  /** Stores (or replaces) the user name and password of the account's own proxy. */
  setProxyCredentials(owner: ProxyOwner, credentials: StoredProxyCredentials): Promise<void>;
  /** Main process only. Null when none are stored for this account and proxy URL. */
  getProxyCredentials(owner: ProxyOwner): Promise<StoredProxyCredentials | null>;
  /** Whether a proxy password is stored, without reading it out. */
  hasProxyCredentials(owner: ProxyOwner): Promise<boolean>;
  /** Removes them; true when some were stored. */
  deleteProxyCredentials(owner: ProxyOwner): Promise<boolean>;
}

export interface StoredProxyCredentials {
  readonly username: string;
  readonly password: string;
}

/** An account id, and whether a key under that id alone (older versions) counts as its. */
export type AccountKeys = Pick<KeyOwner, 'id' | 'legacyKey'>;

/** `profile` names the profile the keys belong to (its cache file). */
export function createSecretStore(backend: SecretBackend, profile = 'memory'): SecretStore {
  const nameOf = (owner: KeyOwner): string => keyEntryName(profile, checkedOwner(owner));
  const namesOf = async (accountId: string): Promise<string[]> => {
    const prefix = accountEntryPrefix(profile, checkedAccount(accountId));
    return (await backend.names()).filter((name) => name.startsWith(prefix));
  };
  const proxyNameOf = (owner: ProxyOwner): string => {
    checkedOwner(owner);
    if (owner.proxyUrl.trim() === '') {
      throw new InvalidSecretInputError(
        'Proxy credentials are stored for a proxy URL; it is missing.',
      );
    }
    return proxyEntryName(profile, owner);
  };

  return {
    async setApiKey(owner, apiKey) {
      const key = apiKey.trim();
      if (key.length === 0) throw new InvalidSecretInputError('The API key is empty.');
      await backend.set(nameOf(owner), key);
    },
    async hasApiKey(owner) {
      if ((await backend.get(nameOf(owner))) !== null) return true;
      return owner.legacyKey === true && (await backend.get(owner.id)) !== null;
    },
    async getApiKey(owner) {
      const name = nameOf(owner);
      const key = await backend.get(name);
      if (key !== null || owner.legacyKey !== true) return key;
      // A key saved by a version that named entries by account id alone: bound to the URL and
      // e-mail the account has now, which no import or edit has changed since (either clears
      // `legacyKey`), and never left under the shared name.
      const legacy = await backend.get(owner.id);
      if (legacy === null) return null;
      await backend.set(name, legacy);
      await backend.delete(owner.id);
      return legacy;
    },
    async deleteApiKey(owner) {
      const removed = await backend.delete(nameOf(owner));
      // An entry under the id alone may be another data folder's: only its own is removed.
      const legacy = owner.legacyKey === true && (await backend.delete(owner.id));
      return removed || legacy;
    },
    async hasAnyKeyOf(owner) {
      // A proxy password alone is not a key: the account still asks for one.
      if ((await namesOf(owner.id)).some((name) => !isProxyEntry(name))) return true;
      return owner.legacyKey === true && (await backend.get(owner.id)) !== null;
    },
    async deleteAllKeysOf(owner) {
      let removed = false;
      for (const name of await namesOf(owner.id)) removed = (await backend.delete(name)) || removed;
      const legacy = owner.legacyKey === true && (await backend.delete(owner.id));
      return legacy || removed;
    },
    async setProxyCredentials(owner, credentials) {
      if (credentials.username.trim() === '') {
        throw new InvalidSecretInputError('The proxy user name is empty.');
      }
      await backend.set(proxyNameOf(owner), JSON.stringify(credentials));
    },
    async getProxyCredentials(owner) {
      const stored = await backend.get(proxyNameOf(owner));
      return stored === null ? null : parseProxyCredentials(stored);
    },
    async hasProxyCredentials(owner) {
      return (await backend.get(proxyNameOf(owner))) !== null;
    },
    deleteProxyCredentials(owner) {
      return backend.delete(proxyNameOf(owner));
    },
  };
}

function checkedOwner(owner: KeyOwner): KeyOwner {
  checkedAccount(owner.id);
  if (owner.baseUrl.trim() === '' || owner.email.trim() === '') {
    throw new InvalidSecretInputError('A key is stored for an API URL and e-mail; one is missing.');
  }
  return owner;
}

function checkedAccount(accountId: string): string {
  if (accountId.trim().length === 0) {
    throw new InvalidSecretInputError('An account id is required to store an API key.');
  }
  return accountId;
}

// An entry another program changed is treated as absent: the user is asked again.
function parseProxyCredentials(stored: string): StoredProxyCredentials | null {
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { username, password } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string') return null;
    return { username, password };
  } catch {
    return null;
  }
}
