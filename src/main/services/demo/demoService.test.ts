import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCache } from '../../cache/openCache';
import { createServices } from '../../createServices';
import type { Services } from '../../createServices';
import { createMemorySecretBackend } from '../../secrets';
import type { SecretBackend } from '../../secrets';
import { startSimulator } from '../../../sandbox';
import type { Simulator } from '../../../sandbox';
import { AppFailure } from '../../../shared/ipc/errors';
import type { OrderOutcome } from '../../../shared/ipc/channels/orders';

let dir: string;
let services: Services | undefined;
let sim: Simulator | undefined;

afterEach(async () => {
  await services?.close();
  await sim?.close();
  services = undefined;
  sim = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A keychain that records whether anything touched it. */
function watchedKeychain(): SecretBackend & { calls: number } {
  const inner = createMemorySecretBackend();
  const watched = {
    calls: 0,
    get: (account: string) => (watched.calls++, inner.get(account)),
    set: (account: string, secret: string) => (watched.calls++, inner.set(account, secret)),
    delete: (account: string) => (watched.calls++, inner.delete(account)),
    names: () => (watched.calls++, inner.names()),
  };
  return watched;
}

function start(demo: boolean, secretBackend: SecretBackend = createMemorySecretBackend()) {
  dir = mkdtempSync(join(tmpdir(), 'domaindesk-demo-'));
  services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo,
    dataDir: dir,
    secretBackend,
  });
  return services;
}

describe('exploring with the demo account', () => {
  it('opens a demo account with its balance and seeded portfolio, in a cache file of its own', async () => {
    const keychain = watchedKeychain();
    const app = start(true, keychain);
    expect(await app.demo.status()).toEqual({
      active: true,
      started: false,
      canExit: false,
      keysInMemory: true,
    });
    const account = await app.demo.start();
    expect(account).toMatchObject({
      label: 'Demo account',
      isDemo: true,
      currency: 'USD',
      keyStatus: 'stored',
      balance: { amount: '2500.00' },
    });
    expect(account.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/index\.php$/);
    expect(await app.accounts.list()).toEqual([account]);
    expect((await app.demo.status()).started).toBe(true);
    expect(app.app.info().demo).toBe(true);
    expect(keychain.calls).toBe(0);

    const { cache } = openCache(join(dir, 'demo.sqlite'));
    try {
      expect(cache.domains.count('demo')).toBe(300);
      // Statuses and expiry dates as the simulator holds them, before any sync.
      expect(cache.domains.list({ statuses: ['unknown'] })).toEqual([]);
      const active = cache.domains.list({ statuses: ['active'] });
      expect(active.length).toBeGreaterThan(200);
      expect(active.every((domain) => domain.expiryDate !== null)).toBe(true);
    } finally {
      cache.close();
    }
    expect(existsSync(join(dir, 'domaindesk.sqlite'))).toBe(false);
  });

  it('ships a contact profile and default nameservers, so its first order can be placed', async () => {
    const app = start(true);
    const account = await app.demo.start();
    const [profile, ...others] = app.contactProfiles.list();
    expect(others).toEqual([]);
    expect(profile).toMatchObject({ name: 'Demo registrant', contact: { country: 'GB' } });
    const settings = app.settings.get();
    expect(settings.defaultNameservers).toEqual([
      'ns1.domaindesk-dns.net',
      'ns2.domaindesk-dns.net',
    ]);
    expect(settings.cartContactProfiles).toEqual({ registrant: profile?.id });

    // With nothing else given, the cart's defaults make a valid order that the API accepts.
    const domain = 'first-demo-order.com';
    await app.orders.cartAdd(account.id, { domain, operation: 'register', period: 1 });
    const { job } = await app.orders.checkout(account.id, {
      defaults: {
        nameservers: settings.defaultNameservers,
        contactProfileIds: settings.cartContactProfiles,
      },
    });
    await app.jobs.finished(job.jobId);
    const [outcome] = (app.jobs.get(job.jobId)?.items ?? []).map(
      (item) => item.result as OrderOutcome,
    );
    expect(outcome).toMatchObject({ result: 'succeeded', order: { domain } });
  });

  it('starts one simulator and one account however often it is asked', async () => {
    const app = start(true);
    const [a, b] = await Promise.all([app.demo.start(), app.demo.start()]);
    expect(b.id).toBe(a.id);
    expect(await app.demo.start()).toMatchObject({ id: a.id, baseUrl: a.baseUrl });
    expect(await app.accounts.list()).toHaveLength(1);
  });

  it('cannot be left when the whole run is a demo', async () => {
    const app = start(true);
    await app.demo.start();
    await expect(app.demo.exit()).rejects.toBeInstanceOf(AppFailure);
  });
});

describe('the demo from the user profile', () => {
  it('never mixes with the user accounts and hands them back on exit', async () => {
    sim = await startSimulator();
    sim.addAccount({ email: 'me@example.com', apiKey: 'my-own-key-77' });
    const keychain = watchedKeychain();
    const app = start(false, keychain);
    const { account: mine } = await app.accounts.connect({
      label: 'Mine',
      baseUrl: sim.baseUrl,
      email: 'me@example.com',
      apiKey: 'my-own-key-77',
    });
    const keychainCallsBefore = keychain.calls;

    const demo = await app.demo.start();
    expect(await app.demo.status()).toMatchObject({ active: true, started: true, canExit: true });
    expect((await app.accounts.list()).map((a) => a.id)).toEqual([demo.id]);
    expect(keychain.calls).toBe(keychainCallsBefore);

    expect(await app.demo.exit()).toMatchObject({ active: false, started: false });
    expect(app.app.info().demo).toBe(false);
    expect((await app.accounts.list()).map((a) => a.id)).toEqual([mine.id]);

    const { cache } = openCache(join(dir, 'domaindesk.sqlite'));
    try {
      expect(cache.accounts.list().map((a) => a.label)).toEqual(['Mine']);
      expect(cache.domains.count()).toBe(0);
    } finally {
      cache.close();
    }
  });

  it('starts afresh after being left', async () => {
    const app = start(false);
    const first = await app.demo.start();
    await app.demo.exit();
    const second = await app.demo.start();
    expect(second.baseUrl).not.toBe(first.baseUrl);
    expect(await app.accounts.list()).toHaveLength(1);
  });
});
