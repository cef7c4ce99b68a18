import { afterEach, describe, expect, it } from 'vitest';
import { must } from '../testing/deskHarness';
import { startOrderPresets } from './testing/orderPresetsHarness';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const start = () => startOrderPresets(cleanups);

describe("an order's preset, as the order's views show it", () => {
  it('waits while the domain is pending, and is applied once it is active; each move is told to the windows', async () => {
    const t = await start();
    const domain = await t.order('preset-status');
    const list = async () => must(await t.app().call('orders:list', { domain }));

    const [placed] = await list();
    expect(placed?.preset).toMatchObject({
      name: 'Parking',
      status: { state: 'waiting', detail: null },
    });
    const before = t.app().eventsOf('cache:changed').length;

    await t.activate();

    const [active] = await list();
    expect(active?.preset?.status).toMatchObject({
      state: 'applied',
      detail: 'DNS template, lock off',
    });
    expect(Date.parse(active?.preset?.status?.at ?? '')).toBeGreaterThan(Date.UTC(2026, 10, 22));
    // The same from the one order's read, which the checkout results use.
    const one = must(await t.app().call('orders:get', { orderId: active?.id ?? '' }));
    expect(one.preset?.status?.state).toBe('applied');
    const told = t.app().eventsOf('cache:changed').slice(before);
    expect(told).toContainEqual({ scope: 'orders', accountId: t.accountId });
  });

  it('deleted before the domain is active says so', async () => {
    const t = await start();
    const domain = await t.order('preset-status-gone');
    must(await t.app().call('presets:remove', { accountId: t.accountId, id: t.preset.id }));

    await t.activate();

    const [order] = must(await t.app().call('orders:list', { domain }));
    expect(order?.preset).toMatchObject({
      name: 'Parking',
      status: { state: 'preset_gone', detail: null },
    });
  });
});

describe("the jobs of an ordered domain's preset", () => {
  it('raise no notification of their own, while an "Apply preset…" the user starts still does', async () => {
    const t = await start();
    const domain = await t.order('preset-quiet');
    await t.activate();
    expect(t.sim.domain(domain)?.locked).toBe(false);
    const { call, services } = t.app();
    const titles = async () =>
      must(await call('notifications:list', { accountId: t.accountId })).items.map((n) => n.title);
    expect((await titles()).filter((title) => title.includes('preset'))).toEqual([]);

    // The same preset applied by hand: its preview and apply each tell how they ended.
    const started = must(
      await call('presets:applyPreview', {
        selection: { kind: 'names', accountId: t.accountId, names: [domain] },
        presetId: t.preset.id,
      }),
    );
    await services.jobs.finished(started.jobId);
    expect(await titles()).toContain(`Done: Previewing the preset "Parking" on 1 domain`);
  });
});
