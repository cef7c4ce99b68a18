import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createResellerClient } from '../../../api';
import type { ResellerClient } from '../../../api';
import { openCache } from '../../../cache/openCache';
import type { Cache } from '../../../cache/openCache';
import { startSimulator } from '../../../../sandbox';
import type { Simulator, SimulatorOptions } from '../../../../sandbox';
import type { EventName, EventPayload } from '../../../../shared/ipc';
import type { ServiceContext } from '../../serviceContext';

/**
 * Real parts for service tests: the simulator over loopback HTTP on a hand-moved clock, a
 * SQLite cache file in a fresh temp dir, one reseller account in both, and a recorder of
 * every event the services emit.
 */
export interface ServiceHarness {
  readonly sim: Simulator;
  readonly cache: Cache;
  readonly ctx: ServiceContext;
  readonly accountId: string;
  readonly email: string;
  /** Every event emitted, in order. */
  readonly events: { name: EventName; payload: unknown }[];
  /** Moves the shared clock (simulator, client tokens, cache timestamps). */
  advance(ms: number): void;
  /** When false, the client provider answers as if offline (connection refused). */
  setOnline(online: boolean): void;
  eventsOf<E extends EventName>(name: E): EventPayload<E>[];
  /** Resolves with the first event (already emitted or to come) that matches. */
  nextEvent<E extends EventName>(
    name: E,
    matches: (payload: EventPayload<E>) => boolean,
  ): Promise<EventPayload<E>>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  readonly credit?: string;
  readonly currency?: 'USD' | 'EUR' | 'GBP';
  /** Per request; short values let tests see a timeout without waiting long. */
  readonly timeoutMs?: number;
  readonly simulator?: SimulatorOptions;
}

export async function startServiceHarness(options: HarnessOptions = {}): Promise<ServiceHarness> {
  const clock = { ms: Date.UTC(2026, 10, 22, 10, 15, 0) };
  const now = (): number => clock.ms;
  const sim = await startSimulator({ now, ...options.simulator });
  const email = 'reseller@example.com';
  const apiKey = 's3cr3t-API-key';
  sim.addAccount({
    email,
    apiKey,
    credit: options.credit ?? '1000.00',
    currency: options.currency ?? 'USD',
  });

  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-services-'));
  const { cache } = openCache(join(dir, 'cache.sqlite'), { now: () => new Date(clock.ms) });
  const account = cache.accounts.create({
    label: 'Test reseller',
    baseUrl: sim.baseUrl,
    email,
    currency: options.currency ?? 'USD',
  });

  let online = true;
  const offlineFetch: typeof fetch = () =>
    Promise.reject(
      Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
    );
  const makeClient = (fetchImpl?: typeof fetch): ResellerClient =>
    createResellerClient({
      baseUrl: sim.baseUrl,
      email,
      apiKey,
      now,
      minIntervalMs: 0,
      maxRetries: 0,
      timeoutMs: options.timeoutMs ?? 10_000,
      sleep: () => Promise.resolve(),
      ...(fetchImpl && { fetch: fetchImpl }),
    });
  const onlineClient = makeClient();
  const offlineClient = makeClient(offlineFetch);

  const events: { name: EventName; payload: unknown }[] = [];
  const listeners = new Set<(name: EventName, payload: unknown) => void>();
  const ctx: ServiceContext = {
    cache,
    clients: (accountId) =>
      accountId === account.id
        ? Promise.resolve(online ? onlineClient : offlineClient)
        : Promise.reject(new Error(`no client for ${accountId}`)),
    events: {
      emit(name, payload) {
        events.push({ name, payload });
        for (const listener of [...listeners]) listener(name, payload);
      },
    },
    now,
  };

  return {
    sim,
    cache,
    ctx,
    accountId: account.id,
    email,
    events,
    advance(ms) {
      clock.ms += ms;
    },
    setOnline(value) {
      online = value;
    },
    eventsOf<E extends EventName>(name: E) {
      return events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<E>);
    },
    nextEvent<E extends EventName>(
      name: E,
      matches: (payload: EventPayload<E>) => boolean,
    ): Promise<EventPayload<E>> {
      const seen = events.find((e) => e.name === name && matches(e.payload as EventPayload<E>));
      if (seen) return Promise.resolve(seen.payload as EventPayload<E>);
      return new Promise((resolve) => {
        const listener = (emitted: EventName, payload: unknown): void => {
          if (emitted !== name || !matches(payload as EventPayload<E>)) return;
          listeners.delete(listener);
          resolve(payload as EventPayload<E>);
        };
        listeners.add(listener);
      });
    },
    async close() {
      cache.close();
      rmSync(dir, { recursive: true, force: true });
      await sim.close();
    },
  };
}
