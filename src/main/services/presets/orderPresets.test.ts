import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { createResellerClient } from '../../api';
import { openCache } from '../../cache/openCache';
import { must } from '../testing/deskHarness';
import {
  API_KEY,
  DNS_SAVE,
  EMAIL,
  LOCK_SAVE,
  NAMESERVERS,
  records,
  startOrderPresets,
} from './testing/orderPresetsHarness';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const start = () => startOrderPresets(cleanups);

describe('a preset chosen on a cart line', () => {
  it('is kept with the order and, once the domain is active, sets its DNS template and lock once, each change in Activity', async () => {
    const t = await start();
    const domain = await t.order('preset-applied');
    const journal = must(await t.app().call('orders:list', { domain }));
    expect(journal.map((order) => order.preset)).toMatchObject([
      { id: t.preset.id, name: 'Parking', status: { state: 'waiting' } },
    ]);
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

  it('refused by the provider when applied is recorded and told, and not tried again by itself', async () => {
    const t = await start();
    const domain = await t.order('preset-refused-by-api');
    t.sim.faults.add({
      method: 'POST',
      path: /\/dns$/,
      times: 1,
      action: {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ error: 'The DNS zone is being moved' }),
        contentType: 'application/json',
      },
    });

    await t.activate();

    expect(t.sim.domain(domain)).toMatchObject({ state: 'active', dns: [], locked: true });
    const told = must(await t.app().call('notifications:list', { accountId: t.accountId }));
    const notice = told.items.find((n) => n.kind === 'preset');
    expect(notice?.title).toBe(`Preset "Parking" could not be applied to ${domain}`);
    expect(notice?.body).toMatch(
      /^.+ is active, but applying the preset failed: The provider rejected the request/,
    );
    expect(notice?.body).toContain('To try again, apply the preset from the portfolio');
    const activity = must(
      await t.app().call('domains:activity', { accountId: t.accountId, name: domain }),
    );
    expect(activity.map((entry) => `${entry.action} ${entry.result}`)).toEqual(
      expect.arrayContaining(['dns.save failed', 'preset.afterOrder failed']),
    );
    const tried = t.sim.countRequests(DNS_SAVE);
    must(await t.app().call('portfolio:sync', { accountId: t.accountId, name: domain }));
    await t.app().services.orderPresets.whenIdle();
    expect(t.sim.countRequests(DNS_SAVE)).toBe(tried);
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
