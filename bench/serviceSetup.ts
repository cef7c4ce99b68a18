import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache/openCache';
import type { Cache } from '../src/main/cache/openCache';
import { createMemorySecretBackend, createSecretStore } from '../src/main/secrets';
import { createClientRegistry } from '../src/main/services/accounts';
import { createJobRunner } from '../src/main/services/jobs';
import type { JobRunner } from '../src/main/services/jobs';
import type { ServiceContext } from '../src/main/services/serviceContext';
import type { AccountInit } from '../src/sandbox';
import { startSimulatorProcess } from './simulatorProcess';
import type { SimulatorProcess } from './simulatorProcess';

export interface BenchServices {
  readonly sim: SimulatorProcess;
  readonly cache: Cache;
  readonly ctx: ServiceContext;
  readonly jobs: JobRunner;
  /** Adds an account to the simulator and the cache (key in memory); returns its id. */
  addAccount(
    init: Omit<AccountInit, 'apiKey'>,
    pacing?: { maxConcurrentRequests?: number; minRequestIntervalMs?: number },
  ): Promise<string>;
  /** The seeded demo account (see `startBenchServices`'s `demoDomains`) in the cache; its id. */
  addDemoAccount(pacing?: {
    maxConcurrentRequests?: number;
    minRequestIntervalMs?: number;
  }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The services as the app builds them: real clock, real cache file, clients from the
 * registry, and the simulator in its own process.
 */
export async function startBenchServices(
  options: { demoDomains?: number } = {},
): Promise<BenchServices> {
  const sim = await startSimulatorProcess(options);
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-bench-'));
  const { cache } = openCache(join(dir, 'cache.sqlite'));
  const secrets = createSecretStore(createMemorySecretBackend());
  const registry = createClientRegistry({ cache, secrets, now: Date.now });
  const ctx: ServiceContext = {
    cache,
    clients: registry.provide,
    events: { emit: () => undefined },
    now: Date.now,
  };
  return {
    sim,
    cache,
    ctx,
    jobs: createJobRunner(ctx),
    async addAccount(init, pacing = {}) {
      const apiKey = `bench-key-${init.email}`;
      await sim.addAccount({ ...init, apiKey });
      const account = cache.accounts.create({
        label: init.email,
        baseUrl: sim.baseUrl,
        email: init.email,
        currency: 'USD',
        ...pacing,
      });
      await secrets.setApiKey(account, apiKey);
      return account.id;
    },
    async addDemoAccount(pacing = {}) {
      const demo = sim.demoCredentials;
      if (demo === undefined) throw new Error('Start the bench services with demoDomains.');
      const account = cache.accounts.create({
        label: 'Demo',
        baseUrl: sim.baseUrl,
        email: demo.email,
        currency: 'USD',
        ...pacing,
      });
      await secrets.setApiKey(account, demo.apiKey);
      return account.id;
    },
    async close() {
      cache.close();
      rmSync(dir, { recursive: true, force: true });
      await sim.close();
    },
  };
}
