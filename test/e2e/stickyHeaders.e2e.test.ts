import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

/** The text of what is drawn on top at the middle of `header`: itself when it is in view. */
async function shownAt(page: Page, header: Locator): Promise<string> {
  const box = await header.boundingBox();
  if (box === null) return '';
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return page.evaluate<string>(
    `(document.elementFromPoint(${String(x)}, ${String(y)})?.closest('th')?.textContent ?? '').trim()`,
  );
}

/** Scrolls the page well down, as a reseller reading the end of a long table. */
async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
}

describe('long tables keep their column headers in view while scrolled', () => {
  it('the price list and the list of renewals due', async () => {
    const { page } = await app.demo();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Pricing\b/ })
      .click();
    const prices = page.getByRole('table', { name: 'TLD prices' });
    await prices.getByRole('row').nth(20).waitFor();
    await scrollDown(page);
    const register = prices.getByRole('columnheader', { name: 'Register' });
    expect(await shownAt(page, register)).toMatch(/^Register/);
    await screenshot(page, 'sticky-pricing');

    await page.evaluate('window.scrollTo(0, 0)');
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Expiry');
    await page
      .getByRole('row', { name: /^Expire within 90 days/ })
      .getByRole('button', { name: 'List' })
      .click();
    const renewals = page.getByRole('table', { name: /^Renewals: / });
    await renewals.getByRole('row').nth(20).waitFor();
    await scrollDown(page);
    const domain = renewals.getByRole('columnheader').first();
    expect(await shownAt(page, domain)).not.toBe('');
    await screenshot(page, 'sticky-renewals');
  }, 90_000);

  it('the account activity', async () => {
    const { page } = await app.demo();
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    // Twenty locked and unlocked again: forty changes in the account's activity.
    await portfolio.selectFirst(20);
    const lock = await portfolio.chooseAction('Lock');
    await lock.getByRole('button', { name: /^Lock \d+ domains?$/ }).click();
    await portfolio.jobFinished(/^Locking/);
    const unlock = await portfolio.chooseAction('Unlock');
    await unlock.getByRole('button', { name: /^Unlock \d+ domains?$/ }).click();
    await portfolio.jobFinished(/^Unlocking/);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Activity\b/ })
      .click();
    const activity = page.getByRole('table', { name: 'Account activity' });
    await activity.getByRole('row').nth(25).waitFor();
    await scrollDown(page);
    const when = activity.getByRole('columnheader', { name: 'When' });
    expect(await shownAt(page, when)).toBe('When');
    await screenshot(page, 'sticky-activity');
  }, 90_000);
});
