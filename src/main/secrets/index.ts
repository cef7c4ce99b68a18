export type { SecretBackend } from './secretBackend';
export type { AccountKeys, SecretStore, StoredProxyCredentials } from './secretStore';
export type { KeyOwner, ProxyOwner } from './keyNames';
export { keyEntryName } from './keyNames';
export type { KeychainPlatform } from './secretErrors';
export type { KeyringBackendOptions } from './keyringSecretBackend';
export { createSecretStore } from './secretStore';
export { createKeyringSecretBackend, KEYCHAIN_SERVICE } from './keyringSecretBackend';
export { createMemorySecretBackend, createUnavailableSecretBackend } from './memorySecretBackend';
export {
  InvalidSecretInputError,
  KeychainUnavailableError,
  SecretStoreError,
  keychainAdvice,
} from './secretErrors';
