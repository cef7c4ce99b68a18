import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';
import { clockTime } from './recheckSchedule';
import { eventually, startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const RENEW = '/order/domains/renew';
const REGISTER = '/order/domains/register';
const MINUTE = 60_000;
let f: OrdersFixture | undefined;
let desk: Desk | undefined;

afterEach(async () => {
  await f?.close();
  await desk?.close();
  f = undefined;
  desk = undefined;
});

/** A name registered and active in the account; answers with its expiry date. */
async function activeName(fixture: OrdersFixture, stem: string): Promise<[string, string]> {
  const name = freeName('com', stem);
  expect((await fixture.orders.place(fixture.h.accountId, fixture.registration(name))).result).toBe(
    'succeeded',
  );
  fixture.h.sim.provision();
  return [name, fixture.h.sim.domain(name)?.expiresAt ?? ''];
}

const renewal = (domain: string) => ({ domain, operation: 'renew', period: 1 }) as const;

describe('an order whose answer was lost', () => {
  it('while the provider was still renewing is not called "not placed" before the settle window ends, so it is never renewed twice', async () => {
    f = await startOrdersFixture({ timeoutMs: 500 });
    const [name, expiry] = await activeName(f, 'slow-renewal');
    // The provider takes longer than the client waits, and renews after the client gave up.
    f.h.sim.faults.add({ path: RENEW, times: 1, latencyMs: 5000, action: { kind: 'latency' } });

    const lost = await f.orders.place(f.h.accountId, renewal(name));
    expect(lost.result).toBe('outcome_unknown');
    // Checked while the provider is still working on it: balance and expiry unchanged.
    const early = await f.orders.reconcile(lost.order.id);

    expect(early.conclusion).toBe('unknown');
    expect(early.reasons).toEqual(
      expect.arrayContaining([
        `The expiry date is unchanged (${expiry}).`,
        'The balance is unchanged (989.01 USD): nothing was charged.',
      ]),
    );
    expect(early.reasons.join(' ')).toMatch(/may still be processing it until \d\d:\d\d/);
    expect(early.order).toMatchObject({ state: 'outcome_unknown', canSendAgain: false });
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toMatchObject({ kind: 'conflict' });

    await eventually(() => f?.h.sim.domain(name)?.expiresAt !== expiry);
    f.h.advance(10 * MINUTE);
    const settled = await f.orders.reconcile(lost.order.id);

    expect(settled.conclusion).toBe('placed');
    expect(settled.reasons).toContain(
      `The expiry date moved from ${expiry} to ${f.h.sim.domain(name)?.expiresAt ?? ''}.`,
    );
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('976.02');
  });

  it("waits for the account's own settle window, then a renewal with expiry and balance unchanged is not placed and may be sent again once", async () => {
    f = await startOrdersFixture();
    const [name, expiry] = await activeName(f, 'long-window');
    f.h.cache.accounts.update(f.h.accountId, { orderSettleMinutes: 30 });
    f.loseNext(RENEW, 'before-handling');
    const lost = await f.orders.place(f.h.accountId, renewal(name));
    const settleEnds = new Date(Date.parse(lost.order.updatedAt) + 30 * MINUTE).toISOString();
    expect(lost.order.nextCheckAt).toBe(settleEnds);

    f.h.advance(10 * MINUTE);
    const within = await f.orders.reconcile(lost.order.id);
    expect(within.conclusion).toBe('unknown');
    expect(within.reasons.at(-1)).toBe(
      `Still unknown: DomainDesk checks again at ${clockTime(settleEnds)}.`,
    );

    f.h.advance(20 * MINUTE);
    const after = await f.orders.reconcile(lost.order.id);
    expect(after.conclusion).toBe('not_placed');
    expect(after.reasons).toEqual(
      expect.arrayContaining([
        `The expiry date is unchanged (${expiry}).`,
        'The balance is unchanged (989.01 USD): nothing was charged.',
      ]),
    );
    expect((await f.orders.sendAgain(lost.order.id)).result).toBe('succeeded');
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(f.h.sim.account(f.h.email)?.credit).toBe('976.02');
  });

  it('is checked again by itself once its settle window has passed', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'checked-by-itself');
    f.loseNext(REGISTER, 'before-handling');
    const lost = await f.orders.place(f.h.accountId, f.registration(name));
    f.orders.startRechecks(10);

    f.h.advance(10 * MINUTE);
    await eventually(() => f?.orders.get(lost.order.id).state === 'reconciled');
    f.orders.stop();

    expect(f.orders.get(lost.order.id)).toMatchObject({
      verdict: 'not_placed',
      canSendAgain: true,
      nextCheckAt: null,
    });
    expect(f.h.eventsOf('cache:changed')).toContainEqual({
      scope: 'orders',
      accountId: f.h.accountId,
    });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
  });
});

describe('the settle window setting of an account', () => {
  it('is refused outside 2 to 1440 minutes with a message naming it', async () => {
    desk = await openDesk();
    const accountId = await desk.connect();

    const tooShort = await desk.call('accounts:update', {
      accountId,
      changes: { orderSettleMinutes: 1 },
    });
    const tooLong = await desk.call('accounts:update', {
      accountId,
      changes: { orderSettleMinutes: 2000 },
    });
    const fine = await desk.call('accounts:update', {
      accountId,
      changes: { orderSettleMinutes: 45 },
    });

    expect(!tooShort.ok && tooShort.error).toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining(
        'changes.orderSettleMinutes: The order settle time must be at least 2 minutes',
      ) as string,
    });
    expect(!tooLong.ok && tooLong.error.message).toContain(
      'changes.orderSettleMinutes: The order settle time can be at most 1440 minutes (24 hours).',
    );
    expect(fine.ok && fine.data.orderSettleMinutes).toBe(45);
  });
});
