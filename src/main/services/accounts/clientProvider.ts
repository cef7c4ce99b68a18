import { createResellerClient } from '../../api';
import type { PacingSnapshot, ResellerClient, ResellerClientOptions } from '../../api';
import type { AccountRecord } from '../../cache/accountsRepo';
import type { Cache } from '../../cache/openCache';
import type { EventHub } from '../../events/eventHub';
import type { SecretStore } from '../../secrets';
import type { ConnectivityChange } from '../../../shared/ipc';
import { AppFailure } from '../../../shared/ipc/errors';
import type { ClientProvider } from '../serviceContext';
import { storedAccountProxy } from './accountProxy';
import { accountSettingsStep, withAccountStep, withAccountSteps } from './accountNextSteps';
import { createConnectivityMonitor } from './connectivity';
import { keychainCall } from './keychainFailure';

export type ClientFactory = (options: ResellerClientOptions) => ResellerClient;

export interface ClientRegistryDeps {
  readonly cache: Pick<Cache, 'accounts'>;
  readonly secrets: SecretStore;
  readonly now: () => number;
  readonly createClient?: ClientFactory;
  /** Where `connectivity:changed` goes when an account's API stops or starts answering. */
  readonly events?: Pick<EventHub, 'emit'>;
}

/** The clients of one profile: one per account, reused so its pacing holds for every caller. */
export interface ClientRegistry {
  readonly provide: ClientProvider;
  /** Forgets the account's client; the next call builds one from current settings and key. */
  invalidate(accountId: string): void;
  /** Whether each account's API answered its last call (accounts called in this run). */
  connectivity(): ConnectivityChange[];
  /** The account's current pace; null when its client has not been built in this run. */
  pacing(accountId: string): Promise<PacingSnapshot | null>;
  /** Notes a key seen in this run (typed or read from the keychain). */
  rememberKey(apiKey: string): void;
  /** Every key seen in this run, so error text can be scrubbed of them as a last resort. */
  knownKeys(): readonly string[];
}

/** Where client settings come from: a saved account, or typed settings not saved yet. */
export type ClientSettingsSource = Pick<AccountRecord, 'baseUrl' | 'email'> &
  Partial<
    Pick<
      AccountRecord,
      'userAgent' | 'maxConcurrentRequests' | 'minRequestIntervalMs' | 'maxInputVars'
    >
  >;

/** The client settings taken from an account; a change in any of them means a new client. */
export function clientSettings(
  account: ClientSettingsSource,
  apiKey: string,
  now: () => number,
): ResellerClientOptions {
  const { userAgent, maxConcurrentRequests, minRequestIntervalMs, maxInputVars } = account;
  return {
    baseUrl: account.baseUrl,
    email: account.email,
    apiKey,
    ...(userAgent !== undefined && userAgent !== null && { userAgent }),
    ...(maxConcurrentRequests !== undefined && { concurrency: maxConcurrentRequests }),
    ...(minRequestIntervalMs !== undefined && { minIntervalMs: minRequestIntervalMs }),
    ...(maxInputVars !== undefined && { maxInputVars }),
    now,
  };
}

function fingerprint(account: AccountRecord): string {
  return JSON.stringify([
    account.baseUrl,
    account.email,
    account.userAgent,
    account.maxConcurrentRequests,
    account.minRequestIntervalMs,
    account.maxInputVars,
    account.proxyUrl,
  ]);
}

export function requireAccount(cache: Pick<Cache, 'accounts'>, accountId: string): AccountRecord {
  const account = cache.accounts.get(accountId);
  if (!account) {
    throw new AppFailure('not_found', 'This account is no longer set up in DomainDesk.');
  }
  return account;
}

export function createClientRegistry(deps: ClientRegistryDeps): ClientRegistry {
  const createClient = deps.createClient ?? createResellerClient;
  const clients = new Map<string, { fingerprint: string; client: Promise<ResellerClient> }>();
  // Keys read from the keychain count too: after a restart no key is typed, yet they are used.
  const seenKeys = new Set<string>();
  // Every call of every service goes through these clients, so they are where reaching the
  // API is observed.
  const monitor = createConnectivityMonitor({
    events: deps.events ?? { emit: () => undefined },
    now: deps.now,
  });

  // A replaced client's queue would otherwise wait on, paced by settings no longer in force.
  const retire = (entry: { client: Promise<ResellerClient> } | undefined): void => {
    entry?.client.then(
      (client) => {
        client.pace.retire();
      },
      () => undefined,
    );
  };

  const build = async (account: AccountRecord): Promise<ResellerClient> => {
    const apiKey = await keychainCall(() => deps.secrets.getApiKey(account)).catch(
      (error: unknown) => {
        throw withAccountStep(error, account.id);
      },
    );
    if (apiKey === null) {
      throw new AppFailure(
        'auth',
        `No API key is stored for "${account.label}". Enter the key in the account's settings.`,
        undefined,
        accountSettingsStep(account.id),
      );
    }
    seenKeys.add(apiKey);
    const accountProxy = await storedAccountProxy(deps.secrets, account).catch((error: unknown) => {
      throw withAccountStep(error, account.id);
    });
    if (accountProxy?.password) seenKeys.add(accountProxy.password);
    const client = createClient({
      ...clientSettings(account, apiKey, deps.now),
      ...(accountProxy && { accountProxy }),
    });
    return withAccountSteps(account.id, monitor.observe(account.id, client));
  };

  return {
    async provide(accountId) {
      const account = requireAccount(deps.cache, accountId);
      const print = fingerprint(account);
      const cached = clients.get(accountId);
      if (cached?.fingerprint === print) return cached.client;
      // Concurrent callers share one build (one keychain read, one pacer).
      retire(cached);
      const client = build(account);
      const entry = { fingerprint: print, client };
      clients.set(accountId, entry);
      client.catch(() => {
        if (clients.get(accountId) === entry) clients.delete(accountId);
      });
      return client;
    },
    invalidate(accountId) {
      retire(clients.get(accountId));
      clients.delete(accountId);
    },
    connectivity() {
      return monitor.status().filter((view) => deps.cache.accounts.get(view.accountId) !== null);
    },
    async pacing(accountId) {
      const built = clients.get(accountId)?.client;
      if (built === undefined) return null;
      try {
        return (await built).pace.status();
      } catch {
        // The build failed (no key, keychain locked): nothing has been sent.
        return null;
      }
    },
    rememberKey(apiKey) {
      seenKeys.add(apiKey);
    },
    knownKeys() {
      return [...seenKeys];
    },
  };
}
