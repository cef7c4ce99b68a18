import { afterEach, describe, expect, it } from 'vitest';
import { freeName } from '../../../sandbox/testing/names';
import type { ResellerClient } from '../../api';
import { scalar } from '../../cache/sqlite';
import { toAppError } from '../../ipc/errorEnvelope';
import { clockTime } from './recheckSchedule';
import { eventually, startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const REGISTER = '/order/domains/register';
const RENEW = '/order/domains/renew';
let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

describe('placing an order', () => {
  it('records it in the journal before sending it, then records that it succeeded', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'journal-first');
    const statesWhenSent: string[] = [];
    const real = f.h.ctx.clients;
    // Looks at the journal at the moment the order leaves for the provider.
    const watched = async (accountId: string): Promise<ResellerClient> => {
      const client = await real(accountId);
      return {
        ...client,
        register: (request, options) => {
          statesWhenSent.push(
            ...f.h.cache.journal.list({ domain: request.domain }).map((e) => e.state),
          );
          return client.register(request, options);
        },
      };
    };
    Object.assign(f.h.ctx, { clients: watched });
    // "Sent" must survive a power cut: it is written with the disk sync the cache's other
    // commits skip (1 = NORMAL, 2 = FULL).
    const { journal, db } = f.h.cache;
    const syncWhenMarkedSent: unknown[] = [];
    const markSent = journal.markSent.bind(journal);
    Object.assign(journal, {
      markSent: (id: string) => {
        syncWhenMarkedSent.push(scalar(db, 'PRAGMA synchronous'));
        return markSent(id);
      },
    });

    const outcome = await f.orders.place(f.h.accountId, f.registration(name));

    expect(statesWhenSent).toEqual(['sent']);
    expect(syncWhenMarkedSent).toEqual([2]);
    expect(scalar(db, 'PRAGMA synchronous')).toBe(1);
    expect(outcome).toMatchObject({
      result: 'succeeded',
      message: `${name} registered for 1 year (10.99 USD).`,
    });
    expect(f.orders.list({ domain: name })).toMatchObject([{ state: 'succeeded', price: '10.99' }]);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('989.01');
    expect(f.portfolio.added).toEqual([{ name, kind: 'register' }]);
    expect(f.h.cache.activity.list({ domain: name })[0]).toMatchObject({
      action: 'order.register',
      result: 'succeeded',
      before: { balance: '1000.00' },
    });
  });

  it('whose answer is lost is never resent, and reconciles as placed from the domain and the balance', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'lost-answer');
    f.h.sim.faults.add({
      path: REGISTER,
      times: 1,
      action: { kind: 'drop', when: 'after-handling' },
    });

    const outcome = await f.orders.place(f.h.accountId, f.registration(name));

    expect(outcome.result).toBe('outcome_unknown');
    // Plain words; the network library's code is no "answer from the provider".
    expect(outcome.message).toBe(
      'The connection closed before the answer arrived, so the order may or may not have been placed and charged. Check the domain and your credit balance before ordering again.',
    );
    expect(outcome.order.state).toBe('outcome_unknown');
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
    await expect(f.orders.sendAgain(outcome.order.id)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(f.orders.place(f.h.accountId, f.registration(name))).rejects.toMatchObject({
      kind: 'conflict',
    });

    f.h.advance(60_000); // the registration is provisioned meanwhile
    const reconciled = await f.orders.reconcile(outcome.order.id);

    expect(reconciled.conclusion).toBe('placed');
    expect(reconciled.reasons).toEqual(
      expect.arrayContaining([
        `${name} is active in your account.`,
        "The balance dropped by the order's price (10.99 USD).",
      ]),
    );
    expect(reconciled.order).toMatchObject({
      state: 'reconciled',
      verdict: 'placed',
      canSendAgain: false,
    });
    expect(f.portfolio.added).toEqual([{ name, kind: 'register' }]);
    await expect(f.orders.sendAgain(outcome.order.id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
  });

  it('that times out is never resent and reconciles once the provider has handled it', async () => {
    f = await startOrdersFixture({ timeoutMs: 500 });
    const name = freeName('com', 'slow-answer');
    f.h.sim.faults.add({ path: REGISTER, times: 1, latencyMs: 1500, action: { kind: 'latency' } });

    const outcome = await f.orders.place(f.h.accountId, f.registration(name));
    expect(outcome.result).toBe('outcome_unknown');
    await eventually(() => f.h.sim.domain(name) !== undefined);
    const reconciled = await f.orders.reconcile(outcome.order.id);

    expect(reconciled.conclusion).toBe('placed');
    expect(reconciled.reasons).toContain(`${name} is registered.`);
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
  });

  it('whose connection drops before it is handled stays unknown through the settle window, then reconciles as not placed; only then can it be sent again', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'never-arrived');
    f.h.sim.faults.add({
      path: REGISTER,
      times: 1,
      action: { kind: 'drop', when: 'before-handling' },
    });

    const lost = await f.orders.place(f.h.accountId, f.registration(name));
    expect(lost.result).toBe('outcome_unknown');
    const settleEnds = Date.parse(lost.order.updatedAt) + 10 * 60_000;
    expect(lost.order.nextCheckAt).toBe(new Date(settleEnds).toISOString());
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toMatchObject({ kind: 'conflict' });

    // Nothing shows it went through, but the provider may still be working on it.
    const early = await f.orders.reconcile(lost.order.id);
    expect(early.conclusion).toBe('unknown');
    expect(early.order).toMatchObject({ state: 'outcome_unknown', canSendAgain: false });
    expect(early.reasons.at(-1)).toBe(
      `Still unknown: DomainDesk checks again at ${clockTime(new Date(settleEnds).toISOString())}.`,
    );
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toMatchObject({ kind: 'conflict' });

    f.h.advance(10 * 60_000);
    const reconciled = await f.orders.reconcile(lost.order.id);
    expect(reconciled.conclusion).toBe('not_placed');
    expect(reconciled.reasons).toEqual(
      expect.arrayContaining([
        `${name} is not active in your account (yet).`,
        `${name} is still available for registration.`,
        'The balance is unchanged (1,000.00 USD): nothing was charged.',
      ]),
    );
    expect(reconciled.order).toMatchObject({
      verdict: 'not_placed',
      canSendAgain: true,
      nextCheckAt: null,
    });
    expect(f.portfolio.added).toEqual([]);

    const again = await f.orders.sendAgain(lost.order.id);
    expect(again.result).toBe('succeeded');
    expect(again.order.id).not.toBe(lost.order.id);
    expect(again.order.resendOf).toBe(lost.order.id);
    expect(f.orders.get(lost.order.id).canSendAgain).toBe(false);
    await expect(f.orders.sendAgain(lost.order.id)).rejects.toThrow(/already been sent again/);
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(2);
  });

  it('with too little credit fails with a clear message and charges nothing', async () => {
    f = await startOrdersFixture({ credit: '5.00' });
    const name = freeName('com', 'too-poor');

    const outcome = await f.orders.place(f.h.accountId, f.registration(name));

    expect(outcome).toMatchObject({ result: 'failed', errorKind: 'insufficient_credit' });
    expect(outcome.message).toBe(
      'Not sent: the credit balance (5.00 USD) does not cover this order (10.99 USD); 5.99 USD short. Add funds with your provider, then order again.',
    );
    expect(outcome.order.state).toBe('failed');
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('5.00');
  });

  it('refused by the provider for lack of credit is failed, sent once, and nothing is charged', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'refused');
    f.h.sim.faults.add({
      path: REGISTER,
      times: 1,
      action: {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ error: 'Insufficient credits: the order costs 10.99 USD' }),
        contentType: 'application/json',
      },
    });

    const outcome = await f.orders.place(f.h.accountId, f.registration(name));

    expect(outcome).toMatchObject({ result: 'failed', errorKind: 'insufficient_credit' });
    expect(outcome.message).toContain('Your reseller credit balance is too low for this order.');
    expect(outcome.order.state).toBe('failed');
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(1);
    expect(f.h.sim.account(f.h.email)?.credit).toBe('1000.00');
  });

  it('for a period the TLD does not offer is refused before any request', async () => {
    f = await startOrdersFixture();
    await f.pricing.tlds(f.h.accountId);
    await f.pricing.tldPricing(f.h.accountId);
    const before = f.h.sim.countRequests();

    await expect(
      f.orders.place(f.h.accountId, f.registration('offered-periods.de', { period: 2 })),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: '2 years is not offered for .de (offered: 1 year).',
    });
    expect(f.h.sim.countRequests()).toBe(before);
    expect(f.orders.list()).toEqual([]);
  });

  it('asks for the TLD list once, even when the provider cannot give it', async () => {
    f = await startOrdersFixture();
    const failing = { kind: 'status', status: 500, body: 'unavailable' } as const;
    f.h.sim.faults.add({ path: '/tlds', times: 5, action: failing });

    const outcome = await f.orders.place(f.h.accountId, f.registration(freeName('com', 'tlds')));

    expect(outcome.result).toBe('succeeded');
    expect(f.h.sim.countRequests({ path: '/tlds' })).toBe(1);
  });

  it('with a missing nameserver or contact field is refused, naming each problem', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'incomplete');
    const order = f.registration(name, {
      nameservers: ['ns1.example.net'],
      contactProfileIds: {},
      contacts: { registrant: { ...ADA_WITHOUT_EMAIL } },
    });
    await expect(f.orders.place(f.h.accountId, order)).rejects.toThrow(
      /ns2 is required.*E-mail is required/,
    );
    expect(f.h.sim.countRequests({ path: REGISTER })).toBe(0);
  });
});

describe('an order that conflicts with another', () => {
  it('a renewal ordered again while the first has an unknown outcome is refused as a conflict, alone or in a batch', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'renew-open');
    await f.orders.place(f.h.accountId, f.registration(name));
    f.h.sim.provision();
    f.h.sim.faults.add({ path: RENEW, times: 1, action: { kind: 'drop', when: 'after-handling' } });
    const renewal = { domain: name, operation: 'renew', period: 1 } as const;
    expect((await f.orders.place(f.h.accountId, renewal)).result).toBe('outcome_unknown');
    const refusal = {
      kind: 'conflict',
      message: `An earlier renew order for ${name} is still "outcome_unknown". Check whether it went through and reconcile it before ordering again.`,
    };

    const again = await f.orders.place(f.h.accountId, renewal).catch((e: unknown) => toAppError(e));
    const job = f.orders.startBatch(f.h.accountId, [renewal]);
    await f.jobs.finished(job.jobId);

    expect(again).toEqual(refusal);
    expect(f.jobs.get(job.jobId)?.items[0]?.error).toEqual(refusal);
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(1);
  });

  it('reconciled twice at once settles once, and both requests get the one verdict', async () => {
    f = await startOrdersFixture();
    const name = freeName('com', 'reconciled-twice');
    f.h.sim.faults.add({
      path: REGISTER,
      times: 1,
      action: { kind: 'drop', when: 'before-handling' },
    });
    const lost = await f.orders.place(f.h.accountId, f.registration(name));
    f.h.advance(10 * 60_000);

    const results = await Promise.all([
      f.orders.reconcile(lost.order.id),
      f.orders.reconcile(lost.order.id),
    ]);

    expect(results.map((r) => r.conclusion)).toEqual(['not_placed', 'not_placed']);
    expect(f.orders.get(lost.order.id)).toMatchObject({ verdict: 'not_placed' });
    expect(f.h.cache.activity.list({ domain: name }).map((e) => e.action)).toEqual([
      'order.reconcile',
      'order.register',
    ]);
  });
});

const ADA_WITHOUT_EMAIL = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: '',
  address1: '12 St James Square',
  city: 'London',
  country: 'GB',
  phonenumber: '+44.2079460000',
};
