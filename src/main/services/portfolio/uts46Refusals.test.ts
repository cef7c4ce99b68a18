import { afterEach, describe, expect, it } from 'vitest';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createPortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

// `⒈` maps to "1." under UTS #46; with STD3 rules (browsers, PHP's idn_to_ascii) it is refused.
// Plain Punycode would make it xn--tsh.com, a name no browser would ever reach.
const DIGIT_FULL_STOP = '⒈.com';

describe('a name UTS #46 with STD3 rules refuses', () => {
  let h: PortfolioHarness | undefined;
  let f: OrdersFixture | undefined;
  afterEach(async () => {
    await h?.close();
    await f?.close();
    h = undefined;
    f = undefined;
  });

  it('is refused when added to the portfolio, naming the character, and nothing is asked', async () => {
    h = await startPortfolioHarness();
    const portfolio = createPortfolioService(h.ctx, { timers: h.timers });
    const before = h.sim.countRequests();

    const report = await portfolio.addNames(h.main.accountId, DIGIT_FULL_STOP);

    expect(report).toMatchObject({ added: 0, invalid: 1 });
    expect(report.lines[0]?.reason).toContain('contains "⒈"');
    expect(h.sim.countRequests()).toBe(before);
  });

  it('is refused when ordered, before anything is sent', async () => {
    f = await startOrdersFixture();
    const before = f.h.sim.countRequests({ method: 'POST' });

    await expect(
      f.orders.place(f.h.accountId, f.registration(DIGIT_FULL_STOP)),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining('"⒈"') as string,
    });
    expect(f.h.sim.countRequests({ method: 'POST' })).toBe(before);
    expect(f.orders.list()).toEqual([]);
  });
});
