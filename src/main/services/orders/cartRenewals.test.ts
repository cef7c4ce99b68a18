import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

describe('a renewal put into the cart', () => {
  it('of a domain still pending or not in the account is refused, saying why', async () => {
    f = await startOrdersFixture();
    const pending = freeName('com', 'cartpending');
    const elsewhere = freeName('com', 'cartelsewhere');
    f.h.cache.domains.upsertMany(f.h.accountId, [
      { name: pending, status: 'pending' },
      { name: elsewhere, status: 'not_in_account' },
    ]);

    await expect(
      f.orders.cartPut(f.h.accountId, { domain: pending, operation: 'renew', period: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: `${pending} is still pending: it can be renewed once it is active, so it cannot be renewed.`,
    });
    await expect(
      f.orders.cartPut(f.h.accountId, { domain: elsewhere, operation: 'renew', period: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: `${elsewhere} is not in this account, so it cannot be renewed.`,
    });
    expect(f.orders.cart(f.h.accountId)).toEqual([]);
  });
});
