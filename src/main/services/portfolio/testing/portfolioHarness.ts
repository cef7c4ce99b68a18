import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../../../../sandbox';
import type { RegistrarProfileName, Simulator, SimulatorOptions } from '../../../../sandbox';
import { freeName } from '../../../../sandbox/testing/names';
import { CONTACT } from '../../../../sandbox/testing/orderFields';
import type { Contact } from '../../../../shared/api';
import type { EventName } from '../../../../shared/ipc';
import { createResellerClient } from '../../../api';
import type { ResellerClient } from '../../../api';
import { openCache } from '../../../cache/openCache';
import type { Cache } from '../../../cache/openCache';
import type { ServiceContext } from '../../serviceContext';
import type { TimerApi } from '../pendingWatcher';

/**
 * Real parts for portfolio and domain tests: the simulator over loopback HTTP on a
 * hand-moved clock, a SQLite cache file in a temp dir, reseller accounts in both, and timers
 * the test fires by hand.
 */

export interface TestAccount {
  readonly accountId: string;
  readonly email: string;
  /** The client the services use for this account. */
  readonly client: ResellerClient;
  /** A second, separate client: someone else changing the domain underneath. */
  readonly otherClient: ResellerClient;
}

export interface ManualTimers extends TimerApi {
  /** Delays of the timers waiting now. */
  pending(): number[];
  /** Runs every waiting timer. */
  fireAll(): void;
}

export interface PortfolioHarness {
  readonly sim: Simulator;
  readonly cache: Cache;
  readonly cacheFile: string;
  readonly ctx: ServiceContext;
  readonly timers: ManualTimers;
  readonly events: { name: EventName; payload: unknown }[];
  /** The first account, on the 'full' registrar profile. */
  readonly main: TestAccount;
  now(): number;
  advance(ms: number): void;
  addAccount(init: {
    email: string;
    profile?: RegistrarProfileName;
    verified?: boolean;
  }): TestAccount;
  /** Orders a free .com registration through the account's client (not provisioned). */
  orderRegistration(account: TestAccount, stem: string): Promise<string>;
  close(): Promise<void>;
}

export const FULL_CONTACT: Contact = { fullname: '', address2: '', tax_id: '', ...CONTACT };

function manualTimers(): ManualTimers {
  const waiting = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    setTimeout(callback, ms) {
      const id = next++;
      waiting.set(id, { callback, ms });
      return id;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    pending: () => [...waiting.values()].map((t) => t.ms),
    fireAll() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const timer of due) timer.callback();
    },
  };
}

export async function startPortfolioHarness(
  options: { simulator?: SimulatorOptions; mainProfile?: RegistrarProfileName } = {},
): Promise<PortfolioHarness> {
  const clock = { ms: Date.UTC(2026, 10, 22, 10, 15, 0) };
  const now = (): number => clock.ms;
  const sim = await startSimulator({ now, ...options.simulator });
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-portfolio-'));
  const cacheFile = join(dir, 'cache.sqlite');
  const { cache } = openCache(cacheFile, { now: () => new Date(clock.ms) });
  const clients = new Map<string, ResellerClient>();
  const events: { name: EventName; payload: unknown }[] = [];
  const timers = manualTimers();

  const ctx: ServiceContext = {
    cache,
    clients: (accountId) => {
      const client = clients.get(accountId);
      return client
        ? Promise.resolve(client)
        : Promise.reject(new Error(`no client for ${accountId}`));
    },
    events: {
      emit(name, payload) {
        events.push({ name, payload });
      },
    },
    now,
  };

  const makeClient = (email: string, apiKey: string): ResellerClient =>
    createResellerClient({
      baseUrl: sim.baseUrl,
      email,
      apiKey,
      now,
      minIntervalMs: 0,
      maxRetries: 0,
      sleep: () => Promise.resolve(),
    });

  const addAccount: PortfolioHarness['addAccount'] = (init) => {
    const apiKey = `key-for-${init.email}`;
    sim.addAccount({
      email: init.email,
      apiKey,
      profile: init.profile ?? 'full',
      verified: init.verified ?? true,
    });
    const account = cache.accounts.create({
      label: `Reseller ${init.email}`,
      baseUrl: sim.baseUrl,
      email: init.email,
    });
    const client = makeClient(init.email, apiKey);
    clients.set(account.id, client);
    return {
      accountId: account.id,
      email: init.email,
      client,
      otherClient: makeClient(init.email, apiKey),
    };
  };

  const main = addAccount({
    email: 'reseller@example.com',
    profile: options.mainProfile ?? 'full',
  });
  let ordered = 0;

  return {
    sim,
    cache,
    cacheFile,
    ctx,
    timers,
    events,
    main,
    now,
    advance(ms) {
      clock.ms += ms;
    },
    addAccount,
    async orderRegistration(account, stem) {
      const name = freeName('com', stem, ordered++);
      await account.client.register({
        domain: name,
        regperiod: 1,
        nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
        contacts: {
          registrant: FULL_CONTACT,
          tech: FULL_CONTACT,
          billing: FULL_CONTACT,
          admin: FULL_CONTACT,
        },
      });
      return name;
    },
    async close() {
      cache.close();
      rmSync(dir, { recursive: true, force: true });
      await sim.close();
    },
  };
}
