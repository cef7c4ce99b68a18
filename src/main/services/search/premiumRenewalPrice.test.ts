import { afterEach, describe, expect, it } from 'vitest';
import { moneyToCents } from '../../../shared/api';
import type { LabelSearchResult } from '../../../shared/ipc/channels/search';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createSearchService } from './searchService';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

describe('the renewal price a search shows for a premium name', () => {
  it('is its premium renewal price, which is what renewing it after registration charges', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    const search = createSearchService(f.h.ctx, f.jobs, f.pricing);
    const started = await search.start({
      accountId: f.h.accountId,
      entries: ['casino'],
      tlds: ['.com'],
    });
    await f.jobs.finished(started.job.jobId);
    const item = f.jobs.get(started.job.jobId)?.items[0];
    const [row] = item?.state === 'succeeded' ? (item.result as LabelSearchResult).domains : [];
    expect(row).toMatchObject({ domain: 'casino.com', premium: true, period: 1 });
    // .com renews at 12.99: a premium name's renewal is the registry's own price.
    expect(moneyToCents(row?.renewPrice ?? '')).toBeGreaterThan(1299);

    expect((await f.orders.place(f.h.accountId, f.registration('casino.com'))).result).toBe(
      'succeeded',
    );
    f.h.sim.provision();
    const credit = () => moneyToCents(f.h.sim.account(f.h.email)?.credit ?? '') ?? NaN;
    const before = credit();
    const renewal = await f.orders.place(f.h.accountId, {
      domain: 'casino.com',
      operation: 'renew',
      period: 1,
    });
    expect(renewal.result).toBe('succeeded');
    expect(before - credit()).toBe(moneyToCents(row?.renewPrice ?? ''));
  });

  it('is the yearly premium renewal price × years when the lookup gives only that, else unknown', async () => {
    f = await startOrdersFixture({ credit: '100000.00' });
    const search = createSearchService(f.h.ctx, f.jobs, f.pricing);
    const premium = (label: string, renew?: string) => ({
      domainName: `${label}.com`,
      tld: 'com',
      sld: label,
      status: 'available for registration (premium)',
      legacyStatus: 'available',
      isRegistered: false,
      isAvailable: true,
      isValidDomain: true,
      isPremium: true,
      shortestPeriod: { period: 2, register: { price: '5000.00', currencyCode: 'USD' } },
      premiumCostPricing: renew === undefined ? [] : [{ type: 'renew', price: renew }],
    });
    const rowOf = async (label: string, answer: object): Promise<unknown> => {
      f.h.sim.faults.add({
        path: '/domains/lookup',
        times: 1,
        action: {
          kind: 'status',
          status: 200,
          body: JSON.stringify([answer]),
          contentType: 'application/json',
        },
      });
      const started = await search.start({
        accountId: f.h.accountId,
        entries: [label],
        tlds: ['.com'],
      });
      await f.jobs.finished(started.job.jobId);
      const item = f.jobs.get(started.job.jobId)?.items[0];
      return item?.state === 'succeeded'
        ? (item.result as LabelSearchResult).domains[0]
        : undefined;
    };

    expect(await rowOf('gold', premium('gold', '250.00'))).toMatchObject({
      premium: true,
      period: 2,
      price: '5000.00',
      renewPrice: '500.00',
    });
    // Never the TLD's renewal price: the row says the premium renewal price is not known.
    expect(await rowOf('silver', premium('silver'))).toMatchObject({
      premium: true,
      renewPrice: null,
    });
  });
});
