import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import type { OrderOutcome } from '../../../shared/ipc/channels/orders';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const REGISTER = '/order/domains/register';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

async function checkOutAndWait(): Promise<OrderOutcome[]> {
  const { job } = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
  await f.jobs.finished(job.jobId);
  return (f.jobs.get(job.jobId)?.items ?? []).map((item) => item.result as OrderOutcome);
}

const credit = () => f.h.sim.account(f.h.email)?.credit;

describe('registry fields of cart lines', () => {
  it('a new .us line starts with the fields its registry commonly requires, empty, and cannot be checked out so', async () => {
    f = await startOrdersFixture();
    const name = freeName('us', 'hinted');
    const [line] = await f.orders.cartPut(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
    });
    expect(line?.domainfields).toEqual({ 'Nexus Category': '', 'Application Purpose': '' });

    await expect(f.orders.checkout(f.h.accountId, f.checkoutOptions())).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining(
        `${name}: Registry field Nexus Category is empty (fill it in or remove the row).`,
      ) as string,
    });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
  });

  it('a .us order without them is refused in plain words, charges nothing, and its line gets the missing row; filled in, it is placed and charged once', async () => {
    f = await startOrdersFixture();
    const name = freeName('us', 'nexus');
    // The reseller removed the suggested rows: only the provider can tell what is missing.
    await f.orders.cartPut(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
      domainfields: {},
    });
    const before = credit();

    const [refused] = await checkOutAndWait();
    expect(refused).toMatchObject({
      result: 'failed',
      errorKind: 'validation',
      missingDomainFields: ['Nexus Category'],
      message:
        'Not placed, nothing charged: the .us registry needs the registry field "Nexus Category", which this order did not include. Fill it in and order again. Its row was added to the line\'s registry fields in the cart.',
    });
    expect(credit()).toBe(before);
    const [kept] = f.orders.cart(f.h.accountId);
    expect(kept).toMatchObject({ domain: name, domainfields: { 'Nexus Category': '' } });

    await f.orders.cartPut(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
      domainfields: { 'Nexus Category': 'C11', 'Application Purpose': 'P3' },
    });
    const [placed] = await checkOutAndWait();
    expect(placed).toMatchObject({ result: 'succeeded', order: { state: 'succeeded' } });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(2);
    expect(f.orders.cart(f.h.accountId)).toEqual([]);
    const price = await f.pricing.quoteItem(f.h.accountId, {
      domain: name,
      operation: 'register',
      period: 1,
    });
    expect(Number(before) - Number(credit())).toBeCloseTo(Number(price.price), 2);
  });

  it('a refused name for a registry field is refused with the field named, and the line is unchanged', async () => {
    f = await startOrdersFixture();
    const name = freeName('us', 'bracket');
    await f.orders.cartPut(f.h.accountId, { domain: name, operation: 'register', period: 1 });
    await expect(
      f.orders.cartPut(f.h.accountId, {
        domain: name,
        operation: 'register',
        period: 1,
        domainfields: { 'Nexus[Category]': 'C11' },
      }),
    ).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(f.orders.cart(f.h.accountId)[0]?.domainfields).toEqual({
      'Nexus Category': '',
      'Application Purpose': '',
    });
  });
});
