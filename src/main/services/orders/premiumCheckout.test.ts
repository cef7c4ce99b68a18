import { afterEach, describe, expect, it } from 'vitest';
import { moneyToCents } from '../../../shared/api';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const REGISTER = '/order/domains/register';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

function credit(): number {
  const amount = f.h.sim.account(f.h.email)?.credit;
  if (amount === undefined) throw new Error('no simulated account');
  return moneyToCents(amount) ?? Number.NaN;
}

/** The provider's next lookup of `name` answers with a premium price of `price` a year. */
function nextLookupSays(price: string, name = 'ab.org'): void {
  const money = { price, currencyCode: 'USD' };
  const dot = name.indexOf('.');
  const body = JSON.stringify([
    {
      domainName: name,
      tld: name.slice(dot + 1),
      sld: name.slice(0, dot),
      status: 'available for registration (premium)',
      legacyStatus: 'available',
      isRegistered: false,
      isAvailable: true,
      isValidDomain: true,
      isPremium: true,
      pricing: { '1': { register: money, renew: money, transfer: money } },
      premiumCostPricing: [{ type: 'register', ...money }],
    },
  ]);
  f.h.sim.faults.add({
    path: '/domains/lookup',
    times: 1,
    action: { kind: 'status', status: 200, body, contentType: 'application/json' },
  });
}

async function checkedOut(expectedTotal: string) {
  const started = await f.orders.checkout(f.h.accountId, {
    ...f.checkoutOptions(),
    expectedTotal,
  });
  return { started, summary: await f.jobs.finished(started.job.jobId) };
}

describe('premium names in the cart', () => {
  it('are quoted at their own price, and the balance falls by exactly the confirmed total', async () => {
    f = await startOrdersFixture({ credit: '10000.00' });
    const ordinary = freeName('com', 'plainname');
    await f.orders.cartAdd(f.h.accountId, { domain: 'ab.org', operation: 'register', period: 1 });
    await f.orders.cartAdd(f.h.accountId, { domain: ordinary, operation: 'register', period: 1 });

    const line = f.orders.cart(f.h.accountId).find((l) => l.domain === 'ab.org');
    expect(line?.premium).toMatchObject({ register: '5000.00', renew: '1000.00' });
    const quote = await f.orders.cartQuote(f.h.accountId, { recheckPremium: true });
    expect(quote.items.find((i) => i.domain === 'ab.org')).toMatchObject({
      price: '5000.00',
      priceSource: 'premium',
    });
    expect(quote.total).toBe('5010.99');

    const before = credit();
    const { summary } = await checkedOut(quote.total);
    expect(summary).toMatchObject({ succeeded: 2, failed: 0 });
    expect(before - credit()).toBe(moneyToCents(quote.total));
    const [order] = f.orders.list({ accountId: f.h.accountId, domain: 'ab.org' });
    expect(order?.price).toBe('5000.00');
    expect(order?.detail).toBe('ab.org (Premium) registered for 1 year (5,000.00 USD).');
  });

  it('a premium price that rose after the quote is refused before sending, naming both prices', async () => {
    f = await startOrdersFixture({ credit: '10000.00' });
    nextLookupSays('4000.00');
    await f.orders.cartAdd(f.h.accountId, { domain: 'ab.org', operation: 'register', period: 1 });
    const quote = await f.orders.cartQuote(f.h.accountId);
    expect(quote.total).toBe('4000.00');

    const before = credit();
    const { started, summary } = await checkedOut(quote.total);
    expect(summary).toMatchObject({ succeeded: 0, failed: 1 });
    const item = f.jobs.get(started.job.jobId)?.items[0];
    expect(item?.error?.message).toBe(
      'Not sent, nothing charged: the premium price of ab.org rose from 4,000.00 USD (as quoted) to 5,000.00 USD. Check the new price in the cart and order again if it is still wanted.',
    );
    expect(credit()).toBe(before);
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
    // The line stays, showing what it costs now and what it was.
    expect(f.orders.cart(f.h.accountId)[0]?.premium).toMatchObject({
      register: '5000.00',
      previousRegister: '4000.00',
    });
  });

  it('a name no longer premium when sent is ordered at the standard price, and the journal and receipt say so', async () => {
    f = await startOrdersFixture({ credit: '1000.00' });
    const name = freeName('com', 'waspremium');
    // Premium when added and when the confirmation opened; the lookup just before sending
    // (the provider's own answer) finds it ordinary, and the registration costs the .com price.
    nextLookupSays('125.00', name);
    await f.orders.cartAdd(f.h.accountId, { domain: name, operation: 'register', period: 1 });
    const quote = await f.orders.cartQuote(f.h.accountId);
    expect(quote.items[0]).toMatchObject({ price: '125.00', priceSource: 'premium' });
    const standard = await f.pricing.quoteItem(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
    });
    const sentAt = standard.price ?? expect.fail('no standard price');

    const before = credit();
    const { started, summary } = await checkedOut(quote.total);
    expect(summary).toMatchObject({ succeeded: 1, failed: 0 });
    expect(before - credit()).toBe(moneyToCents(sentAt));

    const change = `Was quoted 125.00 USD as premium, ordered at ${sentAt} USD: no longer premium.`;
    const [order] = f.orders.list({ accountId: f.h.accountId, domain: name });
    expect(order).toMatchObject({ price: sentAt, charged: sentAt, priceChange: change });
    expect(order).not.toHaveProperty('premium');
    expect(order?.detail).toBe(`${name} registered for 1 year (${sentAt} USD). ${change}`);
    const receipt = await f.orders.receipt(started.job.jobId);
    expect(receipt?.lines[0]).toEqual({
      domain: name,
      unicodeDomain: name,
      operation: 'register',
      period: 1,
      quoted: sentAt,
      premium: false,
      priceChange: change,
      charged: sentAt,
      result: 'succeeded',
      message: order?.detail,
    });
  });

  it('a premium price that fell after the quote is ordered at the lower price, the change named', async () => {
    f = await startOrdersFixture({ credit: '10000.00' });
    nextLookupSays('6000.00');
    await f.orders.cartAdd(f.h.accountId, { domain: 'ab.org', operation: 'register', period: 1 });
    const quote = await f.orders.cartQuote(f.h.accountId);
    expect(quote.total).toBe('6000.00');

    const before = credit();
    const { started } = await checkedOut(quote.total);
    expect(before - credit()).toBe(500_000);
    const change =
      'Was quoted 6,000.00 USD as premium, ordered at 5,000.00 USD: the premium price fell.';
    const [order] = f.orders.list({ accountId: f.h.accountId, domain: 'ab.org' });
    expect(order).toMatchObject({
      price: '5000.00',
      premium: { price: '5000.00' },
      priceChange: change,
    });
    const receipt = await f.orders.receipt(started.job.jobId);
    expect(receipt?.lines[0]).toMatchObject({
      quoted: '5000.00',
      premium: true,
      priceChange: change,
    });
    expect(receipt?.lines[0]).not.toHaveProperty('chargeWarning');
  });

  it('opening the confirmation looks the price up afresh; a total confirmed before that is refused', async () => {
    f = await startOrdersFixture({ credit: '10000.00' });
    nextLookupSays('4000.00');
    await f.orders.cartAdd(f.h.accountId, { domain: 'ab.org', operation: 'register', period: 1 });
    const stale = await f.orders.cartQuote(f.h.accountId);
    const fresh = await f.orders.cartQuote(f.h.accountId, { recheckPremium: true });
    expect(fresh.items[0]?.premium).toMatchObject({
      register: '5000.00',
      previousRegister: '4000.00',
    });
    expect(fresh.total).toBe('5000.00');

    await expect(
      f.orders.checkout(f.h.accountId, { ...f.checkoutOptions(), expectedTotal: stale.total }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message:
        'Nothing was ordered: the cart now costs 5,000.00 USD, not the 4,000.00 USD confirmed. Check the prices and check out again.',
    });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
  });

  it('adding a name already in the cart keeps its line as it is', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'keepline');
    await f.orders.cartPut(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 3,
      addons: { idprotection: true },
    });
    const again = await f.orders.cartAdd(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
    });
    expect(again.added).toBe(false);
    expect(again.message).toBe(
      `${name} is already in the cart (register, 3 years); that line was kept as it is.`,
    );
    expect(again.cart[0]).toMatchObject({ period: 3, addons: { idprotection: true } });
  });
});
