import { afterEach, describe, expect, it } from 'vitest';
import { freeName, takenName } from '../../../sandbox/testing/names';
import { RECEIPT_ACTION, receiptCsv, receiptOf } from '../../../shared/orders/receipt';
import type { ResellerClient } from '../../api';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const REGISTER = '/order/domains/register';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

/** Changes what the account's client does, at the moment services ask for it. */
function wrapClient(change: (client: ResellerClient) => Partial<ResellerClient>): void {
  const real = f.h.ctx.clients;
  const wrapped = async (accountId: string): Promise<ResellerClient> => {
    const client = await real(accountId);
    return { ...client, ...change(client) };
  };
  Object.assign(f.h.ctx, { clients: wrapped });
}

async function registrationsInCart(...stems: string[]): Promise<string[]> {
  const names = stems.map((stem) => freeName('com', stem));
  for (const name of names) {
    await f.orders.cartPut(f.h.accountId, { domain: name, operation: 'register', period: 1 });
  }
  return names;
}

describe('the receipt of a checkout', () => {
  it('holds the balance before and after and each line with its quote, charge and outcome', async () => {
    f = await startOrdersFixture();
    const [first, second] = await registrationsInCart('receipt-one', 'receipt-two');

    const started = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
    await f.jobs.finished(started.job.jobId);
    const receipt = await f.orders.receipt(started.job.jobId);

    expect(receipt).toMatchObject({
      jobId: started.job.jobId,
      currency: 'USD',
      balanceBefore: '1000.00',
      balanceAfter: f.h.sim.account(f.h.email)?.credit,
    });
    const [price] = started.quote.items.map((item) => item.price);
    expect(receipt?.lines).toEqual([
      expect.objectContaining({
        domain: first,
        quoted: price,
        charged: price,
        result: 'succeeded',
      }),
      expect.objectContaining({
        domain: second,
        quoted: price,
        charged: price,
        result: 'succeeded',
      }),
    ]);
    expect(receipt?.lines.some((line) => line.chargeWarning !== undefined)).toBe(false);
    // Each order keeps its own step of the balance.
    expect(f.orders.list({ domain: second ?? '' })[0]).toMatchObject({
      price,
      charged: price,
      balanceAfter: f.h.sim.account(f.h.email)?.credit,
    });
    // Kept in the activity log, where it is found again after the run.
    const kept = f.h.cache.activity.list({ action: RECEIPT_ACTION });
    expect(kept).toHaveLength(1);
    expect(receiptOf(kept[0]?.after)).toEqual(receipt);
    const csv = receiptCsv(receipt ?? expect.fail('no receipt'));
    expect(csv.split('\r\n')[0]).toBe(
      'domain,order,years,premium,premium price,quoted,charged,currency,result,detail',
    );
    expect(csv).toContain(
      `${first ?? ''},register,1,no,,${price ?? ''},${price ?? ''},USD,succeeded,`,
    );
    expect(csv).toContain('balance before,,,,,,1000.00,USD,');
  });

  it('marks a premium line as premium, with its premium price, in the receipt and its CSV', async () => {
    f = await startOrdersFixture({ credit: '10000.00' });
    // Two letters: the simulated registry sells it at a premium price (5,000.00 USD).
    await f.orders.cartAdd(f.h.accountId, { domain: 'ab.org', operation: 'register', period: 1 });
    const [plain] = await registrationsInCart('receipt-plain');
    const quote = await f.orders.cartQuote(f.h.accountId, { recheckPremium: true });

    const started = await f.orders.checkout(f.h.accountId, {
      ...f.checkoutOptions(),
      expectedTotal: quote.total,
    });
    await f.jobs.finished(started.job.jobId);
    const receipt = await f.orders.receipt(started.job.jobId);

    const standard = quote.items.find((item) => item.domain === plain)?.price ?? '';
    expect(receipt?.lines).toEqual([
      expect.objectContaining({
        domain: 'ab.org',
        premium: true,
        premiumPrice: '5000.00',
        quoted: '5000.00',
        charged: '5000.00',
      }),
      expect.objectContaining({ domain: plain, premium: false, quoted: standard }),
    ]);
    expect(receipt?.lines[1]).not.toHaveProperty('premiumPrice');
    // The field, not the words of the message, carries the mark.
    expect(f.orders.list({ domain: 'ab.org' })[0]?.premium).toEqual({ price: '5000.00' });
    const rows = receiptCsv(receipt ?? expect.fail('no receipt')).split('\r\n');
    expect(rows[1]).toMatch(/^ab\.org,register,1,yes,5000\.00,5000\.00,5000\.00,USD,succeeded,/);
    expect(rows[2]).toMatch(new RegExp(`^${plain ?? ''},register,1,no,,${standard},`));
  });

  it('shows "charged" beside "quoted" with a warning when the provider took more than quoted', async () => {
    f = await startOrdersFixture();
    const [name] = await registrationsInCart('receipt-surcharge');
    // The provider takes 5.00 more than the price it listed, with the order.
    wrapClient((client) => ({
      register: async (request, options) => {
        const answer = await client.register(request, options);
        const credit = Number(f.h.sim.account(f.h.email)?.credit ?? 0);
        f.h.sim.setCredit(f.h.email, (credit - 5).toFixed(2));
        return answer;
      },
    }));

    const started = await f.orders.checkout(f.h.accountId, f.checkoutOptions());
    await f.jobs.finished(started.job.jobId);
    const receipt = await f.orders.receipt(started.job.jobId);

    const quoted = started.quote.items[0]?.price ?? '';
    const charged = (Number(quoted) + 5).toFixed(2);
    expect(receipt?.lines[0]).toMatchObject({
      domain: name,
      quoted,
      charged,
      chargeWarning: `Charged ${charged} USD, not the ${quoted} USD quoted.`,
    });
    const [entry] = f.h.cache.activity.list({ action: 'order.register' });
    expect(entry?.resultDetail).toContain(`Charged ${charged} USD, not the ${quoted} USD quoted.`);
    expect(entry?.after).toMatchObject({ price: quoted, charged });
  });

  it('is refused while the provider cannot be reached: nothing is sent', async () => {
    f = await startOrdersFixture();
    await registrationsInCart('receipt-offline');
    f.h.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });

    const refusal: unknown = await f.orders.checkout(f.h.accountId, f.checkoutOptions()).then(
      () => expect.fail('checkout should be refused'),
      (error: unknown) => error,
    );
    expect((refusal as Error).message).toMatch(
      /^Nothing was sent: the credit balance could not be read just now \(.+\)\. Check out again once the account is back online\.$/,
    );
    f.h.sim.faults.clear();
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
    expect(f.orders.list({ accountId: f.h.accountId })).toEqual([]);
  });
});

describe('an order refused before it is sent', () => {
  it('is in the activity log with the reason, nothing charged', async () => {
    f = await startOrdersFixture();
    const name = takenName('com', 'refusedorder');

    await expect(f.orders.place(f.h.accountId, f.registration(name))).rejects.toMatchObject({
      kind: 'conflict',
    });

    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
    expect(f.h.cache.activity.list({ accountId: f.h.accountId })).toEqual([
      expect.objectContaining({
        domain: name,
        action: 'orders.register.refused',
        result: 'failed',
        resultDetail: `Not sent, nothing charged: ${name} is already registered, so it cannot be registered.`,
      }),
    ]);
  });
});
