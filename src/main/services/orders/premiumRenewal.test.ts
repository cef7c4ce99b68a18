import { afterEach, describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from '../../../shared/api';
import { freeName } from '../../../sandbox/testing/names';
import {
  failPremiumLookups,
  forgetPremiumStatus,
  startOrdersFixture,
} from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const DAY_MS = 86_400_000;
const RENEW = '/order/domains/renew';
// Two letters: the simulated registry sells it at a premium price.
const PREMIUM = 'qz.com';

const credit = (): number => moneyToCents(f.h.sim.account(f.h.email)?.credit ?? '') ?? NaN;

/** Registers the names (all active), and the cache holds them with their expiry date. */
async function own(...names: string[]): Promise<void> {
  for (const name of names) {
    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  }
  f.h.sim.provision();
  for (const name of names) {
    f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
    f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate: '2027-11-22' });
  }
}

/** Checks the cart out and answers what the balance went down by, in cents. */
async function charged(): Promise<number> {
  const before = credit();
  const started = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
  expect(await f.jobs.finished(started.job.jobId)).toMatchObject({ failed: 0 });
  return before - credit();
}

describe('renewing a premium domain', () => {
  it('is quoted at its premium renewal price, which is what the renewal charges', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    const plain = freeName('com', 'renewplain');
    await own(PREMIUM, plain);
    for (const domain of [PREMIUM, plain]) {
      await f.orders.cartPut(f.h.accountId, { domain, operation: 'renew', period: 2 });
    }

    const quote = await f.orders.cartQuote(f.h.accountId);
    const premium = quote.items.find((item) => item.domain === PREMIUM);
    const standard = quote.items.find((item) => item.domain === plain);
    expect(premium).toMatchObject({ renewalPremium: 'premium', priceSource: 'premium' });
    // .com renews at 12.99 a year; the premium name's price is the registry's, far above it.
    expect(standard?.price).toBe('25.98');
    expect(moneyToCents(premium?.price ?? '')).toBeGreaterThan(2 * 1299);
    expect(await charged()).toBe(moneyToCents(quote.total));
  });

  it('in redemption adds the redemption fee, and the quote is what is charged', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    await own(PREMIUM);
    // Expired on 2027-11-22; 50 days later .com is past its 40 grace days, in redemption.
    f.h.advance(365 * DAY_MS + 50 * DAY_MS);
    await f.orders.cartPut(f.h.accountId, { domain: PREMIUM, operation: 'renew', period: 1 });

    const quote = await f.orders.cartQuote(f.h.accountId);
    expect(quote.items[0]).toMatchObject({
      renewalPremium: 'premium',
      lateFee: { phase: 'redemption', amount: '80.00' },
    });
    expect(await charged()).toBe(moneyToCents(quote.total));
    // Ordered as premium, its premium price kept apart from the fee.
    const renewal = f.orders.list({ domain: PREMIUM }).find((o) => o.operation === 'renew');
    expect(renewal?.premium).toEqual({
      price: centsToMoney((moneyToCents(quote.total) ?? NaN) - 8000),
    });
  });

  it('whose premium status is unknown is never quoted at the TLD price; a fresh lookup finds it', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    await own(PREMIUM);
    f.h.cache.db.exec('DELETE FROM domain_premium');
    const item = { domain: PREMIUM, operation: 'renew' as const, period: 1 };
    await f.pricing.tldPricing(f.h.accountId);

    f.h.setOnline(false);
    const offline = await f.pricing.quote(f.h.accountId, [item]);
    expect(offline.items[0]).toMatchObject({ renewalPremium: 'unknown', price: null });
    expect(offline.complete).toBe(false);

    f.h.setOnline(true);
    const online = await f.pricing.quote(f.h.accountId, [item]);
    expect(online.items[0]).toMatchObject({ renewalPremium: 'premium', priceSource: 'premium' });
    await f.orders.cartPut(f.h.accountId, item);
    expect(await charged()).toBe(moneyToCents(online.total));
  });

  it('whose price stays unknown is checked out only once the user accepts that explicitly', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    await own(PREMIUM);
    f.h.cache.db.exec('DELETE FROM domain_premium');
    await f.pricing.tldPricing(f.h.accountId);
    // The lookup that would tell fails: the premium status stays unknown.
    failPremiumLookups(f);
    const line = { domain: PREMIUM, operation: 'renew' as const, period: 1 };
    await f.orders.cartPut(f.h.accountId, line);

    expect((await f.orders.cartQuote(f.h.accountId)).items[0]).toMatchObject({
      renewalPremium: 'unknown',
      price: null,
    });
    await expect(f.orders.checkout(f.h.accountId, f.checkoutOptions())).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining('qz.com: premium renewal price unknown') as unknown,
    });

    await f.orders.cartPut(f.h.accountId, { ...line, acceptUnknownPrice: true });
    expect(f.orders.cart(f.h.accountId)[0]).toMatchObject({ acceptUnknownPrice: true });
    const started = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
    expect(await f.jobs.finished(started.job.jobId)).toMatchObject({ succeeded: 1 });
  });

  it('of unknown price, ordered directly or in a batch, is refused unless the unknown price is accepted', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    await own(PREMIUM);
    forgetPremiumStatus(f);
    const renewal = { domain: PREMIUM, operation: 'renew' as const, period: 1 };
    const before = credit();

    await expect(f.orders.place(f.h.accountId, renewal)).rejects.toMatchObject({
      kind: 'invalid_input',
      message:
        'Not sent, nothing charged: the premium renewal price of qz.com is unknown (whether it is a premium name could not be looked up). Accept the unknown price explicitly (acceptUnknownPrice, as the Renew dialog asks), or try again once the provider can be reached.',
    });
    const batch = f.orders.startBatch(f.h.accountId, [renewal]);
    expect(await f.jobs.finished(batch.jobId)).toMatchObject({ succeeded: 0, failed: 1 });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
    expect(credit()).toBe(before);
    expect(f.orders.list({ domain: PREMIUM }).filter((o) => o.operation === 'renew')).toEqual([]);

    const accepted = await f.orders.place(f.h.accountId, { ...renewal, acceptUnknownPrice: true });
    expect(accepted).toMatchObject({ result: 'succeeded', order: { price: null } });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    // What it cost is known only now, from the balance.
    expect(accepted.order.charged).toBe(centsToMoney(before - credit()));
  });

  it('registered through checkout, keeps its premium renewal price for renewing while lookups fail', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    await f.orders.cartAdd(f.h.accountId, { domain: PREMIUM, operation: 'register', period: 1 });
    const renewsAt = f.orders.cart(f.h.accountId)[0]?.premium?.renew;
    expect(renewsAt).toEqual(expect.stringMatching(/^\d+\.\d\d$/));
    const quote = await f.orders.cartQuote(f.h.accountId, { recheckPremium: true });
    const started = await f.orders.checkout(f.h.accountId, {
      ...f.checkoutOptions(),
      expectedTotal: quote.total,
    });
    expect(await f.jobs.finished(started.job.jobId)).toMatchObject({ succeeded: 1 });
    f.h.sim.provision();
    f.h.cache.domains.upsert(f.h.accountId, { name: PREMIUM, origin: 'registered' });
    f.h.cache.domains.recordActive(f.h.accountId, PREMIUM, { expiryDate: '2027-11-22' });
    // No lookup can tell now: only what the registration's lookup said prices the renewal.
    failPremiumLookups(f);

    await f.orders.cartPut(f.h.accountId, { domain: PREMIUM, operation: 'renew', period: 1 });
    const renewal = await f.orders.cartQuote(f.h.accountId);
    expect(renewal.items[0]).toMatchObject({ renewalPremium: 'premium', price: renewsAt });
    expect(await charged()).toBe(moneyToCents(renewsAt ?? ''));
  });
});
