import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openCache } from './cache/openCache';
import type { Cache, CacheRecovery, CacheRollback, OpenCacheResult } from './cache/openCache';
import type { EventHub } from './events/eventHub';
import { createSecretStore } from './secrets';
import type { SecretBackend, SecretStore } from './secrets';
import { createClientRegistry } from './services/accounts';
import { settleInterruptedOrders } from './services/orders/interruptedOrders';
import type { ClientFactory, ClientRegistry } from './services/accounts';
import type { ServiceContext } from './services/serviceContext';

/**
 * A profile is one set of data the app works on: the user's own (cache file + OS keychain)
 * or the demo's (its own cache file + keys in memory). They never share a file or a key.
 */
export type ProfileKind = 'user' | 'demo';

export const CACHE_FILE_NAMES: Readonly<Record<ProfileKind, string>> = {
  user: 'domaindesk.sqlite',
  demo: 'demo.sqlite',
};

export interface Profile {
  readonly kind: ProfileKind;
  readonly cache: Cache;
  readonly secrets: SecretStore;
  readonly clients: ClientRegistry;
  readonly ctx: ServiceContext;
  /** Set when the cache file was damaged and replaced by a fresh one on opening. */
  readonly recovered?: CacheRecovery;
  /** Set when committed changes in a damaged write-ahead log could not be replayed. */
  readonly rolledBack?: CacheRollback;
  /** Registers work to do when the profile closes (the demo's simulator stops there). */
  onClose(task: () => Promise<void> | void): void;
  close(): Promise<void>;
}

export interface ProfileOptions {
  readonly kind: ProfileKind;
  /** Folder of the cache file; undefined keeps the cache in memory. */
  readonly dataDir: string | undefined;
  readonly secretBackend: SecretBackend;
  readonly events: Pick<EventHub, 'emit'>;
  readonly now: () => number;
  readonly createClient?: ClientFactory;
  readonly log?: (message: string) => void;
  /** The cache already opened (see `openCacheSafely`); opened here when absent. */
  readonly opened?: OpenCacheResult;
}

function cacheFile(kind: ProfileKind, dataDir: string | undefined): string {
  if (dataDir === undefined) return ':memory:';
  const file = join(dataDir, CACHE_FILE_NAMES[kind]);
  // A demo starts fresh every time: its simulator keeps its state in memory only, so an old
  // demo cache would describe orders and domains that no longer exist.
  if (kind === 'demo') {
    for (const suffix of ['', '-wal', '-shm', '-clean'])
      rmSync(`${file}${suffix}`, { force: true });
  }
  return file;
}

export function openProfile(options: ProfileOptions): Profile {
  const { cache, recovered, rolledBack, fullCheck } =
    options.opened ??
    openCache(cacheFile(options.kind, options.dataDir), { now: () => new Date(options.now()) });
  if (options.dataDir !== undefined) {
    options.log?.(
      fullCheck === undefined
        ? `Opened the ${options.kind} cache; it was closed cleanly, so the full integrity check was skipped.`
        : `Opened the ${options.kind} cache after a full integrity check (${fullCheck}).`,
    );
  }
  if (recovered) {
    options.log?.(
      `The offline cache could not be read (${recovered.reason}); it was moved to ${recovered.movedTo} and a fresh one was started with what could still be read.`,
    );
  }
  if (rolledBack) {
    options.log?.(
      `Committed changes in the damaged write-ahead log could not be replayed (${String(rolledBack.lostCommits ?? 'an unknown number of')} commit(s)); a copy is at ${rolledBack.walCopy}.`,
    );
  }
  // Orders the last run left on their way can only be settled now, and the user told.
  settleInterruptedOrders(cache, options.log);
  // Keys are bound to this profile's cache file: another data folder never finds them.
  const secrets = createSecretStore(options.secretBackend, cache.filePath);
  const clients = createClientRegistry({
    cache,
    secrets,
    now: options.now,
    events: options.events,
    ...(options.createClient && { createClient: options.createClient }),
  });
  const closers: (() => Promise<void> | void)[] = [];
  let closed = false;
  return {
    kind: options.kind,
    cache,
    secrets,
    clients,
    ctx: { cache, clients: clients.provide, events: options.events, now: options.now },
    ...(recovered && { recovered }),
    ...(rolledBack && { rolledBack }),
    onClose(task) {
      closers.push(task);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const task of closers.splice(0).reverse()) {
        try {
          await task();
        } catch (error) {
          options.log?.(`A task failed while closing a profile: ${String(error)}`);
        }
      }
      cache.close();
    },
  };
}

export interface ActiveProfile<S> {
  readonly profile: Profile;
  readonly services: S;
}

export interface ProfileSwitch<S> {
  /** The whole run is a demo: there is no user profile to go back to. */
  readonly demoOnly: boolean;
  current(): ActiveProfile<S>;
  /** Every profile opened in this run, the closed ones included. */
  opened(): readonly ActiveProfile<S>[];
  /** Makes the demo profile current, opening a fresh one when needed. */
  enterDemo(): ActiveProfile<S>;
  /** Closes the demo profile and goes back to the user's; false when the run is demo only. */
  leaveDemo(): Promise<boolean>;
  close(): Promise<void>;
}

export function createProfileSwitch<S>(options: {
  readonly demoOnly: boolean;
  open(kind: ProfileKind): Profile;
  build(profile: Profile): S;
}): ProfileSwitch<S> {
  const activate = (kind: ProfileKind): ActiveProfile<S> => {
    const profile = options.open(kind);
    const entry = { profile, services: options.build(profile) };
    history.push(entry);
    return entry;
  };
  const history: ActiveProfile<S>[] = [];
  const user = options.demoOnly ? undefined : activate('user');
  let demo = options.demoOnly ? activate('demo') : undefined;
  const initial = user ?? demo;
  if (initial === undefined) throw new Error('A run always opens one profile.');
  let current = initial;

  return {
    demoOnly: options.demoOnly,
    current: () => current,
    opened: () => history,
    enterDemo() {
      demo ??= activate('demo');
      current = demo;
      return demo;
    },
    async leaveDemo() {
      if (user === undefined) return false;
      const leaving = demo;
      current = user;
      demo = undefined;
      await leaving?.profile.close();
      return true;
    },
    async close() {
      await demo?.profile.close();
      await user?.profile.close();
    },
  };
}
