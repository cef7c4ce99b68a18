import { afterEach, describe, expect, it } from 'vitest';
import { startOrdersFixture } from '../orders/testing/ordersFixture';
import type { OrdersFixture } from '../orders/testing/ordersFixture';
import { createPortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

// `⒈` maps to "1." under UTS #46; with STD3 rules (browsers, PHP's idn_to_ascii) it is refused.
// Plain Punycode would make it xn--tsh.com, a name no browser would ever reach.
const DIGIT_FULL_STOP = '⒈.com';

describe('names that are not what they seem, on the portfolio and order paths', () => {
  let h: PortfolioHarness | undefined;
  let f: OrdersFixture | undefined;
  afterEach(async () => {
    await h?.close();
    await f?.close();
    h = undefined;
    f = undefined;
  });

  it('⒈.com (refused by UTS #46 with STD3 rules) is refused when added, naming the character', async () => {
    h = await startPortfolioHarness();
    const portfolio = createPortfolioService(h.ctx, { timers: h.timers });
    const before = h.sim.countRequests();

    const report = await portfolio.addNames(h.main.accountId, DIGIT_FULL_STOP);

    expect(report).toMatchObject({ added: 0, invalid: 1 });
    expect(report.lines[0]?.reason).toContain('contains "⒈"');
    expect(h.sim.countRequests()).toBe(before);
  });

  it('⒈.com is refused when ordered, before anything is sent', async () => {
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

  it('a look-alike name (Latin with a Cyrillic а) is added with a warning showing its ASCII form', async () => {
    h = await startPortfolioHarness();
    const portfolio = createPortfolioService(h.ctx, { timers: h.timers });

    const report = await portfolio.addNames(h.main.accountId, 'p\u0430ypal.com\nbücher.de');

    expect(report.lines.map((line) => [line.name, line.outcome, line.warning])).toEqual([
      [
        'xn--pypal-4ve.com',
        'added',
        '"p\u0430ypal.com" mixes Latin and Cyrillic letters in "p\u0430ypal", as look-alike names do; it is sent as xn--pypal-4ve.com.',
      ],
      ['xn--bcher-kva.de', 'added', undefined],
    ]);
  });
});
