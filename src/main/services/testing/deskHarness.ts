import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../../../sandbox';
import type { Simulator } from '../../../sandbox';
import type {
  ChannelName,
  ChannelOutput,
  EventName,
  EventPayload,
  Result,
} from '../../../shared/ipc';
import { createResellerClient } from '../../api';
import { createServices } from '../../createServices';
import type { ServiceOptions, Services } from '../../createServices';
import { createDispatcher } from '../../ipc/dispatcher';
import { createHandlers } from '../../ipc/handlers';
import { CACHE_FILE_NAMES } from '../../profiles';
import { createMemorySecretBackend } from '../../secrets';

/**
 * The app as a window reaches it: every service assembled by `createServices` on a cache
 * file in a fresh temp dir, called through the dispatcher, next to a simulator over
 * loopback HTTP with one reseller account in it. The clock is moved by hand.
 */
export interface Desk {
  readonly services: Services;
  readonly sim: Simulator;
  readonly email: string;
  readonly apiKey: string;
  /** The profile's cache file, to look at what was stored. */
  readonly cacheFile: string;
  /** Every event emitted, in order. */
  readonly events: { name: EventName; payload: unknown }[];
  eventsOf<E extends EventName>(name: E): EventPayload<E>[];
  call<C extends ChannelName>(channel: C, input?: unknown): Promise<Result<ChannelOutput<C>>>;
  /** Connects the simulator's account through `accounts:connect`; returns its id. */
  connect(): Promise<string>;
  advance(ms: number): void;
  close(): Promise<void>;
}

export function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

/** The app on the data folder `dataDir`, called through the dispatcher as a window calls it. */
export function openApp(
  dataDir: string,
  options: Pick<ServiceOptions, 'now' | 'createClient' | 'secretBackend'> = {},
): Pick<Desk, 'services' | 'events' | 'eventsOf' | 'call'> {
  const events: Desk['events'] = [];
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend: createMemorySecretBackend(),
    events: { emit: (name, payload) => events.push({ name, payload }) },
    ...options,
  });
  const dispatcher = createDispatcher(createHandlers(services), {
    knownSecrets: () => services.knownSecrets(),
  });
  return {
    services,
    events,
    eventsOf: <E extends EventName>(name: E) =>
      events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<E>),
    call: async <C extends ChannelName>(channel: C, input?: unknown) =>
      (await dispatcher.dispatch({ channel, input, trustedSender: true })) as Result<
        ChannelOutput<C>
      >,
  };
}

export async function openDesk(): Promise<Desk> {
  const clock = { ms: Date.UTC(2026, 10, 22, 10, 15, 0) };
  const now = (): number => clock.ms;
  const sim = await startSimulator({ now });
  const email = 'reseller@example.com';
  const apiKey = 's3cr3t-API-key';
  sim.addAccount({ email, apiKey, credit: '1000.00', currency: 'USD' });
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-desk-'));
  const { services, events, eventsOf, call } = openApp(dir, {
    now,
    // Retries of reads happen at once instead of after a real back-off.
    createClient: (options) =>
      createResellerClient({ ...options, sleep: () => Promise.resolve(), timeoutMs: 10_000 }),
  });

  return {
    services,
    sim,
    email,
    apiKey,
    cacheFile: join(dir, CACHE_FILE_NAMES.user),
    events,
    eventsOf,
    call,
    async connect() {
      const connected = must(
        await call('accounts:connect', {
          label: 'Test reseller',
          baseUrl: sim.baseUrl,
          email,
          apiKey,
          maxConcurrentRequests: 4,
          minRequestIntervalMs: 0,
        }),
      );
      return connected.account.id;
    },
    advance(ms) {
      clock.ms += ms;
    },
    async close() {
      await services.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
