import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OFFICE_PROFILE } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { CartPage } from './pages/cartPage';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

/**
 * What is cut on the screen: the page scrolling sideways, a table cell whose text is wider
 * than the cell (clipped or ended in an ellipsis), or a field whose value is. Answers the cells' texts, for the message.
 */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const cut = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) cut.push('the page scrolls sideways');
    const cells = document.querySelectorAll(
      'main th, main td, main [role=gridcell], main [role=columnheader], [role=dialog] th, [role=dialog] td',
    );
    for (const cell of cells) {
      if (cell.closest('[aria-hidden=true]')) continue;
      // The cell, or a part of it (a badge ending in an ellipsis), narrower than its text.
      const parts = [cell, ...cell.querySelectorAll('*')];
      if (parts.some((part) => part.scrollWidth > part.clientWidth + 1))
        cut.push(cell.textContent.trim().slice(0, 60));
    }
    // A chosen value (a contact profile's name and e-mail) wider than its field.
    for (const input of document.querySelectorAll('main input')) {
      if (input.type === 'checkbox' || input.type === 'radio' || input.value === '') continue;
      if (input.scrollWidth > input.clientWidth + 1) cut.push(input.value.slice(0, 60));
    }
    return cut;
  })()`);
}

async function go(page: Page, screen: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: new RegExp(`^${screen}\\b`) })
    .click();
}

describe('every screen at 1,280 × 800 shows its tables whole', () => {
  it('search, cart, checkout, portfolio views, a domain, activity, pricing, settings, accounts', async () => {
    const { page, preview, control } = await app.demo();
    preview.services.contactProfiles.save(OFFICE_PROFILE);
    const seen: Record<string, string[]> = {};
    const look = async (name: string) => {
      await page.waitForTimeout(300);
      seen[name] = await cutOff(page);
      await screenshot(page, `at-1280-${name}`);
    };

    const search = new SearchPage(page);
    await search.open();
    await search.typeNames(['ab', 'quietfox7', 'münchner-straßenbahn-verwaltung', 'bad_name']);
    await search.addTlds(['de', 'io', 'info']);
    await search.search();
    await search.waitUntilFinished();
    await look('search-list');
    await search.showMatrix();
    await look('search-matrix');
    await search.showList();
    await search.selectFirst(2);
    await page.getByRole('button', { name: 'Add 2 to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Add 2 names to the cart?' })
      .getByRole('button', { name: 'Add 2 to cart' })
      .click();

    const cart = new CartPage(page);
    await cart.open();
    await page.getByRole('table', { name: 'Cart items' }).waitFor();
    await look('cart');
    await cart.openCheckout();
    await look('checkout');
    await page.keyboard.press('Escape');

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.grid.getByRole('row').nth(1).waitFor();
    await look('portfolio');
    for (const view of ['Expiry', 'Health', 'Runway', 'Spend'] as const) {
      await portfolio.showView(view);
      await look(`portfolio-${view.toLowerCase()}`);
    }

    const [domain] = await control.domainsIn('active');
    const domainPage = new DomainPage(page);
    await domainPage.open(domain ?? '');
    for (const tab of ['Overview', 'DNS', 'Nameservers', 'Contacts', 'History']) {
      await domainPage.section(tab);
      await look(`domain-${tab.toLowerCase()}`);
    }
    for (const screen of ['Activity', 'Pricing', 'Settings', 'Accounts']) {
      await go(page, screen);
      await look(screen.toLowerCase());
    }
    const cut = Object.fromEntries(Object.entries(seen).filter(([, texts]) => texts.length > 0));
    expect(cut).toEqual({});
  }, 240_000);
});
