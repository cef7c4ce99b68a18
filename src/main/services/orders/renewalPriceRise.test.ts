import { afterEach, describe, expect, it } from 'vitest';
import { moneyToCents } from '../../../shared/api';
import { freeName } from '../../../sandbox/testing/names';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

let f: OrdersFixture;

afterEach(async () => {
  await f.close();
});

const DAY_MS = 86_400_000;
const RENEW = '/order/domains/renew';

const credit = (): number => moneyToCents(f.h.sim.account(f.h.email)?.credit ?? '') ?? NaN;

describe('a renewal whose price rose after it was shown', () => {
  it('is not sent when the name expired in between (its grace fee now due), and is at the new price', async () => {
    f = await startOrdersFixture({ credit: '1000.00' });
    const name = freeName('io', 'riserenew');
    expect((await f.orders.place(f.h.accountId, f.registration(name))).result).toBe('succeeded');
    f.h.sim.provision();
    const expiryDate = f.h.sim.domain(name)?.expiresAt ?? '';
    f.h.cache.domains.upsert(f.h.accountId, { name, origin: 'registered' });
    f.h.cache.domains.recordActive(f.h.accountId, name, { expiryDate });
    // Quoted the day before expiry at .io's renewal price…
    f.h.advance(Date.parse(`${expiryDate}T12:00:00Z`) - DAY_MS - f.h.ctx.now());
    const renew = { domain: name, operation: 'renew' as const, period: 1 };
    const shown = (await f.pricing.quoteItem(f.h.accountId, renew)).price ?? '';
    expect(shown).toBe('44.99');
    // …and ordered two days later, in grace: 5.00 more.
    f.h.advance(2 * DAY_MS);
    const before = credit();

    await expect(f.orders.place(f.h.accountId, renew, { shown: { price: shown } })).rejects.toThrow(
      `Not sent, nothing charged: the renewal price of ${name} rose from 44.99 USD (as quoted) to 49.99 USD (it is in its grace period now: 5.00 USD fee included).`,
    );
    expect(f.h.sim.countRequests({ path: RENEW })).toBe(0);
    expect(credit()).toBe(before);

    // Shown the new price, it is sent and charged that.
    const outcome = await f.orders.place(f.h.accountId, renew, { shown: { price: '49.99' } });
    expect(outcome.result).toBe('succeeded');
    expect(before - credit()).toBe(4999);
  });
});
