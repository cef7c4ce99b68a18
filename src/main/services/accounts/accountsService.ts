import { randomUUID } from 'node:crypto';
import { createResellerClient } from '../../api';
import type { AccountProxy } from '../../api';
import type { AccountRecord } from '../../cache/accountsRepo';
import { DuplicateError } from '../../cache/cacheErrors';
import type { Cache } from '../../cache/openCache';
import type { EventHub } from '../../events/eventHub';
import type { SecretStore } from '../../secrets';
import type {
  AccountPatchInput,
  ConnectInput,
  ConnectionDraft,
} from '../../../shared/accounts/accountRules';
import type {
  AccountSummary,
  ConnectedAccount,
  ConnectionCheck,
  KeyStatus,
} from '../../../shared/accounts/accountTypes';
import type { ConnectivityChange } from '../../../shared/ipc';
import type { PacingView } from '../../../shared/ipc/channels/connectivity';
import { AppFailure } from '../../../shared/ipc/errors';
import {
  proxySummaryOf,
  storedAccountProxy,
  storeTypedProxy,
  typedAccountProxy,
  updateStoredProxy,
} from './accountProxy';
import { keyStatusOf, toSummary } from './accountSummary';
import { clientSettings, requireAccount } from './clientProvider';
import type { ClientFactory, ClientRegistry, ClientSettingsSource } from './clientProvider';
import { checkConnection, requireKeyForNewAddress, wordedForTheForm } from './connectionCheck';
import { keychainCall } from './keychainFailure';

export interface AccountsServiceDeps {
  readonly cache: Pick<Cache, 'accounts' | 'activity'>;
  readonly secrets: SecretStore;
  readonly clients: ClientRegistry;
  readonly events: Pick<EventHub, 'emit'>;
  /** Wall clock in ms since the epoch. */
  readonly now: () => number;
  /** Builds the throwaway clients of connection tests; defaults to the real client. */
  readonly createClient?: ClientFactory;
}

export interface AccountsService {
  list(): Promise<AccountSummary[]>;
  get(accountId: string): Promise<AccountSummary>;
  keyStatus(accountId: string): Promise<KeyStatus>;
  /** Checks typed settings against the API; saves nothing. */
  test(draft: ConnectionDraft): Promise<ConnectionCheck>;
  /** Checks, then saves the account, its key and its balance. Nothing is saved on failure. */
  connect(input: ConnectInput): Promise<ConnectedAccount>;
  /**
   * A new API URL or e-mail needs `apiKey`: the connection is tested with it first (nothing
   * is saved when that fails), and it is stored for them in place of the old key.
   */
  update(accountId: string, changes: AccountPatchInput, apiKey?: string): Promise<AccountSummary>;
  /** Checks the new key with the saved settings; the old key stays when the check fails. */
  replaceKey(accountId: string, apiKey: string): Promise<ConnectedAccount>;
  deleteKey(accountId: string): Promise<AccountSummary>;
  /** Checks the saved settings and key, and records the balance. */
  verify(accountId: string): Promise<ConnectedAccount>;
  refreshBalance(accountId: string): Promise<AccountSummary>;
  remove(accountId: string): Promise<{ removed: boolean }>;
  /** Whether each account's API answered its last call; accounts not called yet are left out. */
  connectivity(): ConnectivityChange[];
  /** The account's current pace while its API is being called; null before the first call. */
  pacing(accountId: string): Promise<PacingView | null>;
  /** Keys seen by this process, so error text can be scrubbed of them as a last resort. */
  knownSecrets(): readonly string[];
}

/** A connection test answers quickly: no retries, a shorter wait than bulk work. */
const TEST_CLIENT = { concurrency: 1, minIntervalMs: 0, maxRetries: 0, timeoutMs: 15_000 };

export function createAccountsService(deps: AccountsServiceDeps): AccountsService {
  const { cache, secrets, clients, events, now } = deps;
  const createClient = deps.createClient ?? createResellerClient;

  const summary = async (account: AccountRecord): Promise<AccountSummary> =>
    toSummary(account, await keyStatusOf(secrets, account), await proxySummaryOf(secrets, account));
  const changed = (accountId: string): void => {
    events.emit('cache:changed', { scope: 'accounts', accountId });
  };
  const ensureUnique = (baseUrl: string, email: string, exceptId?: string): void => {
    const same = cache.accounts
      .list()
      .find(
        (account) =>
          account.id !== exceptId &&
          account.baseUrl.toLowerCase() === baseUrl.toLowerCase() &&
          account.email.toLowerCase() === email.toLowerCase(),
      );
    if (same) {
      throw new AppFailure(
        'conflict',
        `This API URL and e-mail are already connected as "${same.label}".`,
      );
    }
  };
  /** A connection test of saved or typed settings, with a throwaway client. */
  const checkWithKey = async (
    settings: ClientSettingsSource,
    apiKey: string,
    accountProxy?: AccountProxy,
  ): Promise<ConnectionCheck> => {
    clients.rememberKey(apiKey);
    if (accountProxy?.password) clients.rememberKey(accountProxy.password);
    return checkConnection(
      createClient({
        ...clientSettings(settings, apiKey, now),
        ...TEST_CLIENT,
        ...(accountProxy && { accountProxy }),
      }),
      now,
    );
  };
  const test = (draft: ConnectionDraft): Promise<ConnectionCheck> =>
    checkWithKey(draft, draft.apiKey, typedAccountProxy(draft.proxy)).catch((error: unknown) => {
      throw wordedForTheForm(error);
    });
  const recordCheck = async (
    account: AccountRecord,
    check: ConnectionCheck,
  ): Promise<ConnectedAccount> => {
    cache.accounts.recordBalance(account.id, check.balance);
    changed(account.id);
    return { account: await summary(requireAccount(cache, account.id)), check };
  };

  return {
    async list() {
      return Promise.all(cache.accounts.list().map(summary));
    },

    async get(accountId) {
      return summary(requireAccount(cache, accountId));
    },

    async keyStatus(accountId) {
      return keyStatusOf(secrets, requireAccount(cache, accountId));
    },

    test,

    async connect(input) {
      ensureUnique(input.baseUrl, input.email);
      const check = await test(input);
      const id = randomUUID();
      const owner = { id, baseUrl: input.baseUrl, email: input.email };
      await keychainCall(() => secrets.setApiKey(owner, input.apiKey));
      let account: AccountRecord;
      try {
        await storeTypedProxy(secrets, owner, input.proxy);
        account = cache.accounts.create({
          id,
          label: input.label,
          baseUrl: input.baseUrl,
          email: input.email,
          userAgent: input.userAgent ?? null,
          currency: input.currency ?? null,
          proxyUrl: input.proxy?.url ?? null,
          ...(input.maxConcurrentRequests !== undefined && {
            maxConcurrentRequests: input.maxConcurrentRequests,
          }),
          ...(input.minRequestIntervalMs !== undefined && {
            minRequestIntervalMs: input.minRequestIntervalMs,
          }),
          ...(input.maxInputVars !== undefined && { maxInputVars: input.maxInputVars }),
          ...(input.orderSettleMinutes !== undefined && {
            orderSettleMinutes: input.orderSettleMinutes,
          }),
        });
      } catch (error) {
        // No orphan key in the keychain for an account that was never saved.
        await secrets.deleteAllKeysOf(owner).catch(() => false);
        if (error instanceof DuplicateError) {
          throw new AppFailure('conflict', 'This API URL and e-mail are already connected.');
        }
        throw error;
      }
      const connected = await recordCheck(account, check);
      cache.activity.append({
        accountId: id,
        action: 'account.connect',
        after: connected.account,
        result: 'succeeded',
      });
      return connected;
    },

    async update(accountId, changes, apiKey) {
      const before = requireAccount(cache, accountId);
      const baseUrl = changes.baseUrl ?? before.baseUrl;
      const email = changes.email ?? before.email;
      ensureUnique(baseUrl, email, accountId);
      const { proxy, ...settings } = changes;
      const moved = baseUrl !== before.baseUrl || email !== before.email;
      const newKey = moved ? requireKeyForNewAddress(apiKey) : undefined;
      const check =
        newKey === undefined
          ? undefined
          : await checkWithKey(
              { ...before, ...settings, baseUrl, email },
              newKey,
              proxy === undefined
                ? await storedAccountProxy(secrets, before)
                : typedAccountProxy(proxy),
            );
      const after = cache.accounts.update(accountId, {
        ...settings,
        ...(proxy !== undefined && { proxyUrl: proxy?.url ?? null }),
      });
      await updateStoredProxy(secrets, before, after, proxy);
      clients.invalidate(accountId);
      // The key was given for the old URL and e-mail: it is not carried over to new ones.
      if (after.baseUrl !== before.baseUrl || after.email !== before.email) {
        await secrets.deleteApiKey(before).catch(() => false);
      }
      if (newKey !== undefined && check !== undefined) {
        await keychainCall(() => secrets.setApiKey(after, newKey));
        cache.accounts.recordBalance(accountId, check.balance);
      }
      const [beforeSummary, afterSummary] = await Promise.all([
        summary(before),
        summary(requireAccount(cache, accountId)),
      ]);
      cache.activity.append({
        accountId,
        action: 'account.update',
        before: beforeSummary,
        after: afterSummary,
        result: 'succeeded',
      });
      changed(accountId);
      return afterSummary;
    },

    async replaceKey(accountId, apiKey) {
      const account = requireAccount(cache, accountId);
      const before = await keyStatusOf(secrets, account);
      const check = await checkWithKey(account, apiKey);
      await keychainCall(() => secrets.setApiKey(account, apiKey));
      clients.invalidate(accountId);
      const connected = await recordCheck(account, check);
      cache.activity.append({
        accountId,
        action: 'account.key.replace',
        before: { keyStatus: before },
        after: { keyStatus: connected.account.keyStatus },
        result: 'succeeded',
      });
      return connected;
    },

    async deleteKey(accountId) {
      const account = requireAccount(cache, accountId);
      const removed = await keychainCall(() => secrets.deleteApiKey(account));
      clients.invalidate(accountId);
      cache.activity.append({
        accountId,
        action: 'account.key.delete',
        before: { keyStatus: removed ? 'stored' : 'missing' },
        after: { keyStatus: 'missing' },
        result: 'succeeded',
      });
      changed(accountId);
      return summary(account);
    },

    async verify(accountId) {
      const account = requireAccount(cache, accountId);
      const check = await checkConnection(await clients.provide(accountId), now);
      return recordCheck(account, check);
    },

    async refreshBalance(accountId) {
      const account = requireAccount(cache, accountId);
      const balance = await (await clients.provide(accountId)).credits();
      cache.accounts.recordBalance(account.id, balance);
      changed(accountId);
      return summary(requireAccount(cache, accountId));
    },

    async remove(accountId) {
      const account = cache.accounts.get(accountId);
      if (!account) return { removed: false };
      const before = await summary(account);
      // The key goes first: an account row without a key is harmless, a key without a row
      // would stay in the keychain for good.
      await keychainCall(() => secrets.deleteAllKeysOf(account));
      clients.invalidate(accountId);
      const removed = cache.accounts.remove(accountId);
      cache.activity.append({
        accountId,
        action: 'account.remove',
        before,
        result: 'succeeded',
      });
      changed(accountId);
      return { removed };
    },

    connectivity: () => clients.connectivity(),

    pacing: (accountId) => clients.pacing(accountId),

    knownSecrets: () => clients.knownKeys(),
  };
}
