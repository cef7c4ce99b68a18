import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

const SCREENS: readonly { nav: string; heading: RegExp }[] = [
  { nav: 'Search', heading: /Bulk search/i },
  { nav: 'Portfolio', heading: /Portfolio/i },
  { nav: 'Pricing', heading: /Pricing/i },
  { nav: 'Cart', heading: /Cart/i },
  { nav: 'Activity', heading: /Activity/i },
  { nav: 'Accounts', heading: /Accounts/i },
  { nav: 'Settings', heading: /Settings/i },
];

const DOMAIN_TABS = [
  'Overview',
  'DNS',
  'Nameservers',
  'Contacts',
  'E-mail',
  'Lock & EPP',
  'History',
  'Danger zone',
];

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('accessibility of the demo (axe-core, WCAG 2.1 AA and best practices)', () => {
  it('finds no serious or critical violation on any screen, tab or main dialog, light or dark', async () => {
    const session = await app.demo();
    const page = session.browser.page;
    const shell = new ShellPage(page);
    const found: string[] = [];

    for (const screen of SCREENS) {
      await shell.go(screen.nav);
      await shell.waitForScreen(screen.nav);
      await page.getByRole('main').getByRole('heading', { name: screen.heading }).first().waitFor();
      found.push(...(await seriousViolationsBothSchemes(page, screen.nav)));
    }

    // The grid sorted by expiry: the red, orange and amber days-left cells and the lock and ID
    // protection words in view (the demo starts with both read from the registrar).
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.sortBy('Expiry');
    await portfolio.grid
      .getByRole('columnheader', { name: /Expiry/ })
      .and(page.locator('[aria-sort="ascending"]'))
      .waitFor();
    found.push(...(await seriousViolationsBothSchemes(page, 'Portfolio by expiry')));

    // The command palette.
    await shell.openPalette();
    found.push(...(await seriousViolationsBothSchemes(page, 'Command palette')));
    await closeDialog(page);

    // The domain page, every tab, opened from the portfolio grid.
    const [domain] = session.preview.services.portfolio.list({ limit: 1 }).rows;
    if (domain === undefined) throw new Error('The demo portfolio is empty.');
    const search = await shell.openPalette();
    await search.fill(domain.name.slice(0, 6));
    await page
      .getByRole('button', { name: new RegExp(domain.unicodeName) })
      .first()
      .click();
    for (const tab of DOMAIN_TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.getByRole('tabpanel').waitFor();
      found.push(...(await seriousViolationsBothSchemes(page, `Domain page, ${tab}`)));
    }

    expect(found).toEqual([]);
  });
});
