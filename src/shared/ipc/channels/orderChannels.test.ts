import { describe, expect, it } from 'vitest';
import { ordersChannels } from './orders';
import { searchChannels } from './search';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('order requests from a window', () => {
  it('send an order again only with an explicit confirmation', () => {
    const input = ordersChannels['orders:sendAgain'].input;
    expect(messages(input.safeParse({ orderId: 'o-1' }))).toEqual([
      'confirm must be true: sending again places a new order',
    ]);
    expect(input.safeParse({ orderId: 'o-1', confirm: true }).success).toBe(true);
  });

  it('are refused with a reason when the period or operation is wrong', () => {
    const input = ordersChannels['orders:place'].input;
    const result = input.safeParse({
      accountId: 'a-1',
      order: { domain: 'shop.com', operation: 'buy', period: 11 },
    });
    expect(messages(result)).toEqual([
      'operation must be register, transfer or renew',
      'period must be at most 10 years',
    ]);
  });
});

describe('search requests from a window', () => {
  it('need at least one entry', () => {
    const input = searchChannels['search:start'].input;
    expect(messages(input.safeParse({ accountId: 'a-1', entries: [], tlds: ['.com'] }))).toEqual([
      'enter at least one name to search',
    ]);
  });
});
