import { afterEach, describe, expect, it } from 'vitest';
import { freeName, takenName } from '../../../sandbox/testing/names';
import type { OrderOutcome } from '../../../shared/ipc/channels/orders';
import { createPortfolioService } from '../portfolio';
import { NAMESERVERS, startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

describe('the portfolio', () => {
  it('shows a newly registered name as pending', async () => {
    f = await startOrdersFixture({ hooks: (_calls, ctx) => createPortfolioService(ctx) });
    const name = freeName('com', 'portfolio-new');
    await f.orders.place(f.h.accountId, f.registration(name));
    expect(f.h.cache.domains.get(f.h.accountId, name)).toMatchObject({
      status: 'pending',
      origin: 'registered',
    });
  });
});

describe('a transfer', () => {
  it('with the right EPP code completes once the registry completes it; the code is never stored', async () => {
    f = await startOrdersFixture();
    const name = takenName('net', 'moving-in');
    const code = f.h.sim.eppCodeFor(name);

    const outcome = await f.orders.place(f.h.accountId, {
      ...f.registration(name),
      operation: 'transfer',
      eppCode: code,
    });

    expect(outcome).toMatchObject({ result: 'succeeded' });
    expect(outcome.message).toBe(`Transfer of ${name} started, adding 1 year (12.99 USD).`);
    expect(f.portfolio.added).toEqual([{ name, kind: 'transfer' }]);
    const sent = f.h.sim.requests.find((r) => r.path === '/order/domains/transfer');
    expect(sent?.body.eppcode).toBe(code);
    const client = await f.h.ctx.clients(f.h.accountId);
    await expect(client.information(name)).rejects.toMatchObject({ kind: 'not_in_account' });

    f.h.sim.completeTransfer(name);

    expect(f.h.sim.domain(name)?.state).toBe('active');
    await expect(client.information(name)).resolves.toBeTruthy();
    const stored = JSON.stringify([f.h.cache.journal.list(), f.h.cache.activity.list()]);
    expect(stored).not.toContain(code);
    expect(f.h.cache.journal.list()[0]?.requestSummary).toMatchObject({
      request: { eppcode: '********' },
    });
  });
});

describe('a batch of renewals', () => {
  it('reports a result per domain, and a domain not in the account fails alone', async () => {
    f = await startOrdersFixture();
    const mine = [freeName('com', 'renew-a'), freeName('org', 'renew-b')];
    for (const name of mine) {
      expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
    }
    f.h.sim.provision();
    const stranger = takenName('com', 'not-mine');

    const job = f.orders.startBatch(f.h.accountId, [
      { domain: mine[0] ?? '', operation: 'renew', period: 2 },
      { domain: stranger, operation: 'renew', period: 1 },
      { domain: mine[1] ?? '', operation: 'renew', period: 1 },
    ]);
    const summary = await f.jobs.finished(job.jobId);
    const items = f.jobs.get(job.jobId)?.items ?? [];

    expect(summary).toMatchObject({
      kind: 'orders',
      label: 'Renewing 3 domains',
      succeeded: 2,
      failed: 1,
    });
    expect(items.map((i) => [i.key, i.state])).toEqual([
      [mine[0], 'succeeded'],
      [stranger, 'failed'],
      [mine[1], 'succeeded'],
    ]);
    expect((items[0]?.result as OrderOutcome).message).toBe(
      `${mine[0]} renewed for 2 years (25.98 USD).`,
    );
    expect(items[1]?.error?.kind).toBe('not_in_account');
    expect(f.h.sim.countRequests({ path: '/order/domains/renew' })).toBe(2);
    expect(f.portfolio.synced).toEqual(mine);
  });
});

describe('the cart', () => {
  it('keeps lines in the cache, refuses checkout the balance cannot cover, then orders them all', async () => {
    f = await startOrdersFixture({ credit: '20.00' });
    const [a, b] = [freeName('com', 'cart-a'), freeName('net', 'cart-b')];
    await f.orders.cartPut(f.h.accountId, {
      domain: a.toUpperCase(),
      operation: 'register',
      period: 1,
    });
    await f.orders.cartPut(f.h.accountId, { domain: b, operation: 'register', period: 1 });
    const updated = await f.orders.cartPut(f.h.accountId, {
      domain: b,
      operation: 'register',
      period: 2,
    });
    expect(updated.map((i) => [i.domain, i.period])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    await expect(
      f.orders.cartPut(f.h.accountId, { domain: 'cart-c.de', operation: 'register', period: 3 }),
    ).rejects.toThrow('3 years is not offered for .de (offered: 1 year).');

    await expect(
      f.orders.checkout(f.h.accountId, {
        defaults: { nameservers: NAMESERVERS, contactProfileIds: { registrant: f.profileId } },
      }),
    ).rejects.toMatchObject({
      kind: 'insufficient_credit',
      message:
        'The credit balance (20.00 USD) does not cover the cart (36.97 USD): 16.97 USD short. Add funds with your provider, then check out again.',
    });
    expect(f.h.sim.countRequests({ path: '/order/domains/register' })).toBe(0);

    f.h.sim.setCredit(f.h.email, '100.00');
    const started = await f.orders.checkout(f.h.accountId, {
      defaults: { nameservers: NAMESERVERS, contactProfileIds: { registrant: f.profileId } },
    });
    const summary = await f.jobs.finished(started.job.jobId);

    expect(started.quote).toMatchObject({ total: '36.97', covered: true });
    expect(summary).toMatchObject({ succeeded: 2, failed: 0 });
    expect(f.orders.cart(f.h.accountId)).toEqual([]);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('63.03');
  });

  it('removes a line and clears itself', async () => {
    f = await startOrdersFixture();
    const lines = await f.orders.cartPut(f.h.accountId, {
      domain: freeName('com', 'cart-remove'),
      operation: 'register',
      period: 1,
    });
    await f.orders.cartPut(f.h.accountId, {
      domain: freeName('com', 'cart-keep'),
      operation: 'register',
      period: 1,
    });
    expect(f.orders.cartRemove(f.h.accountId, lines[0]?.id ?? -1)).toHaveLength(1);
    expect(() => f.orders.cartRemove(f.h.accountId, lines[0]?.id ?? -1)).toThrow(
      /no longer in the cart/,
    );
    expect(f.orders.cartClear(f.h.accountId)).toEqual([]);
  });
});
