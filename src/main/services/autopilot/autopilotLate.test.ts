import { afterEach, describe, expect, it } from 'vitest';
import { AUTOPILOT_DEFAULTS } from '../../../shared/ipc/channels/autopilot';
import type { AutopilotSettings } from '../../../shared/ipc/channels/autopilot';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import { freeName } from '../../../sandbox/testing/names';
import { createNotificationsService } from '../notifications/notificationsService';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import type { AutopilotService } from './autopilotService';
import { creditAt, DAY_MS, RENEW, startAutopilotFixture } from './testing/autopilotFixture';

// Renewals of expired names, against the simulator with its clock moved past their expiry.
// Its terms: .io renews at 44.99, +5.00 within 30 days of grace, +90.00 within 30 more days of
// redemption; .com renews at 12.99, +0.00 within 40 days of grace, +80.00 within 30 more.

let f: OrdersFixture;
let autopilot: AutopilotService;

afterEach(async () => {
  await autopilot.close();
  await f.close();
});

const credit = (): number => creditAt(f);

async function start(): Promise<void> {
  ({ f, autopilot } = await startAutopilotFixture());
}

/** Registers the name; the cache holds it as the simulator has it. Answers its expiry date. */
async function own(name: string): Promise<string> {
  expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  f.h.sim.provision();
  const expiryDate = f.h.sim.domain(name)?.expiresAt ?? '';
  f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
  f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate });
  return expiryDate;
}

/** Moves both clocks to midday `days` days after (negative: before) the expiry date. */
function toDaysAfter(expiryDate: string, days: number): void {
  f.h.advance(Date.parse(`${expiryDate}T12:00:00Z`) + days * DAY_MS - f.h.ctx.now());
}

function turnOn(settings: Partial<AutopilotSettings>): void {
  autopilot.save(f.h.accountId, {
    ...AUTOPILOT_DEFAULTS,
    enabled: true,
    daysBefore: 30,
    ...settings,
  });
}

const lastSummary = (): string | null | undefined =>
  f.h.cache.activity.list({ accountId: f.h.accountId, action: 'autopilot.run' })[0]?.resultDetail;

describe('the renewal autopilot and expired domains', () => {
  it('renews a domain in grace at the grace price, counts that price against the cap, and says so', async () => {
    await start();
    const name = freeName('io', 'apgrace');
    const expiry = await own(name);
    // The app was not running when it expired.
    toDaysAfter(expiry, 5);
    turnOn({ monthlyCap: '60.00' });
    const settings = structuredClone(SETTINGS_DEFAULTS.notifications);
    const centre = createNotificationsService(f.h.ctx, { settings: () => settings });
    const before = credit();

    const run = await autopilot.runNow(f.h.accountId);
    centre.autopilotRan(f.h.accountId, run);

    expect(run.renewed).toEqual([
      expect.objectContaining({
        domain: name,
        price: '49.99',
        lateFee: { phase: 'grace', amount: '5.00' },
      }),
    ]);
    // The grace price is what left the balance and what the month's cap counts.
    expect(before - credit()).toBe(4999);
    expect(run.spent).toBe('49.99');
    expect(autopilot.get(f.h.accountId).spentThisMonth).toBe('49.99');
    const summary = 'Renewal autopilot: renewed 1 (1 in grace, fee 5.00); spent 49.99.';
    expect(lastSummary()).toBe(summary);
    expect(centre.list(f.h.accountId).items.map((item) => item.body)).toEqual([summary]);
    centre.stop();

    // Its new expiry not read yet (the cache still says expired): never renewed twice.
    const again = await autopilot.runNow(f.h.accountId);
    expect(again.skipped).toEqual([
      expect.objectContaining({ domain: name, reason: 'renewed_recently' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('stops the next renewal once a grace fee has reached the cap', async () => {
    await start();
    const late = freeName('io', 'apgracecap');
    const lateExpiry = await own(late);
    f.h.advance(45 * DAY_MS);
    const due = freeName('com', 'apduecap');
    await own(due);
    // The .io name is 25 days into its grace (5 left); the .com one expires in 20 days.
    toDaysAfter(lateExpiry, 25);
    // Both fit at their renewal prices (44.99 + 12.99), not with the grace fee on top.
    turnOn({ monthlyCap: '60.00' });

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed.map((line) => [line.domain, line.price])).toEqual([[late, '49.99']]);
    expect(run.skipped).toEqual([
      expect.objectContaining({ domain: due, price: '12.99', reason: 'over_cap' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('checks the balance against the grace price, not the renewal price alone', async () => {
    await start();
    const name = freeName('io', 'apgracebal');
    const expiry = await own(name);
    toDaysAfter(expiry, 5);
    // Enough for .io's 44.99 renewal, not for it with the 5.00 grace fee.
    f.h.sim.setCredit(f.h.email, '47.00');
    turnOn({ monthlyCap: '500.00' });

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.skipped).toEqual([
      expect.objectContaining({ domain: name, price: '49.99', reason: 'over_balance' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
    expect(credit()).toBe(4700);
  });

  it('skips a domain in redemption until redemption fees are allowed, then renews it at that price', async () => {
    await start();
    const name = freeName('com', 'apredeem');
    const lost = freeName('com', 'aplost');
    const lostExpiry = await own(lost);
    f.h.advance(30 * DAY_MS);
    const expiry = await own(name);
    // 50 days after expiry: past 40 days of grace, in redemption; the other name is past both.
    toDaysAfter(expiry, 50);
    f.h.cache.domains.setStatus(f.h.accountId, name, 'expired');
    expect(lostExpiry < expiry).toBe(true);
    turnOn({ monthlyCap: '500.00' });
    expect(autopilot.get(f.h.accountId).settings.payRedemption).toBe(false);

    const refused = await autopilot.runNow(f.h.accountId);
    // Past redemption it cannot be renewed at all: not a candidate.
    expect(refused.skipped).toEqual([
      expect.objectContaining({
        domain: name,
        price: '92.99',
        lateFee: { phase: 'redemption', amount: '80.00' },
        reason: 'redemption_not_allowed',
      }),
    ]);
    expect(refused.renewed).toEqual([]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);

    turnOn({ monthlyCap: '500.00', payRedemption: true });
    const before = credit();
    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed.map((line) => [line.domain, line.price])).toEqual([[name, '92.99']]);
    expect(before - credit()).toBe(9299);
    expect(autopilot.get(f.h.accountId).spentThisMonth).toBe('92.99');
    expect(lastSummary()).toBe(
      'Renewal autopilot: renewed 1 (1 in redemption, fee 80.00); spent 92.99.',
    );
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('does not renew in redemption a domain it renewed in grace whose new expiry was never read', async () => {
    await start();
    const name = freeName('com', 'apstale');
    const expiry = await own(name);
    toDaysAfter(expiry, 5);
    turnOn({ monthlyCap: '500.00', daysBefore: 1, payRedemption: true });
    expect((await autopilot.runNow(f.h.accountId)).renewed).toHaveLength(1);

    // Two months on, the cache still has the old date: the name looks 66 days expired.
    toDaysAfter(expiry, 66);
    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed).toEqual([]);
    expect(run.skipped).toEqual([
      expect.objectContaining({ domain: name, reason: 'renewed_recently' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('does not renew a domain renewed elsewhere since the cache last read it', async () => {
    await start();
    const name = freeName('com', 'apelsewhere');
    const expiry = await own(name);
    toDaysAfter(expiry, 5);
    // Renewed at the provider directly (its panel, another tool): the cache still says expired.
    const client = await f.h.ctx.clients(f.h.accountId);
    await client.renew({ domain: name, regperiod: 1 });
    turnOn({ monthlyCap: '500.00' });
    const before = credit();

    const run = await autopilot.runNow(f.h.accountId);
    expect(run.renewed).toEqual([]);
    expect(run.skipped).toEqual([
      expect.objectContaining({ domain: name, reason: 'expiry_changed' }),
    ]);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(credit()).toBe(before);
    // Nothing counted against the cap; the name's details are read again.
    expect(autopilot.get(f.h.accountId).spentThisMonth).toBe('0.00');
    expect(f.portfolio.synced).toContain(name);
  });
});
