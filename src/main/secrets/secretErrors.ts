/** Which keychain the advice talks about; `process.platform` values. */
export type KeychainPlatform = 'linux' | 'darwin' | 'win32' | (string & {});

const adviceByPlatform: Record<string, string> = {
  linux:
    'No usable keychain was found. DomainDesk keeps API keys only in the system keychain ' +
    '(Secret Service over D-Bus). Install and start a Secret Service provider such as ' +
    'GNOME Keyring (package "gnome-keyring") or KWallet, make sure it is unlocked, then try again.',
  darwin:
    'The macOS Keychain could not be used. Unlock your login keychain in Keychain Access and ' +
    'allow DomainDesk to use it, then try again.',
  win32:
    'Windows Credential Manager could not be used. Make sure the Credential Manager service ' +
    'is running and you are signed in to your Windows account, then try again.',
};

export function keychainAdvice(platform: KeychainPlatform): string {
  return (
    adviceByPlatform[platform] ??
    'No supported system keychain is available on this computer, so API keys cannot be stored.'
  );
}

/**
 * The system keychain cannot be reached (no Secret Service, locked, D-Bus missing).
 * DomainDesk never falls back to storing keys elsewhere; the message says what to fix.
 */
export class KeychainUnavailableError extends Error {
  override readonly name = 'KeychainUnavailableError';
  readonly kind = 'keychain_unavailable' as const;
  /** What the platform reported, with any secret removed. */
  readonly detail: string;

  constructor(platform: KeychainPlatform, detail: string) {
    super(keychainAdvice(platform));
    this.detail = detail;
  }
}

/** The keychain answered but refused the operation for another reason. */
export class SecretStoreError extends Error {
  override readonly name = 'SecretStoreError';
  readonly kind = 'secret_store_failed' as const;
  readonly detail: string;

  constructor(message: string, detail: string) {
    super(message);
    this.detail = detail;
  }
}

/** The caller passed an empty account id or an empty key. */
export class InvalidSecretInputError extends Error {
  override readonly name = 'InvalidSecretInputError';
  readonly kind = 'invalid_input' as const;
}

// Messages of the keyring library when the store itself is missing, locked or refuses access
// (keyring-rs PlatformFailure / NoStorageAccess, D-Bus and Secret Service failures).
const unavailablePatterns = [
  /platform failure/i,
  /couldn't access platform storage/i,
  /d-?bus/i,
  /secret service/i,
  /no result found/i,
  /accessdenied|access denied/i,
  /locked/i,
  /prompt/i,
];

export function isUnavailableMessage(message: string): boolean {
  return unavailablePatterns.some((pattern) => pattern.test(message));
}

/** Removes every occurrence of the given secrets from a platform message. */
export function redact(message: string, secrets: readonly string[]): string {
  let out = message;
  for (const secret of secrets) {
    if (secret.length > 0) out = out.split(secret).join('[redacted]');
  }
  return out;
}
