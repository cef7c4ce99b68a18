import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import type { ResellerClient } from '../../api';
import { NAMESERVERS, startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const RENEW = '/order/domains/renew';
const REGISTER = '/order/domains/register';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const checkoutOptions = () => ({
  defaults: { nameservers: NAMESERVERS, contactProfileIds: { registrant: f.profileId } },
});

/** Names registered (and active) in the account, each in the cart for a 1-year renewal. */
async function renewalsInCart(...stems: string[]): Promise<string[]> {
  const names = stems.map((stem) => freeName('com', stem));
  for (const name of names) {
    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
  }
  f.h.sim.provision();
  for (const name of names) {
    await f.orders.cartPut(f.h.accountId, { domain: name, operation: 'renew', period: 1 });
  }
  return names;
}

/** Changes what the account's client does, at the moment services ask for it. */
function wrapClient(change: (client: ResellerClient) => Partial<ResellerClient>): void {
  const real = f.h.ctx.clients;
  const wrapped = async (accountId: string): Promise<ResellerClient> => {
    const client = await real(accountId);
    return { ...client, ...change(client) };
  };
  Object.assign(f.h.ctx, { clients: wrapped });
}

/** Keeps renewals from leaving until released; `arrived` resolves when the first is held. */
function holdRenewals(): { arrived: Promise<void>; release: () => void } {
  let arrive = (): void => undefined;
  let release = (): void => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  wrapClient((client) => ({
    renew: async (request, options) => {
      arrive();
      await gate;
      return client.renew(request, options);
    },
  }));
  return { arrived, release };
}

describe('checking out the cart', () => {
  it('a second time while the first checkout is still ordering is refused, so a renewal is charged once', async () => {
    f = await startOrdersFixture();
    const [name] = await renewalsInCart('renew-once');
    const held = holdRenewals();
    const creditBefore = f.h.sim.account(f.h.email)?.credit;

    const first = await f.orders.checkout(f.h.accountId, checkoutOptions());
    await held.arrived;
    await expect(f.orders.checkout(f.h.accountId, checkoutOptions())).rejects.toMatchObject({
      kind: 'conflict',
      message:
        'Orders for this account are still being placed. Wait until they finish, then check out what is left in the cart.',
    });
    held.release();
    const summary = await f.jobs.finished(first.job.jobId);

    expect(summary).toMatchObject({ succeeded: 1, failed: 0 });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(f.orders.cart(f.h.accountId)).toEqual([]);
    expect(f.orders.list({ domain: name, accountId: f.h.accountId })[0]).toMatchObject({
      operation: 'renew',
      state: 'succeeded',
    });
    // One year's renewal (12.99 USD) is charged, once.
    expect(creditBefore).toBe('989.01');
    expect(f.h.sim.account(f.h.email)?.credit).toBe('976.02');
  });

  it('twice at once orders the cart once: the second checkout is refused', async () => {
    f = await startOrdersFixture();
    await renewalsInCart('renew-at-once');

    const [first, second] = await Promise.allSettled([
      f.orders.checkout(f.h.accountId, checkoutOptions()),
      f.orders.checkout(f.h.accountId, checkoutOptions()),
    ]);
    if (first.status !== 'fulfilled') throw new Error('the first checkout should start');
    await f.jobs.finished(first.value.job.jobId);

    expect(second).toMatchObject({ status: 'rejected', reason: { kind: 'conflict' } });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('does not order a line taken out of the cart while the checkout is under way', async () => {
    f = await startOrdersFixture();
    const [kept, removed] = await renewalsInCart('renew-kept', 'renew-removed');
    const held = holdRenewals();

    const started = await f.orders.checkout(f.h.accountId, checkoutOptions());
    await held.arrived;
    const line = f.orders.cart(f.h.accountId).find((item) => item.domain === removed);
    f.orders.cartRemove(f.h.accountId, line?.id ?? -1);
    held.release();
    await f.jobs.finished(started.job.jobId);
    const items = f.jobs.get(started.job.jobId)?.items ?? [];

    expect(items.map((item) => [item.key, item.state])).toEqual([
      [kept, 'succeeded'],
      [removed, 'failed'],
    ]);
    expect(items[1]?.error).toEqual({
      kind: 'cancelled',
      message:
        'Not sent: this line was removed from the cart or changed after checkout. Check the cart and check out again if it is still wanted.',
    });
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
    expect(f.orders.list({ domain: removed ?? '' }).map((order) => order.operation)).toEqual([
      'register',
    ]);
  });

  it('orders only the lines it quoted: a line added meanwhile stays in the cart', async () => {
    f = await startOrdersFixture();
    const [quoted, added] = [freeName('com', 'quoted-line'), freeName('com', 'added-line')];
    await f.orders.cartPut(f.h.accountId, { domain: quoted, operation: 'register', period: 1 });
    let adding = true;
    // The balance is the last thing a quote reads: the line arrives after the prices.
    wrapClient((client) => ({
      credits: (options) => {
        if (adding) {
          adding = false;
          f.h.cache.cart.put(f.h.accountId, { domain: added, operation: 'register', period: 1 });
        }
        return client.credits(options);
      },
    }));

    const started = await f.orders.checkout(f.h.accountId, checkoutOptions());
    const summary = await f.jobs.finished(started.job.jobId);

    expect(started.quote.items.map((item) => item.domain)).toEqual([quoted]);
    expect(summary).toMatchObject({ total: 1, succeeded: 1 });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
    expect(f.orders.cart(f.h.accountId).map((item) => item.domain)).toEqual([added]);
  });
});
