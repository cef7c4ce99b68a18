import type { AccountProxy } from '../../api';
import type { AccountRecord } from '../../cache/accountsRepo';
import type { ProxyOwner, SecretStore } from '../../secrets';
import type { AccountProxyInput, AccountProxySummary } from '../../../shared/accounts/proxyRules';
import { keychainCall } from './keychainFailure';

type Owner = Pick<AccountRecord, 'id' | 'baseUrl' | 'email'>;

function ownerOf(account: Owner, proxyUrl: string): ProxyOwner {
  return { id: account.id, baseUrl: account.baseUrl, email: account.email, proxyUrl };
}

/** What the renderer is told: the URL, and whether credentials are stored (never which). */
export async function proxySummaryOf(
  secrets: SecretStore,
  account: Pick<AccountRecord, 'id' | 'baseUrl' | 'email' | 'proxyUrl'>,
): Promise<AccountProxySummary | null> {
  if (account.proxyUrl === null) return null;
  const credentialsStored = await secrets
    .hasProxyCredentials(ownerOf(account, account.proxyUrl))
    // An unreachable keychain is shown by the key's status; the URL is still worth showing.
    .catch(() => false);
  return { url: account.proxyUrl, credentialsStored };
}

/** The proxy a saved account's client uses, its credentials read from the keychain. */
export async function storedAccountProxy(
  secrets: SecretStore,
  account: AccountRecord,
): Promise<AccountProxy | undefined> {
  if (account.proxyUrl === null) return undefined;
  const owner = ownerOf(account, account.proxyUrl);
  const credentials = await keychainCall(() => secrets.getProxyCredentials(owner));
  return { url: account.proxyUrl, ...credentials };
}

/** The proxy of typed settings (a connection test before anything is saved). */
export function typedAccountProxy(
  input: AccountProxyInput | null | undefined,
): AccountProxy | undefined {
  if (!input) return undefined;
  return input.username === ''
    ? { url: input.url }
    : { url: input.url, username: input.username, password: input.password };
}

/** Stores the credentials typed with a new account's proxy, if any. */
export async function storeTypedProxy(
  secrets: SecretStore,
  account: Owner,
  input: AccountProxyInput | null | undefined,
): Promise<void> {
  if (!input || input.username === '') return;
  const { username, password } = input;
  await keychainCall(() =>
    secrets.setProxyCredentials(ownerOf(account, input.url), { username, password }),
  );
}

/**
 * After an account's proxy was changed (`input`; null removes it): typed credentials replace
 * the stored ones, empty fields keep them (moved to the new URL or account address), and a
 * removed proxy or `forgetCredentials` deletes them. The old entry never stays behind.
 */
export async function updateStoredProxy(
  secrets: SecretStore,
  before: AccountRecord,
  after: AccountRecord,
  input: AccountProxyInput | null | undefined,
): Promise<void> {
  if (input === undefined && before.baseUrl === after.baseUrl && before.email === after.email) {
    return;
  }
  const old = before.proxyUrl === null ? null : ownerOf(before, before.proxyUrl);
  const kept = old === null ? null : await keychainCall(() => secrets.getProxyCredentials(old));
  const next =
    !input || input.forgetCredentials === true
      ? null
      : input.username !== ''
        ? { username: input.username, password: input.password }
        : kept;
  if (old !== null && kept !== null) await keychainCall(() => secrets.deleteProxyCredentials(old));
  if (next !== null && after.proxyUrl !== null) {
    const owner = ownerOf(after, after.proxyUrl);
    await keychainCall(() => secrets.setProxyCredentials(owner, next));
  }
}
