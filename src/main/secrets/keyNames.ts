/**
 * Whose key an entry holds. A key only signs calls to the URL and e-mail it was entered for,
 * in the profile it was entered in: the keychain entry is named from all of them, so changing
 * any of them (an import, an edit, another data folder) finds no key and the user is asked.
 */
export interface KeyOwner {
  readonly id: string;
  readonly baseUrl: string;
  readonly email: string;
  /**
   * The account was saved before keys were bound to their URL: its key may still sit under
   * the account id alone, and is moved to its bound name on first read.
   */
  readonly legacyKey?: boolean;
}

/** The keychain entry (account field) of an owner's key; JSON keeps every part unambiguous. */
export function keyEntryName(profile: string, owner: KeyOwner): string {
  return JSON.stringify([profile, owner.id, owner.email, owner.baseUrl]);
}

/** What every entry of one account of one profile starts with, whatever its URL or e-mail. */
export function accountEntryPrefix(profile: string, accountId: string): string {
  return `${JSON.stringify([profile, accountId]).slice(0, -1)},`;
}

/** Whose proxy credentials an entry holds: an account (as for its key) and its proxy URL. */
export interface ProxyOwner extends KeyOwner {
  readonly proxyUrl: string;
}

const PROXY_MARK = 'proxy';

/**
 * The keychain entry of an account's proxy user name and password. It starts like the
 * account's key entries, so removing the account removes it too, and it is bound to the proxy
 * URL: credentials typed for one proxy are never sent to another.
 */
export function proxyEntryName(profile: string, owner: ProxyOwner): string {
  return JSON.stringify([
    profile,
    owner.id,
    owner.email,
    owner.baseUrl,
    PROXY_MARK,
    owner.proxyUrl,
  ]);
}

/** Whether an entry name is a proxy's credentials rather than an API key. */
export function isProxyEntry(name: string): boolean {
  try {
    const parts: unknown = JSON.parse(name);
    return Array.isArray(parts) && parts.length === 6 && parts[4] === PROXY_MARK;
  } catch {
    return false;
  }
}
