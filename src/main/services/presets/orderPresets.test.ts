import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../sandbox';
import type { Simulator } from '../../../sandbox';
import { CONTACT } from '../../../sandbox/testing/orderFields';
import { freeName } from '../../../sandbox/testing/names';
import type { PresetInput } from '../../../shared/ipc/channels/presets';
import { createResellerClient } from '../../api';
import type { ClientFactory } from '../../services/accounts';
import { createMemorySecretBackend } from '../../secrets';
import { openCache } from '../../cache/openCache';
import { CACHE_FILE_NAMES } from '../../profiles';
import { must, openApp } from '../testing/deskHarness';
import { RECHECK_FIRST_DELAY_MS } from '../portfolio/recheckSchedule';

const EMAIL = 'reseller@example.com';
const API_KEY = 's3cr3t-API-key';
const NAMESERVERS = ['ns1.example.net', 'ns2.example.net'];
const DNS_SAVE = { method: 'POST', path: /\/dns$/ };
const LOCK_SAVE = { method: 'POST', path: /\/lock$/ };

/** The preset: a DNS template and the lock off (a new registration starts locked). */
const PARKING: PresetInput = {
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

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type App = ReturnType<typeof openApp>;

/** The simulator and DomainDesk on one cache file, sharing a clock moved by hand. */
async function start() {
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

const records = (sim: Simulator, domain: string) =>
  (sim.domain(domain)?.dns ?? []).map((r) => `${r.hostname} ${r.type} ${r.address}`).sort();

describe('a preset chosen on a cart line', () => {
  it('is kept with the order and, once the domain is active, sets its DNS template and lock once, each change in Activity', async () => {
    const t = await start();
    const domain = await t.order('preset-applied');
    const journal = must(await t.app().call('orders:list', { domain }));
    expect(journal.map((order) => order.preset)).toEqual([{ id: t.preset.id, name: 'Parking' }]);
    expect(t.sim.domain(domain)).toMatchObject({ state: 'pending', locked: true, dns: [] });

    await t.activate();

    expect(records(t.sim, domain)).toEqual(['@ A 192.0.2.80', `www CNAME ${domain}`]);
    expect(t.sim.domain(domain)?.locked).toBe(false);
    const activity = must(
      await t.app().call('domains:activity', { accountId: t.accountId, name: domain }),
    ).map((entry) => `${entry.action} ${entry.result}`);
    expect(activity).toEqual(expect.arrayContaining(['dns.save succeeded', 'lock.set succeeded']));

    // Later syncs, and a restart, find nothing left to apply.
    await t.app().services.portfolio.recheckPending();
    must(await t.app().call('portfolio:sync', { accountId: t.accountId, name: domain }));
    await t.app().services.orderPresets.whenIdle();
    await t.restart();
    must(await t.app().call('portfolio:sync', { accountId: t.accountId, name: domain }));
    await t.app().services.orderPresets.whenIdle();
    expect(t.sim.countRequests(DNS_SAVE)).toBe(1);
    expect(t.sim.countRequests(LOCK_SAVE)).toBe(1);
  });

  it('survives a restart while the domain is pending, and is applied once it is active', async () => {
    const t = await start();
    const domain = await t.order('preset-restart');
    await t.restart();
    expect(t.sim.countRequests(DNS_SAVE)).toBe(0);

    await t.activate();
    await t.restart();
    await t.activate();

    expect(records(t.sim, domain)).toEqual(['@ A 192.0.2.80', `www CNAME ${domain}`]);
    expect(t.sim.countRequests(DNS_SAVE)).toBe(1);
    expect(t.sim.countRequests(LOCK_SAVE)).toBe(1);
  });

  it('deleted while its line waits in the cart stops that order before it is sent, and cannot be chosen again', async () => {
    const t = await start();
    const domain = freeName('com', 'preset-gone-in-cart');
    const { call } = t.app();
    const item = {
      domain,
      operation: 'register',
      period: 1,
      nameservers: NAMESERVERS,
      contactProfileIds: { registrant: t.profileId },
      presetId: t.preset.id,
    };
    must(await call('orders:cartPut', { accountId: t.accountId, item }));
    must(await call('presets:remove', { accountId: t.accountId, id: t.preset.id }));

    // The line keeps it through other edits (it says it is gone) ...
    const edited = must(
      await call('orders:cartPut', { accountId: t.accountId, item: { ...item, period: 2 } }),
    );
    expect(edited[0]).toMatchObject({ period: 2, presetId: t.preset.id });
    // ... but another line cannot choose it.
    const other = { ...item, domain: freeName('com', 'preset-gone-other') };
    const refused = await call('orders:cartPut', { accountId: t.accountId, item: other });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'not_found', message: 'This preset no longer exists. Choose another one.' },
    });

    const started = must(await call('orders:checkout', { accountId: t.accountId }));
    const job = await t.app().services.jobs.finished(started.job.jobId);
    expect(job).toMatchObject({ succeeded: 0, failed: 1 });
    const [line] = t.app().services.jobs.get(started.job.jobId)?.items ?? [];
    expect(line?.error?.message).toBe(
      'The preset chosen for this line no longer exists: choose another one, or none, on the line.',
    );
    expect(t.sim.countRequests({ method: 'POST', path: '/order/domains/register' })).toBe(0);
    expect(must(await call('orders:cart', { accountId: t.accountId }))).toHaveLength(1);
  });

  it('half applied when DomainDesk was killed is not applied again after the restart, and the user is told to check it', async () => {
    const t = await start();
    const domain = await t.order('preset-crash');
    await t.quit();
    // As a run killed in the middle of applying it leaves the cache.
    const { cache } = openCache(t.cacheFile);
    cache.db.prepare("UPDATE order_presets SET state = 'applying'").run();
    cache.close();

    const app = await t.restart();
    await t.activate();

    expect(t.sim.countRequests(DNS_SAVE)).toBe(0);
    const told = must(await app.call('notifications:list', { accountId: t.accountId }));
    expect(told.items.find((n) => n.kind === 'preset')).toMatchObject({
      title: `Preset "Parking" may be partly applied to ${domain}`,
      body: `DomainDesk was closed while applying it to ${domain}. It is not applied again by itself: check the domain's Activity, then apply the preset from the portfolio ("Apply preset…") if anything is missing.`,
    });
  });

  it('deleted before the domain is active is not applied, and the user is told so', async () => {
    const t = await start();
    const domain = await t.order('preset-deleted');
    must(await t.app().call('presets:remove', { accountId: t.accountId, id: t.preset.id }));

    await t.activate();

    expect(t.sim.domain(domain)).toMatchObject({ state: 'active', locked: true, dns: [] });
    const told = must(await t.app().call('notifications:list', { accountId: t.accountId }));
    expect(told.items.map((n) => n.title)).toContain(`Preset "Parking" not applied to ${domain}`);
    const activity = must(
      await t.app().call('domains:activity', { accountId: t.accountId, name: domain }),
    );
    expect(activity.find((entry) => entry.action === 'preset.afterOrder')).toMatchObject({
      result: 'failed',
      resultDetail: `${domain} is active, but the preset "Parking" chosen for its order was deleted: its DNS template and lock were not applied.`,
    });
  });

  it('is not applied by itself when it would delete records the domain has, and says what to confirm', async () => {
    const t = await start();
    const domain = await t.order('preset-refused');
    // Records set elsewhere as soon as the registration completed.
    t.sim.provision(domain);
    const elsewhere = createResellerClient({
      baseUrl: t.sim.baseUrl,
      email: EMAIL,
      apiKey: API_KEY,
    });
    await elsewhere.saveDns(domain, [
      { hostname: 'mail', type: 'A', address: '198.51.100.7', priority: 0 },
    ]);
    const saves = t.sim.countRequests(DNS_SAVE);

    await t.activate();

    expect(records(t.sim, domain)).toEqual(['mail A 198.51.100.7']);
    expect(t.sim.domain(domain)?.locked).toBe(true);
    const told = must(await t.app().call('notifications:list', { accountId: t.accountId }));
    expect(told.items.find((n) => n.kind === 'preset')).toMatchObject({
      title: `Preset "Parking" not applied to ${domain}: confirm it`,
      body: `${domain} is active, but its DNS template would delete 1 DNS record the domain has now. Nothing was changed: apply the preset from the portfolio ("Apply preset…") to review and confirm.`,
      target: { kind: 'domain', domain },
    });
    // Told once: later looks leave it as it is.
    await t.restart();
    await t.activate();
    const again = must(await t.app().call('notifications:list', { accountId: t.accountId }));
    expect(again.items.filter((n) => n.kind === 'preset')).toHaveLength(1);
    expect(t.sim.countRequests(DNS_SAVE)).toBe(saves);
  });
});
