import { AsyncEntry, findCredentialsAsync } from '@napi-rs/keyring';
import type { EntryOptions } from '@napi-rs/keyring';
import {
  KeychainUnavailableError,
  SecretStoreError,
  isUnavailableMessage,
  redact,
} from './secretErrors';
import type { KeychainPlatform } from './secretErrors';
import type { SecretBackend } from './secretBackend';

export const KEYCHAIN_SERVICE = 'DomainDesk';

export interface KeyringBackendOptions {
  /** Keychain service name; every key of the app lives under it. */
  service?: string;
  platform?: KeychainPlatform;
}

/**
 * The OS keychain through @napi-rs/keyring (macOS Keychain, Windows Credential Manager,
 * Linux Secret Service). Calls are async so a slow D-Bus round trip never blocks the
 * main process.
 */
export function createKeyringSecretBackend(options: KeyringBackendOptions = {}): SecretBackend {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const platform = options.platform ?? process.platform;
  // Without pinning, the library silently falls back to the kernel keyring on Linux, which
  // forgets keys at logout: that would be a quiet fallback, so require the Secret Service.
  const entryOptions: EntryOptions = { linux: { store: 'secret-service' } };

  const entry = (account: string): AsyncEntry => {
    try {
      return new AsyncEntry(service, account, entryOptions);
    } catch (error) {
      throw translate(error, platform, []);
    }
  };

  return {
    async get(account) {
      try {
        return await entry(account).getPassword();
      } catch (error) {
        throw translate(error, platform, []);
      }
    },
    async set(account, secret) {
      try {
        await entry(account).setPassword(secret);
      } catch (error) {
        throw translate(error, platform, [secret]);
      }
    },
    async delete(account) {
      try {
        return await entry(account).deleteCredential();
      } catch (error) {
        throw translate(error, platform, []);
      }
    },
    async names() {
      try {
        return (await findCredentialsAsync(service)).map((credential) => credential.account);
      } catch (error) {
        throw translate(error, platform, []);
      }
    },
  };
}

function translate(error: unknown, platform: KeychainPlatform, secrets: readonly string[]): Error {
  if (error instanceof KeychainUnavailableError || error instanceof SecretStoreError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  const detail = redact(raw, secrets);
  if (isUnavailableMessage(raw)) return new KeychainUnavailableError(platform, detail);
  return new SecretStoreError(`The system keychain refused the request: ${detail}`, detail);
}
