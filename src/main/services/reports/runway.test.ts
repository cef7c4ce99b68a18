import { afterEach, describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from '../../../shared/api';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createRenewalsService } from '../renewals/renewalsService';
import { createReportsService } from './reportsService';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const DAY_MS = 86_400_000;
// Two letters: the simulated registry sells it, and renews it, at a premium price.
const PREMIUM = 'qz.com';
// .io charges a grace fee (5.00) on top of its renewal (44.99) once expired.
const LATE = freeName('io', 'runwaylate');
const PLAIN = freeName('com', 'runwayplain');

const cents = (money: string | null | undefined): number => moneyToCents(money ?? '') ?? NaN;

/** Registers the names through the orders service; the cache holds them with `expiryDate`. */
async function own(expiryDate: string, ...names: string[]): Promise<void> {
  for (const name of names) {
    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  }
  f.h.sim.provision();
  for (const name of names) {
    f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
    f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate });
  }
}

/** Sets the provider's balance and reads it as the header does. */
async function balance(amount: string): Promise<void> {
  f.h.sim.setCredit(f.h.email, amount);
  const read = await (await f.h.ctx.clients(f.h.accountId)).credits();
  f.h.cache.accounts.recordBalance(f.h.accountId, read);
}

/** A late .io, and a premium and a plain .com due in 55 days, premium status looked up. */
async function portfolio() {
  await own('2027-11-22', LATE);
  f.h.advance(60 * DAY_MS);
  await own('2028-01-21', PREMIUM, PLAIN);
  // Today 2027-11-27: LATE expired five days ago (within .io's grace); the others in 55 days.
  f.h.advance((365 - 60 + 5) * DAY_MS);
  const renewals = createRenewalsService(f.h.ctx, f.pricing);
  await renewals.checkPremium(f.h.accountId, 'grace');
  await renewals.checkPremium(f.h.accountId, 'days60');
  const reports = createReportsService(f.h.ctx, f.pricing);
  return { reports };
}

/** What renewing each name costs as the cart prices it (the price the checkout charges). */
async function quoted(...names: string[]): Promise<Map<string, number>> {
  for (const domain of names) {
    await f.orders.cartPut(f.h.accountId, { domain, operation: 'renew', period: 1 });
  }
  const quote = await f.orders.cartQuote(f.h.accountId);
  return new Map(quote.items.map((item) => [item.domain, cents(item.price)]));
}

describe('the credit runway', () => {
  it('counts the renewals due week by week at the price charged: premium, grace fee included', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    const { reports } = await portfolio();
    const prices = await quoted(LATE, PREMIUM, PLAIN);
    const late = prices.get(LATE) ?? NaN;
    const premium = prices.get(PREMIUM) ?? NaN;
    const plain = prices.get(PLAIN) ?? NaN;
    // The late one carries .io's grace fee; the premium one renews far above 12.99.
    expect(late).toBe(4499 + 500);
    expect(premium).toBeGreaterThan(10 * 1299);
    expect(plain).toBe(1299);

    // The balance covers the late renewal and not the premium one.
    await balance(centsToMoney(late + 100));
    const runway = await reports.runway(f.h.accountId);

    expect(runway.today).toBe('2027-11-27');
    expect(runway.weeks).toHaveLength(13);
    expect(runway.weeks[0]).toMatchObject({ from: '2027-11-27', to: '2027-12-03', count: 1 });
    expect(cents(runway.weeks[0]?.due)).toBe(late);
    // 2028-01-21 is 55 days ahead: the eighth week (days 49 to 55).
    expect(runway.weeks[7]).toMatchObject({ from: '2028-01-15', to: '2028-01-21', count: 2 });
    expect(cents(runway.weeks[7]?.due)).toBe(premium + plain);
    expect(cents(runway.weeks[7]?.left)).toBe(late + 100 - (late + premium + plain));
    expect(cents(runway.total)).toBe(late + premium + plain);
    expect(runway.shortfall).toEqual({
      amount: centsToMoney(premium + plain - 100),
      before: '2028-01-21',
    });
    expect(runway.premiumUnknown).toEqual([]);

    // Topped up by exactly that, the checkout of every renewal due goes through, to the cent.
    await balance(centsToMoney(late + premium + plain));
    expect((await reports.runway(f.h.accountId)).shortfall).toBeNull();
    const started = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
    expect(await f.jobs.finished(started.job.jobId)).toMatchObject({ failed: 0 });
    expect(f.h.sim.account(f.h.email)?.credit).toBe('0.00');
  });

  it('names a renewal whose premium price is unknown and never prices it at the standard price', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    // Added to the portfolio, not ordered here: neither name's premium status is known yet.
    for (const name of [PREMIUM, PLAIN]) {
      f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'added' });
      f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate: '2026-12-12' });
    }
    // The plain name is looked up; the premium one is not.
    f.h.cache.premium.record(f.h.accountId, new Map([[PLAIN, { premium: false }]]));
    await balance('5.00');
    const runway = await createReportsService(f.h.ctx, f.pricing).runway(f.h.accountId);

    expect(runway.premiumUnknown).toEqual([PREMIUM]);
    expect(runway.premiumUnknownCount).toBe(1);
    expect(runway.total).toBe('12.99');
    expect(runway.weeks[2]).toMatchObject({ count: 2, due: '12.99', notPriced: 1 });
    expect(runway.shortfall).toEqual({ amount: '7.99', before: '2026-12-12' });
  });
});
