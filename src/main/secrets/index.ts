export type { SecretBackend } from './secretBackend';
export type { SecretStore } from './secretStore';
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
