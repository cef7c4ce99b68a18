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
    expect(row).toMatchObject({ domain: 'casino.com', premium: true });
    // .com renews at 12.99: a premium name's renewal is the registry's own price.
    expect(moneyToCents(row?.renewalPrice ?? '')).toBeGreaterThan(1299);

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
    expect(before - credit()).toBe(moneyToCents(row?.renewalPrice ?? ''));
  });
});
