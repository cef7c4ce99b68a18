import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import { NAMESERVERS, startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const RENEW = '/order/domains/renew';
const REGISTER = '/order/domains/register';
const SETTLED = 10 * 60_000;
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const checkoutOptions = () => ({
  defaults: { nameservers: NAMESERVERS, contactProfileIds: { registrant: f.profileId } },
});

/** A name registered and active in the account, in the cart for a 1-year renewal. */
async function renewalInCart(stem: string): Promise<string> {
  const name = freeName('com', stem);
  expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  f.h.sim.provision();
  await f.orders.cartPut(f.h.accountId, { domain: name, operation: 'renew', period: 1 });
  return name;
}

describe('a cart line', () => {
  it('whose order was lost stays in the cart, blocks the next checkout, and leaves the cart once reconciled placed: the domain is renewed once', async () => {
    f = await startOrdersFixture();
    const name = await renewalInCart('placed-leaves-cart');
    f.loseNext(RENEW, 'after-handling');
    const first = await f.orders.checkout(f.h.accountId, checkoutOptions());
    const summary = await f.jobs.finished(first.job.jobId);
    expect(summary).toMatchObject({ succeeded: 0, failed: 1 });
    const [lost] = f.orders.list({ domain: name }).filter((o) => o.operation === 'renew');
    expect(lost?.state).toBe('outcome_unknown');
    expect(f.orders.cart(f.h.accountId).map((line) => line.domain)).toEqual([name]);

    await expect(f.orders.checkout(f.h.accountId, checkoutOptions())).rejects.toMatchObject({
      kind: 'conflict',
      message: `The cart was not ordered: ${name} (renew): an earlier order is still "outcome_unknown". Reconcile that order or remove its line, then check out again.`,
    });

    f.h.advance(SETTLED);
    const reconciled = await f.orders.reconcile(lost?.id ?? '');
    expect(reconciled.conclusion).toBe('placed');
    expect(f.orders.cart(f.h.accountId)).toEqual([]);
    expect(f.h.eventsOf('cache:changed')).toContainEqual({
      scope: 'cart',
      accountId: f.h.accountId,
    });
    await expect(f.orders.checkout(f.h.accountId, checkoutOptions())).rejects.toMatchObject({
      kind: 'invalid_input',
      message: 'The cart is empty.',
    });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('976.02');
  });

  it('leaves the cart when the same name and operation is ordered on its own and succeeds', async () => {
    f = await startOrdersFixture();
    const name = await renewalInCart('ordered-alone');
    const other = await renewalInCart('still-wanted');

    const outcome = await f.orders.place(f.h.accountId, {
      domain: name,
      operation: 'renew',
      period: 2,
    });

    expect(outcome.result).toBe('succeeded');
    expect(f.orders.cart(f.h.accountId).map((line) => line.domain)).toEqual([other]);
  });
});

describe('an order not placed after reconciling', () => {
  it('can no longer be sent again once the name was ordered anew and went through', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'ordered-anew');
    f.loseNext(REGISTER, 'before-handling');
    const lost = await f.orders.place(f.h.accountId, f.registration(name));
    f.h.advance(SETTLED);
    expect((await f.orders.reconcile(lost.order.id)).order.canSendAgain).toBe(true);

    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');

    expect(f.orders.get(lost.order.id).canSendAgain).toBe(false);
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(2);
  });
});

describe('a batch', () => {
  it('refuses a name whose earlier order is still open before asking the provider anything', async () => {
    f = await startOrdersFixture();
    const name = await renewalInCart('batch-open');
    f.loseNext(RENEW, 'after-handling');
    await f.orders.place(f.h.accountId, { domain: name, operation: 'renew', period: 1 });
    const before = f.h.sim.countRequests();

    const job = f.orders.startBatch(f.h.accountId, [
      { domain: name, operation: 'renew', period: 1 },
    ]);
    await f.jobs.finished(job.jobId);

    expect(f.jobs.get(job.jobId)?.items[0]?.error?.kind).toBe('conflict');
    expect(f.h.sim.countRequests()).toBe(before);
  });
});
