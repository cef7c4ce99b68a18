import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const REGISTER = '/order/domains/register';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

describe('an order whose connection closes before the answer', () => {
  it('says so in plain words, with the network code only in the details', async () => {
    f = await startOrdersFixture();
    f.loseNext(REGISTER, 'after-handling');

    const outcome = await f.orders.place(f.h.accountId, f.registration(freeName('com', 'dropped')));

    expect(outcome.result).toBe('outcome_unknown');
    expect(outcome.message).toBe(
      'The connection closed before the answer arrived, so the order may or may not have been placed and charged. Check the domain and your credit balance before ordering again.',
    );
  });
});
