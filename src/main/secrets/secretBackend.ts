/**
 * Where secrets physically live. The app uses the OS keychain; tests of callers use the
 * in-memory backend. A backend throws KeychainUnavailableError when it cannot work at all.
 */
export interface SecretBackend {
  /** The stored secret, or null when nothing is stored under this entry name. */
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when something was deleted, false when nothing was stored. */
  delete(account: string): Promise<boolean>;
  /** The names of every entry under the app's service. */
  names(): Promise<string[]>;
}
