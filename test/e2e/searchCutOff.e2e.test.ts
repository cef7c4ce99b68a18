import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fits, insideViewport, noSidewaysScroll } from './harness/fits';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

/** A long name in German, as a reseller of .de names searches them. */
const LONG_IDN = 'münchner-straßenbahn-und-bücherei-verwaltung';
const TOO_LONG = 'x'.repeat(70);

/** Searches `names` under .com, .net, .org and `more`, prices for `years`. */
async function searchFor(page: Page, names: string[], more: string[], years = 1) {
  const search = new SearchPage(page);
  await search.open();
  await search.typeNames(names);
  await search.addTlds(more);
  if (years !== 1) {
    await page.getByRole('combobox', { name: 'Prices for' }).click();
    await page.getByRole('option', { name: `${years} years`, exact: true }).click();
  }
  await search.search();
  await search.waitUntilFinished();
  return search;
}

describe('search results show what a reseller decides on in full at 1,280 px', () => {
  it('the list: "Available" beside Premium, long IDN names and every column header', async () => {
    const { page } = await app.demo();
    const search = await searchFor(page, ['ab', LONG_IDN], ['de'], 2);
    const results = search.results();
    expect(await noSidewaysScroll(results)).toBe(true);

    const premium = search.resultRow('ab.de');
    await premium.getByText('Premium', { exact: true }).waitFor();
    const availability = premium.getByRole('gridcell').filter({ hasText: 'Available' });
    expect(await fits(availability)).toBe(true);

    const idn = search.resultRow(`${LONG_IDN}.com`);
    const name = idn.getByText(`${LONG_IDN}.com`, { exact: true });
    expect(await fits(name)).toBe(true);
    // The ASCII form it is registered under is there too, whole.
    const ascii = idn.getByText(/xn--/);
    expect(await fits(ascii)).toBe(true);

    for (const header of ['Register (2 yrs)', 'Renew (2 yrs)']) {
      const cell = results.getByRole('columnheader', {
        name: new RegExp(`^${header.replace(/[()]/g, '\\$&')}`),
      });
      expect(await fits(cell), header).toBe(true);
    }
    await screenshot(page, 'cut-off-search-list-1280');
  }, 90_000);

  it('every entry not searched is listed whole with its reason, and can be copied', async () => {
    const { page } = await app.demo();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const bad = Array.from({ length: 14 }, (_, n) => `bad_${String(n)}`);
    await searchFor(page, ['quietfox7', TOO_LONG, ...bad], []);
    const list = page.getByRole('list', { name: 'Entries not searched' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(15);
    expect(await list.getByRole('listitem').first().innerText()).toContain('Line 2: ');
    expect(await list.getByRole('listitem').last().innerText()).toContain('Line 16: "bad_13"');
    // Nothing cut at the right; a long list scrolls in its own box, reachable by keyboard.
    expect(await noSidewaysScroll(list)).toBe(true);
    expect(await list.getAttribute('tabindex')).toBe('0');
    // Beside the form, not below the fold.
    await page.evaluate('window.scrollTo(0, 0)');
    expect(await insideViewport(page.getByText('15 entries were not searched'))).toBe(true);

    await page.getByRole('button', { name: 'Copy the entries not searched' }).click();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied.split('\n')).toHaveLength(15);
    expect(copied).toContain(`Line 2: "${TOO_LONG}"`);
    await screenshot(page, 'cut-off-search-not-searched');
  }, 90_000);

  it('the matrix shows its last TLD column whole at 1,440 px', async () => {
    const { page } = await app.demo();
    await page.setViewportSize({ width: 1440, height: 800 });
    const search = await searchFor(page, ['ab', 'quietfox7'], ['de', 'io', 'shop', 'info', 'eu']);
    await search.showMatrix();
    const matrix = page.getByRole('table', { name: 'Results matrix' });
    expect(await noSidewaysScroll(matrix.locator('xpath=..'))).toBe(true);
    const last = matrix.getByRole('columnheader', { name: '.eu' });
    expect(await insideViewport(last)).toBe(true);
    // A premium price and its mark fit the cell.
    const cell = matrix.getByRole('row').nth(1).getByRole('cell').nth(2);
    expect(await noSidewaysScroll(cell)).toBe(true);
    expect(await fits(cell.locator('label'))).toBe(true);
    await screenshot(page, 'cut-off-search-matrix-1440');
  }, 90_000);

  it('the recent-searches menu opens inside the window', async () => {
    const { page } = await app.demo();
    // A term with a word longer than the menu is wide (a pasted line the search refused).
    await searchFor(page, ['quietfox7', LONG_IDN, TOO_LONG], []);
    await page.getByRole('button', { name: 'Recent searches' }).click();
    const menu = page.getByRole('menu');
    const item = menu.getByRole('menuitem').first();
    await item.waitFor();
    expect(await insideViewport(menu)).toBe(true);
    expect(await insideViewport(item)).toBe(true);
    expect(await fits(item)).toBe(true);
    await screenshot(page, 'cut-off-recent-searches');
  }, 90_000);
});
