import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { createPortfolioService } from '../portfolio/portfolioService';
import type { PortfolioService } from '../portfolio/portfolioService';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const DAY = 24 * 60 * 60 * 1000;
let f: OrdersFixture;
let portfolio: PortfolioService | undefined;

afterEach(async () => {
  portfolio?.stop();
  await f.close();
});

describe('the low-balance warning', () => {
  it("by default warns below what the renewals due within 30 days cost, and below the account's own level once set", async () => {
    f = await startOrdersFixture({
      credit: '100.00',
      hooks: (_calls, ctx) => (portfolio = createPortfolioService(ctx)),
    });
    const names = [freeName('com', 'lowbal-a'), freeName('com', 'lowbal-b')];
    for (const name of names) {
      expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
    }
    f.h.sim.provision();
    // Nothing is due yet: nothing to warn about.
    expect(await f.orders.lowBalance(f.h.accountId)).toMatchObject({
      source: 'renewals',
      renewalsDue: 0,
      threshold: '0.00',
      low: false,
    });

    // Eleven months on, both expire within 30 days; the balance is below their renewals.
    f.h.advance(340 * DAY);
    for (const name of names) await portfolio?.sync(f.h.accountId, name);
    f.h.sim.setCredit(f.h.email, '5.00');
    const renewals = await f.pricing.quote(
      f.h.accountId,
      names.map((domain) => ({ domain, operation: 'renew' as const, period: 1 })),
    );
    expect(await f.orders.lowBalance(f.h.accountId)).toEqual({
      balance: '5.00',
      threshold: renewals.total,
      source: 'renewals',
      renewalsDue: 2,
      low: true,
      currency: 'USD',
    });

    // A name whose premium status is not known is not looked up for the warning (it is read
    // on every account switch): it is left out of the figure instead.
    f.h.cache.db.exec(`DELETE FROM domain_premium WHERE name = '${names[1] ?? ''}'`);
    const lookupsBefore = f.h.sim.countRequests({ path: '/domains/lookup' });
    const withoutUnknown = await f.orders.lowBalance(f.h.accountId);
    expect(f.h.sim.countRequests({ path: '/domains/lookup' })).toBe(lookupsBefore);
    expect(withoutUnknown).toMatchObject({ renewalsDue: 2, low: true });
    expect(withoutUnknown.threshold).not.toBe(renewals.total);

    f.h.cache.accounts.update(f.h.accountId, { lowBalanceThreshold: '4.00' });
    expect(await f.orders.lowBalance(f.h.accountId)).toMatchObject({
      threshold: '4.00',
      source: 'account',
      low: false,
    });
  });
});
