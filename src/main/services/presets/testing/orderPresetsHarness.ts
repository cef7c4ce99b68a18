import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startSimulator } from '../../../../sandbox';
import type { Simulator } from '../../../../sandbox';
import { CONTACT } from '../../../../sandbox/testing/orderFields';
import { freeName } from '../../../../sandbox/testing/names';
import type { PresetInput } from '../../../../shared/ipc/channels/presets';
import { createResellerClient } from '../../../api';
import type { ClientFactory } from '../../accounts';
import { CACHE_FILE_NAMES } from '../../../profiles';
import { createMemorySecretBackend } from '../../../secrets';
import { must, openApp } from '../../testing/deskHarness';
import { RECHECK_FIRST_DELAY_MS } from '../../portfolio/recheckSchedule';

export const EMAIL = 'reseller@example.com';
export const API_KEY = 's3cr3t-API-key';
export const NAMESERVERS = ['ns1.example.net', 'ns2.example.net'];
export const DNS_SAVE = { method: 'POST', path: /\/dns$/ };
export const LOCK_SAVE = { method: 'POST', path: /\/lock$/ };

/** The preset: a DNS template and the lock off (a new registration starts locked). */
export const PARKING: PresetInput = {
  name: 'Parking',
  nameservers: null,
  dns: [
    { hostname: '@', type: 'A', address: '192.0.2.80', priority: 0 },
    { hostname: 'www', type: 'CNAME', address: '{domain}', priority: 0 },
  ],
  lock: false,
  idProtection: null,
  contactProfileId: null,
  addons: null,
  tag: null,
};

export type App = ReturnType<typeof openApp>;

/**
 * The simulator and DomainDesk on one cache file, sharing a clock moved by hand, with a
 * contact profile and the preset "Parking". `cleanups` gets what ends it all.
 */
export async function startOrderPresets(cleanups: (() => Promise<void> | void)[]) {
  const clock = { ms: Date.UTC(2026, 10, 22, 10, 15, 0) };
  const now = (): number => clock.ms;
  const sim: Simulator = await startSimulator({ now });
  sim.addAccount({ email: EMAIL, apiKey: API_KEY, credit: '1000.00', currency: 'USD' });
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-order-presets-'));
  // The keychain outlives a restart, as the system's does.
  const secretBackend = createMemorySecretBackend();
  const createClient: ClientFactory = (options) =>
    createResellerClient({ ...options, sleep: () => Promise.resolve(), timeoutMs: 10_000 });
  let app: App | null = null;
  const open = (): App => {
    app = openApp(dir, { now, createClient, secretBackend });
    return app;
  };
  cleanups.push(async () => {
    await app?.services.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const first = open();
  const { account } = must(
    await first.call('accounts:connect', {
      label: 'Test reseller',
      baseUrl: sim.baseUrl,
      email: EMAIL,
      apiKey: API_KEY,
      maxConcurrentRequests: 4,
      minRequestIntervalMs: 0,
    }),
  );
  const accountId = account.id;
  const profile = must(await first.call('contactProfiles:save', { name: 'Ada', contact: CONTACT }));
  const preset = must(await first.call('presets:save', { accountId, preset: PARKING }));

  return {
    sim,
    accountId,
    preset,
    profileId: profile.id,
    app: (): App => {
      if (app === null) throw new Error('DomainDesk is not running');
      return app;
    },
    /** Quits DomainDesk: its cache file may be looked at meanwhile. */
    async quit(): Promise<void> {
      await app?.services.close();
      app = null;
    },
    /** The profile's cache file, to change it as a crash would leave it. */
    cacheFile: join(dir, CACHE_FILE_NAMES.user),
    /** Closes DomainDesk and starts it again on the same data folder. */
    async restart(): Promise<App> {
      await this.quit();
      const next = open();
      // Start-up work (settling what a crash left) runs before the first window asks.
      await next.services.orderPresets.whenIdle();
      return next;
    },
    /** Registers the name through the cart, its line filled from the preset. */
    async order(stem: string): Promise<string> {
      const domain = freeName('com', stem);
      const call = app?.call ?? first.call;
      const item = {
        domain,
        operation: 'register',
        period: 1,
        nameservers: NAMESERVERS,
        contactProfileIds: { registrant: profile.id },
        presetId: preset.id,
      };
      const cart = must(await call('orders:cartPut', { accountId, item }));
      expect(cart.find((line) => line.domain === domain)?.presetId).toBe(preset.id);
      const started = must(await call('orders:checkout', { accountId }));
      const job = await this.app().services.jobs.finished(started.job.jobId);
      expect(job.succeeded).toBe(1);
      return domain;
    },
    /** The provider finishes the registration; DomainDesk's pending re-check sees it. */
    async activate(): Promise<void> {
      clock.ms += RECHECK_FIRST_DELAY_MS + 60_000;
      const { services } = this.app();
      await services.portfolio.recheckPending();
      await services.orderPresets.whenIdle();
    },
  };
}

/** The domain's DNS records at the provider, "host TYPE value", sorted. */
export const records = (sim: Simulator, domain: string) =>
  (sim.domain(domain)?.dns ?? []).map((r) => `${r.hostname} ${r.type} ${r.address}`).sort();
