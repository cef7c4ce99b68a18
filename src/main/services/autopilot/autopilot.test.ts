import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyToCents } from '../../../shared/api';
import { AUTOPILOT_DEFAULTS } from '../../../shared/ipc/channels/autopilot';
import type { AutopilotSettings } from '../../../shared/ipc/channels/autopilot';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import { freeName } from '../../../sandbox/testing/names';
import { createNotificationsService } from '../notifications/notificationsService';
import { eventually, forgetPremiumStatus } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { AUTOPILOT_EVERY_MS, AUTOPILOT_FIRST_MS, createAutopilotService } from './autopilotService';
import type { AutopilotService } from './autopilotService';
import { creditAt, DAY_MS, RENEW, startAutopilotFixture } from './testing/autopilotFixture';

let f: OrdersFixture;
let autopilot: AutopilotService;

afterEach(async () => {
  await autopilot.close();
  await f.close();
});

// .com renews at 12.99 a year in the simulator.
const COM_RENEWAL = 1299;
// Two letters: the simulated registry sells it at a premium price.
const PREMIUM = 'qz.com';

const credit = (): number => creditAt(f);

async function start(credit?: string): Promise<void> {
  ({ f, autopilot } = await startAutopilotFixture(credit));
}

/** Registers the names; the cache holds them active with the simulator's expiry date. */
async function own(...names: string[]): Promise<void> {
  for (const name of names) {
    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  }
  f.h.sim.provision();
  for (const name of names) {
    const expiryDate = f.h.sim.domain(name)?.expiresAt ?? null;
    f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
    f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate });
  }
}

function turnOn(settings: Partial<AutopilotSettings> = {}): void {
  autopilot.save(f.h.accountId, {
    ...AUTOPILOT_DEFAULTS,
    enabled: true,
    daysBefore: 30,
    monthlyCap: '100.00',
    ...settings,
  });
}

/** Moves both clocks to `days` days before the names' expiry (a year after registering). */
function toDaysBeforeExpiry(days: number): void {
  f.h.advance((365 - days) * DAY_MS);
}

describe('the renewal autopilot', () => {
  it('is off by default and renews nothing until turned on', async () => {
    await start();
    await own(freeName('com', 'apoff'));
    toDaysBeforeExpiry(10);
    expect(autopilot.get(f.h.accountId).settings.enabled).toBe(false);
    await expect(autopilot.runNow(f.h.accountId)).rejects.toMatchObject({ kind: 'conflict' });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
  });

  it('renews the domains entering its window, and stops at the monthly cap before each order', async () => {
    await start();
    const due = [freeName('com', 'apa'), freeName('com', 'apb'), freeName('com', 'apc')];
    await own(...due);
    toDaysBeforeExpiry(20);
    // Room for two renewals, not three.
    turnOn({ monthlyCap: '30.00' });
    const before = credit();

    const run = await autopilot.runNow(f.h.accountId);

    expect(run.renewed.map((line) => line.domain)).toHaveLength(2);
    expect(run.skipped).toEqual([expect.objectContaining({ reason: 'over_cap' })]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(2);
    // What the run says it spent is what left the balance, and counts against the month.
    expect(moneyToCents(run.spent)).toBe(before - credit());
    expect(moneyToCents(run.spent)).toBe(2 * COM_RENEWAL);
    expect(autopilot.get(f.h.accountId).spentThisMonth).toBe(run.spent);
    const logged = f.h.cache.activity.list({ accountId: f.h.accountId, action: 'autopilot.run' });
    expect(logged[0]?.resultDetail).toBe('Renewal autopilot: renewed 2, skipped 1; spent 25.98.');

    // The next run, same month: the renewed ones are not renewed again, the cap still holds.
    const again = await autopilot.runNow(f.h.accountId);
    expect(again.renewed).toEqual([]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(2);
  });

  it('leaves alone domains outside its window or its tags', async () => {
    await start();
    const tagged = freeName('com', 'aptag');
    const untagged = freeName('com', 'apuntag');
    await own(tagged, untagged);
    f.h.cache.domains.setTags(f.h.accountId, tagged, ['autorenew']);
    toDaysBeforeExpiry(45);
    turnOn({ daysBefore: 30, scope: 'tags', targets: ['autorenew'] });
    expect((await autopilot.runNow(f.h.accountId)).renewed).toEqual([]);

    f.h.advance(20 * DAY_MS);
    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed.map((line) => line.domain)).toEqual([tagged]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('never spends more than the balance', async () => {
    await start();
    const due = [freeName('com', 'apbal1'), freeName('com', 'apbal2')];
    await own(...due);
    f.h.sim.setCredit(f.h.email, '15.00');
    toDaysBeforeExpiry(10);
    turnOn({ monthlyCap: '500.00' });

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed).toHaveLength(1);
    expect(run.skipped).toEqual([expect.objectContaining({ reason: 'over_balance' })]);
    expect(credit()).toBe(1500 - COM_RENEWAL);
  });

  it('never renews a premium name whose renewal price is unknown', async () => {
    await start('100000.00');
    await own(PREMIUM);
    forgetPremiumStatus(f);
    toDaysBeforeExpiry(10);
    turnOn({ monthlyCap: '100000.00' });

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.skipped).toEqual([
      expect.objectContaining({ domain: PREMIUM, reason: 'premium_unknown' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
  });

  it('with the provider offline sends nothing and says so', async () => {
    await start();
    await own(freeName('com', 'apoffline'));
    toDaysBeforeExpiry(10);
    turnOn();
    await f.pricing.tldPricing(f.h.accountId);
    f.h.setOnline(false);

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed).toEqual([]);
    expect(run.skipped.map((line) => line.reason)).toEqual(['offline']);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
  });

  it('after a run cut off mid-order (answer lost, app restarted) sends nothing twice', async () => {
    await start();
    const due = [freeName('com', 'apcrash1'), freeName('com', 'apcrash2')];
    await own(...due);
    toDaysBeforeExpiry(10);
    turnOn({ monthlyCap: '100.00' });
    // The first renewal reaches the provider, but its answer never comes back.
    f.loseNext(RENEW, 'after-handling');

    const first = await autopilot.runNow(f.h.accountId);
    expect(first.unknown.map((line) => line.domain)).toEqual([due[0]]);
    expect(first.renewed.map((line) => line.domain)).toEqual([due[1]]);
    // Unknown: counted against the cap at its quoted price until reconciled.
    expect(moneyToCents(autopilot.get(f.h.accountId).spentThisMonth)).toBe(2 * COM_RENEWAL);

    // A new run of the app, over the same cache: the journal keeps both renewals.
    await autopilot.close();
    f.h.cache.journal.settleInterrupted();
    autopilot = createAutopilotService({ ctx: f.h.ctx, orders: f.orders, pricing: f.pricing });
    const second = await autopilot.runNow(f.h.accountId);
    expect(second.renewed).toEqual([]);
    expect(second.skipped.map((line) => line.reason).sort()).toEqual([
      'order_open',
      'renewed_recently',
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(2);
  });

  it('is stopped with one call: a run under way sends nothing more', async () => {
    await start();
    const due = [freeName('com', 'apstop1'), freeName('com', 'apstop2')];
    await own(...due);
    toDaysBeforeExpiry(10);
    turnOn();
    // Stopped while the first renewal is on its way.
    f.h.sim.faults.add({ path: RENEW, latencyMs: 1000, action: { kind: 'latency' } });
    const running = autopilot.runNow(f.h.accountId);
    await eventually(() => f.h.sim.countRequests({ path: RENEW }) === 1);
    expect(autopilot.stop(f.h.accountId).settings.enabled).toBe(false);

    const run = await running;
    expect(run.renewed).toHaveLength(1);
    expect(run.skipped).toEqual([expect.objectContaining({ reason: 'stopped' })]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('saved as off, a run under way sends nothing more', async () => {
    await start();
    const due = [freeName('com', 'apsaveoff1'), freeName('com', 'apsaveoff2')];
    await own(...due);
    toDaysBeforeExpiry(10);
    turnOn();
    const before = credit();
    // The settings are saved with the switch off while the first renewal is on its way.
    f.h.sim.faults.add({ path: RENEW, latencyMs: 1000, action: { kind: 'latency' } });
    const running = autopilot.runNow(f.h.accountId);
    await eventually(() => f.h.sim.countRequests({ path: RENEW }) === 1);
    const saved = autopilot.save(f.h.accountId, {
      ...autopilot.get(f.h.accountId).settings,
      enabled: false,
    });
    expect(saved.settings.enabled).toBe(false);

    const run = await running;
    expect(run.renewed).toHaveLength(1);
    expect(run.skipped).toEqual([expect.objectContaining({ reason: 'stopped' })]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(before - credit()).toBe(COM_RENEWAL);
  });

  it('saved as off and straight back on, the run under way stays stopped', async () => {
    await start();
    const due = [freeName('com', 'apflip1'), freeName('com', 'apflip2')];
    await own(...due);
    toDaysBeforeExpiry(10);
    turnOn();
    f.h.sim.faults.add({ path: RENEW, latencyMs: 1000, action: { kind: 'latency' } });
    const running = autopilot.runNow(f.h.accountId);
    await eventually(() => f.h.sim.countRequests({ path: RENEW }) === 1);
    const settings = autopilot.get(f.h.accountId).settings;
    autopilot.save(f.h.accountId, { ...settings, enabled: false });
    // On again (a cap changed, say) before the run reaches its next order.
    autopilot.save(f.h.accountId, { ...settings, enabled: true, monthlyCap: '90.00' });

    const run = await running;
    expect(run.skipped).toEqual([expect.objectContaining({ reason: 'stopped' })]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    // The next run, under the new settings, renews the one left.
    expect((await autopilot.runNow(f.h.accountId)).renewed).toHaveLength(1);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(2);
  });

  it('runs by itself while the app runs: soon after start, then every hour', async () => {
    await start();
    await own(freeName('com', 'aptimer'));
    toDaysBeforeExpiry(10);
    turnOn();
    const waits: { ms: number; fire: () => void }[] = [];
    await autopilot.close();
    autopilot = createAutopilotService(
      { ctx: f.h.ctx, orders: f.orders, pricing: f.pricing },
      {
        timers: {
          setTimeout: (fire, ms) => waits.push({ ms, fire }),
          clearTimeout: () => undefined,
        },
      },
    );
    autopilot.start();
    expect(waits.map((wait) => wait.ms)).toEqual([AUTOPILOT_FIRST_MS]);
    waits[0]?.fire();
    await vi.waitFor(() => {
      expect(waits.map((wait) => wait.ms)).toEqual([AUTOPILOT_FIRST_MS, AUTOPILOT_EVERY_MS]);
    });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(autopilot.get(f.h.accountId).lastRun?.renewed).toHaveLength(1);
  });

  it('tells the notification centre what a run did, and a run that only skipped once a month', async () => {
    await start();
    const due = [freeName('com', 'apnote1'), freeName('com', 'apnote2')];
    await own(...due);
    toDaysBeforeExpiry(10);
    const settings = structuredClone(SETTINGS_DEFAULTS.notifications);
    const centre = createNotificationsService(f.h.ctx, { settings: () => settings });
    await autopilot.close();
    autopilot = createAutopilotService(
      { ctx: f.h.ctx, orders: f.orders, pricing: f.pricing },
      {
        onRun: (accountId, run) => {
          centre.autopilotRan(accountId, run);
        },
      },
    );
    // Room for one renewal: the first run renews one and skips the other.
    turnOn({ monthlyCap: '13.00' });
    await autopilot.runNow(f.h.accountId);
    await autopilot.runNow(f.h.accountId);
    await autopilot.runNow(f.h.accountId);
    const told = centre.list(f.h.accountId).items.map((item) => [item.title, item.body]);
    expect(told).toEqual([
      ['Renewal autopilot skipped 2', 'Renewal autopilot: renewed 0, skipped 2; spent 0.00.'],
      ['Renewal autopilot renewed 1', 'Renewal autopilot: renewed 1, skipped 1; spent 12.99.'],
    ]);
    centre.stop();
  });
});
