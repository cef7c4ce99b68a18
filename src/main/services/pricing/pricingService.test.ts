import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { createPricingService } from './pricingService';
import type { PricingService } from './pricingService';

const HOUR = 60 * 60 * 1000;

let h: ServiceHarness;
let pricing: PricingService;

beforeEach(async () => {
  h = await startServiceHarness({ credit: '20.00' });
  pricing = createPricingService(h.ctx);
});
afterEach(async () => {
  await h.close();
});

describe('TLD list and prices', () => {
  it('are fetched once and served from the cache while fresh, with their age', async () => {
    const first = await pricing.tldPricing(h.accountId);
    h.advance(2 * HOUR);
    const second = await pricing.tldPricing(h.accountId);

    expect(h.sim.countRequests({ path: '/tlds/pricing' })).toBe(1);
    expect(first).toMatchObject({ fromCache: false, ageMs: 0, currency: 'USD' });
    expect(second).toMatchObject({ fromCache: true, ageMs: 2 * HOUR });
    expect(second.currencies).toEqual(['EUR', 'GBP', 'USD']);
    expect(second.prices.find((p) => p.tld === '.com')).toMatchObject({
      registrationPrice: '10.99',
      renewalPrice: '12.99',
      years: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
  });

  it('are refreshed when older than the threshold or on demand', async () => {
    await pricing.tlds(h.accountId);
    await pricing.tlds(h.accountId, { refresh: true });
    h.advance(25 * HOUR);
    const stale = await pricing.tlds(h.accountId);

    expect(h.sim.countRequests({ path: '/tlds' })).toBe(3);
    expect(stale.fromCache).toBe(false);
    expect(stale.tlds).toContain('.co.uk');
    expect(stale.tlds).not.toContain(null);
  });

  it('offline, come from the cache with their age and the reason they are not fresh', async () => {
    await pricing.tldPricing(h.accountId);
    h.advance(30 * HOUR);
    h.setOnline(false);

    const offline = await pricing.tldPricing(h.accountId);

    expect(offline.fromCache).toBe(true);
    expect(offline.ageMs).toBe(30 * HOUR);
    expect(offline.refreshError?.kind).toBe('network');
    expect(offline.prices.length).toBeGreaterThan(10);
  });

  it('offline with nothing cached, report that the provider cannot be reached', async () => {
    h.setOnline(false);
    await expect(pricing.tldPricing(h.accountId)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('cart prices', () => {
  it('are kept per domain and operation with their age, periods not offered left out', async () => {
    const register = await pricing.cartPrice(h.accountId, 'Shop.DE', 'register');
    h.advance(HOUR);
    const again = await pricing.cartPrice(h.accountId, 'shop.de', 'register');
    await pricing.cartPrice(h.accountId, 'shop.de', 'renew');

    expect(register).toMatchObject({ domain: 'shop.de', byYears: { '1': '6.99' }, periods: [1] });
    expect(again).toMatchObject({ fromCache: true, ageMs: HOUR });
    expect(h.sim.countRequests({ path: '/order/pricing/domains/register' })).toBe(1);
    expect(h.sim.countRequests({ path: '/order/pricing/domains/renew' })).toBe(1);
  });
});

describe('a quote for a cart', () => {
  it('prices each line for its period and shows how much the balance falls short', async () => {
    const quote = await pricing.quote(h.accountId, [
      { domain: 'first-shop.com', operation: 'register', period: 1 },
      { domain: 'first-shop.io', operation: 'register', period: 2 },
    ]);

    expect(quote.items.map((i) => [i.domain, i.price, i.priceSource])).toEqual([
      ['first-shop.com', '10.99', 'cart'],
      ['first-shop.io', '79.98', 'cart'],
    ]);
    expect(quote).toMatchObject({
      currency: 'USD',
      total: '90.97',
      complete: true,
      balance: { amount: '20.00', fromCache: false },
      covered: false,
      shortfall: '70.97',
    });
  });

  it('is covered when the balance is enough', async () => {
    h.sim.setCredit(h.email, '500.00');
    const quote = await pricing.quote(h.accountId, [
      { domain: 'first-shop.com', operation: 'renew', period: 3 },
    ]);
    expect(quote).toMatchObject({ total: '38.97', covered: true, shortfall: '0.00' });
  });

  it('refuses a period the TLD does not offer, naming the periods it does', async () => {
    await pricing.tldPricing(h.accountId);
    await pricing.tlds(h.accountId);
    const before = h.sim.countRequests();

    const quote = await pricing.quote(h.accountId, [
      { domain: 'shop.de', operation: 'register', period: 2 },
    ]);

    expect(quote.complete).toBe(false);
    expect(quote.items[0]?.problem).toBe('2 years is not offered for .de (offered: 1 year).');
    // Only the balance was read: the period was judged from the cached TLD prices.
    expect(h.sim.countRequests()).toBe(before + 1);
  });

  it('falls back to the TLD price × years when the cart price cannot be read', async () => {
    await pricing.tldPricing(h.accountId);
    await pricing.tlds(h.accountId);
    h.setOnline(false);
    const quote = await pricing.quote(h.accountId, [
      { domain: 'bücher.co.uk', operation: 'register', period: 2 },
    ]);
    expect(quote.items[0]).toMatchObject({
      domain: 'xn--bcher-kva.co.uk',
      unicodeDomain: 'bücher.co.uk',
      price: '17.98',
      priceSource: 'tld',
    });
    expect(quote.balance).toMatchObject({ amount: null, fromCache: true });
    expect(quote.covered).toBe(false);
  });
});
