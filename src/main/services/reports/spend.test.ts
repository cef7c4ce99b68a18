import { afterEach, describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from '../../../shared/api';
import { NO_TAG } from '../../../shared/ipc/channels/reports';
import type { SpendRow } from '../../../shared/ipc/channels/reports';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createReportsService } from './reportsService';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const DAY_MS = 86_400_000;
const credit = (): number => moneyToCents(f.h.sim.account(f.h.email)?.credit ?? '') ?? NaN;
const row = (rows: readonly SpendRow[], key: string) => rows.find((r) => r.key === key);

/** Places one order through the orders service; answers what the balance went down by. */
async function order(domain: string, operation: 'register' | 'renew'): Promise<number> {
  const before = credit();
  const input =
    operation === 'register' ? f.registration(domain) : { domain, operation, period: 1 };
  expect((await f.orders.place(f.h.accountId, input)).result).toBe('succeeded');
  return before - credit();
}

describe('the spend report', () => {
  it('adds up what each order charged, by month, TLD, tag and account, and exports it', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    const shop = freeName('com', 'spendshop');
    const blog = freeName('io', 'spendblog');
    // Two letters: a premium registration, charged the registry's price.
    const premium = 'qx.com';
    const shopRegistered = await order(shop, 'register');
    const blogRegistered = await order(blog, 'register');
    const premiumRegistered = await order(premium, 'register');
    f.h.sim.provision();
    for (const name of [shop, blog, premium]) {
      f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
      f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate: '2027-11-22' });
    }
    f.h.cache.domains.setTags(f.h.accountId, shop, ['client-a']);
    f.h.cache.domains.setTags(f.h.accountId, premium, ['client-a', 'resale']);
    // A month on, the shop is renewed.
    f.h.advance(31 * DAY_MS);
    const shopRenewed = await order(shop, 'renew');
    // .io registers at 39.99; the premium name far above .com's 10.99.
    expect(blogRegistered).toBe(3999);
    expect(premiumRegistered).toBeGreaterThan(10 * 1099);

    const reports = createReportsService(f.h.ctx, f.pricing);
    const report = await reports.spend(f.h.accountId);

    const money = centsToMoney;
    expect(report.currency).toBe('USD');
    expect(report.byMonth).toEqual([
      {
        key: '2026-11',
        orders: 3,
        spent: money(shopRegistered + blogRegistered + premiumRegistered),
      },
      { key: '2026-12', orders: 1, spent: money(shopRenewed) },
    ]);
    expect(report.total).toBe(
      money(shopRegistered + blogRegistered + premiumRegistered + shopRenewed),
    );
    expect(row(report.byTld, 'com')).toEqual({
      key: 'com',
      orders: 3,
      spent: money(shopRegistered + premiumRegistered + shopRenewed),
    });
    expect(row(report.byTld, 'io')).toEqual({ key: 'io', orders: 1, spent: money(3999) });
    expect(row(report.byTag, 'client-a')).toEqual({
      key: 'client-a',
      orders: 3,
      spent: money(shopRegistered + premiumRegistered + shopRenewed),
    });
    expect(row(report.byTag, 'resale')).toEqual({
      key: 'resale',
      orders: 1,
      spent: money(premiumRegistered),
    });
    expect(row(report.byTag, NO_TAG)).toEqual({ key: NO_TAG, orders: 1, spent: money(3999) });
    expect(report.byAccount).toEqual([{ key: 'Test reseller', orders: 4, spent: report.total }]);
    expect(report.atQuote).toBe(0);
    // All three renew in November 2027, within the next 12 months.
    expect(report.projection.map((p) => [p.key, p.count])).toEqual([['2027-11', 3]]);

    const csv = await reports.spendCsv(f.h.accountId);
    expect(csv).toContain(`spend by month,2026-12,1,${money(shopRenewed)},USD,\r\n`);
    expect(csv).toContain(`spend by TLD,io,1,39.99,USD,\r\n`);
  });
});
