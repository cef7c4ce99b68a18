import { afterEach, describe, expect, it } from 'vitest';
import { takenName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { TRANSFER_COMPLETED_ACTION, TRANSFER_FAILED_ACTION } from './transferOutcome';

const DAY = 24 * 60 * 60 * 1000;
let f: OrdersFixture;
let portfolio: PortfolioService | undefined;

afterEach(async () => {
  portfolio?.stop();
  await f.close();
});

async function startWithPortfolio(): Promise<PortfolioService> {
  f = await startOrdersFixture({
    // Transfers wait for the registry until the test settles them.
    simulator: { transferDelayMs: 60 * DAY },
    hooks: (_calls, ctx) => (portfolio = createPortfolioService(ctx)),
  });
  if (!portfolio) throw new Error('the portfolio service was not built');
  return portfolio;
}

const credit = () => f.h.sim.account(f.h.email)?.credit ?? '';

describe('a transfer ordered here', () => {
  it('with a wrong EPP code ends "failed" with the registry\'s reason, and its refund is named', async () => {
    const service = await startWithPortfolio();
    const name = takenName('com', 'amberfield');
    const placed = await f.orders.place(
      f.h.accountId,
      f.registration(name, { operation: 'transfer', eppCode: 'NOT-THE-CODE' }),
    );
    expect(placed.result).toBe('succeeded');
    const paid = placed.order.charged ?? '';
    expect(paid).not.toBe('');
    const afterOrder = credit();
    expect(service.get({ name }).domain.transfer).toEqual({ state: 'started', reason: null });

    // Asked before the registry answers: pending at the registry.
    await service.sync(f.h.accountId, name);
    expect(service.get({ name }).domain.transfer).toEqual({ state: 'pending', reason: null });

    f.h.sim.completeTransfer(name);
    await service.sync(f.h.accountId, name);

    const reason = 'The authorization code was rejected by the losing registrar';
    expect(service.get({ name }).domain).toMatchObject({
      status: 'not_in_account',
      transfer: { state: 'failed', reason },
    });
    const refunded = credit();
    expect(Number(refunded)).toBeCloseTo(Number(afterOrder) + Number(paid), 2);
    const [logged, ...more] = f.h.cache.activity.list({ action: TRANSFER_FAILED_ACTION });
    expect(more).toEqual([]);
    expect(logged).toMatchObject({ domain: name, result: 'failed' });
    expect(logged?.resultDetail).toBe(
      `The transfer of ${name} failed at the registry: ${reason} The ${paid} USD paid for it is refunded by the provider; the balance is now ${refunded} USD (up from ${afterOrder} USD).`,
    );
    // The header's balance is the one that shows the refund.
    expect(f.h.cache.accounts.get(f.h.accountId)?.lastBalance?.amount).toBe(refunded);

    // A later check keeps the reason and does not log the failure again.
    await service.sync(f.h.accountId, name);
    expect(f.h.cache.activity.list({ action: TRANSFER_FAILED_ACTION })).toHaveLength(1);
  });

  it('with the right EPP code ends "completed", logged once', async () => {
    const service = await startWithPortfolio();
    const name = takenName('com', 'rightcode');
    await f.orders.place(
      f.h.accountId,
      f.registration(name, { operation: 'transfer', eppCode: f.h.sim.eppCodeFor(name) }),
    );
    f.h.sim.completeTransfer(name);
    await service.sync(f.h.accountId, name);
    await service.sync(f.h.accountId, name);

    expect(service.get({ name }).domain.transfer).toEqual({ state: 'completed', reason: null });
    expect(f.h.cache.activity.list({ action: TRANSFER_COMPLETED_ACTION })).toHaveLength(1);
  });
});
