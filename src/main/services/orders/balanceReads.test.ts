import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { centsToMoney, moneyToCents } from '../../../shared/api';
import { createResellerClient } from '../../api';
import type { ResellerClient } from '../../api';
import { isStaleAfter } from '../../../renderer/src/data/cacheScopes';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

/** A second reseller account, in the simulator and the cache, with a client of its own. */
function secondAccount(credit: string): { accountId: string; email: string } {
  const email = 'second@example.com';
  const apiKey = 'second-API-key';
  f.h.sim.addAccount({ email, apiKey, credit, currency: 'USD' });
  const { id } = f.h.cache.accounts.create({
    label: 'Second reseller',
    baseUrl: f.h.sim.baseUrl,
    email,
    currency: 'USD',
  });
  const client = createResellerClient({
    baseUrl: f.h.sim.baseUrl,
    email,
    apiKey,
    now: f.h.ctx.now,
    minIntervalMs: 0,
    maxRetries: 0,
    sleep: () => Promise.resolve(),
  });
  const first = f.h.ctx.clients;
  const clients = (accountId: string): Promise<ResellerClient> =>
    accountId === id ? Promise.resolve(client) : first(accountId);
  Object.assign(f.h.ctx, { clients });
  return { accountId: id, email };
}

describe('the balance behind the low-balance warning and the checkout confirmation', () => {
  it('is read afresh for the account switched to, never one from another account or an older reading', async () => {
    f = await startOrdersFixture({ credit: '40.00' });
    const a = f.h.accountId;
    const b = secondAccount('10.00');
    for (const id of [a, b.accountId]) {
      f.h.cache.accounts.update(id, { lowBalanceThreshold: '20.00' });
    }

    expect(await f.orders.lowBalance(a)).toMatchObject({ balance: '40.00', low: false });
    // Switching to the second account: its own balance, not the first one's.
    expect(await f.orders.lowBalance(b.accountId)).toMatchObject({ balance: '10.00', low: true });

    // Back on the first account, whose provider now holds less than the figure last read.
    f.h.sim.setCredit(f.h.email, '15.00');
    expect(f.h.cache.accounts.get(a)?.lastBalance?.amount).toBe('40.00');
    expect(await f.orders.lowBalance(a)).toMatchObject({ balance: '15.00', low: true });
    // The header's figure follows, and is told to.
    expect(f.h.cache.accounts.get(a)?.lastBalance?.amount).toBe('15.00');
    expect(f.h.eventsOf('cache:changed').at(-1)).toEqual({ scope: 'balance', accountId: a });
  });

  it('is read again each time the confirmation opens, for that account, and an older figure is never shown as new', async () => {
    f = await startOrdersFixture({ credit: '40.00' });
    const a = f.h.accountId;
    const b = secondAccount('500.00');
    await f.orders.cartPut(a, {
      domain: freeName('com', 'freshbal'),
      operation: 'register',
      period: 1,
    });
    await f.orders.cartPut(b.accountId, {
      domain: freeName('com', 'freshbal-b'),
      operation: 'register',
      period: 1,
    });

    const first = await f.orders.cartQuote(a, { recheckPremium: true });
    expect(first.balance).toMatchObject({ amount: '40.00', fromCache: false });
    // The second account's confirmation shows its own balance.
    const other = await f.orders.cartQuote(b.accountId, { recheckPremium: true });
    expect(other.balance).toMatchObject({ amount: '500.00', fromCache: false });

    // Funds were added with the provider meanwhile; the dialog opens again.
    f.h.sim.setCredit(f.h.email, '100.00');
    const again = await f.orders.cartQuote(a, { recheckPremium: true });
    expect(again.balance).toMatchObject({ amount: '100.00', fromCache: false });
    expect(again.balance.at).toBe(new Date(f.h.ctx.now()).toISOString());
    expect(again.covered).toBe(true);

    // Spent elsewhere down to less than the cart: the confirmation says so, and checkout refuses.
    f.h.sim.setCredit(f.h.email, '1.00');
    const short = await f.orders.cartQuote(a, { recheckPremium: true });
    expect(short).toMatchObject({ balance: { amount: '1.00' }, covered: false });
    expect(short.shortfall).toBe(centsToMoney((moneyToCents(short.total) ?? NaN) - 100));
    await expect(f.orders.checkout(a, f.checkoutOptions())).rejects.toMatchObject({
      kind: 'insufficient_credit',
    });

    // Unreachable: the last figure is shown as what it is, an older reading, never as new.
    const readAt = new Date(f.h.ctx.now()).toISOString();
    f.h.advance(60_000);
    f.h.setOnline(false);
    const offline = await f.orders.cartQuote(a, { recheckPremium: true });
    expect(offline.balance).toMatchObject({ amount: '1.00', fromCache: true, at: readAt });
    expect(offline.balance.refreshError).toBeDefined();
  });

  it('read by a window never makes that same read stale, so a window does not read it in a loop', async () => {
    f = await startOrdersFixture({ credit: '40.00' });
    const a = f.h.accountId;
    await f.orders.cartPut(a, {
      domain: freeName('com', 'loop'),
      operation: 'register',
      period: 1,
    });
    const reads = [
      ['orders:lowBalance', { accountId: a }, () => f.orders.lowBalance(a)],
      ['orders:cartQuote', { accountId: a }, () => f.orders.cartQuote(a, {})],
    ] as const;
    for (const [channel, input, read] of reads) {
      const before = f.h.eventsOf('cache:changed').length;
      await read();
      const told = f.h.eventsOf('cache:changed').slice(before);
      expect(told.length).toBeGreaterThan(0);
      for (const change of told) {
        expect({ channel, change, stale: isStaleAfter(change, [a, channel, input]) }).toEqual({
          channel,
          change,
          stale: false,
        });
      }
    }
  });
});
