import { describe, expect, it } from 'vitest';
import { fits, insideViewport, noSidewaysScroll } from './harness/fits';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe('nothing a reseller decides on is cut off', () => {
  it('the cart count beside Cart shows every digit', async () => {
    const { page, services, accountId } = await app.demo();
    for (let n = 0; n < 12; n += 1) {
      await services.orders.cartAdd(accountId, {
        domain: `cutoff-${String(n)}-example.com`,
        operation: 'register',
        period: 1,
      });
    }
    // The count is read again when the cart changes; any screen shows it.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const badge = page.getByLabel('12 in the cart');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('12');
    expect(await fits(badge)).toBe(true);
    await screenshot(page, 'cut-off-cart-count');
  }, 60_000);

  it('the portfolio grid needs no sideways scrolling at 1,280 px', async () => {
    const { page } = await app.demo();
    await page.setViewportSize({ width: 1280, height: 820 });
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const grid = portfolio.grid;
    await grid.getByRole('row').nth(1).waitFor();
    expect(await noSidewaysScroll(grid)).toBe(true);
    // What the reseller decides on is shown; the rest is a click away under Columns.
    for (const column of ['Domain', 'Status', 'Expiry', 'Lock', 'Tags', 'Last error']) {
      await grid.getByRole('columnheader', { name: new RegExp(`^${column}`) }).waitFor();
    }
    await screenshot(page, 'cut-off-portfolio-1280');
  }, 60_000);

  it('the header shows the account name whole at 1,200 px and keeps every button in a narrower window', async () => {
    const { page } = await app.demo();
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('combobox', { name: 'Account' });
    for (const width of [1280, 1200]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await switcher.inputValue()).toBe('Demo account (demo)');
      expect(await noSidewaysScroll(switcher), `${width} px`).toBe(true);
    }
    await screenshot(page, 'cut-off-header-1200');

    await page.setViewportSize({ width: 1024, height: 800 });
    // The name may be cut short here, but is told in full; no button leaves the window.
    expect(await switcher.getAttribute('title')).toBe('Demo account (demo)');
    for (const name of [/^Notifications/, /^Jobs\b/, /^Credit balance/]) {
      expect(await insideViewport(banner.getByRole('button', { name })), String(name)).toBe(true);
    }
    expect(await insideViewport(switcher)).toBe(true);
    expect(await noSidewaysScroll(banner)).toBe(true);
    await screenshot(page, 'cut-off-header-1024');
  }, 60_000);
});
