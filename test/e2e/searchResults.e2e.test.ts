import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

describe('search results', () => {
  /** The page itself at the top, so a full-page screenshot shows the shell where it is. */
  const pageTop = (page: Page) => page.evaluate('window.scrollTo(0, 0)');

  it('scroll as one list to the last of a few hundred, and open a name from the portfolio', async () => {
    const session = await app.demo();
    const page = session.browser.page;
    const [owned] = await session.control.domainsIn('active');
    if (owned === undefined) throw new Error('the demo portfolio has no active domain');
    // "zz-" names sort after the demo's own, so the last row is the last of them.
    const names = Array.from({ length: 300 }, (_, i) => `zz-scroll-${i + 1}`);
    const search = new SearchPage(page);
    await search.open();
    await search.typeNames([owned, ...names]);
    await search.search();
    await search.waitUntilFinished();

    const results = search.results();
    const total = Number(await results.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThanOrEqual(301);
    // Only the rows in view are drawn, however many came back.
    expect(await results.getByRole('row').count()).toBeLessThan(80);
    const ownedRow = search.resultRow(owned);
    await ownedRow.getByText('In your portfolio').waitFor();
    await pageTop(page);
    await session.shoot('search-results-01-list');

    // Taken by someone else: no portfolio word, no link.
    const takenByOthers = results
      .getByRole('row')
      .filter({ hasText: 'Taken' })
      .filter({ hasNotText: 'In your portfolio' })
      .first();
    await takenByOthers.waitFor();
    expect(await takenByOthers.getByRole('button').count()).toBe(0);

    await results.focus();
    await page.keyboard.press('End');
    const last = results.locator(`[role="row"][aria-rowindex="${total + 1}"]`);
    await last.waitFor();
    expect(await last.innerText()).toContain('zz-scroll-300');
    expect(await last.isVisible()).toBe(true);
    await pageTop(page);
    await session.shoot('search-results-02-scrolled-to-end');
    expect(await seriousViolationsBothSchemes(page, 'Search results list')).toEqual([]);

    await search.showMatrix();
    await page
      .getByRole('button', { name: `${owned}: in your portfolio, open its domain page` })
      .waitFor();
    await pageTop(page);
    await session.shoot('search-results-03-matrix');
    expect(await seriousViolationsBothSchemes(page, 'Search results matrix')).toEqual([]);

    await search.showList();
    await results.focus();
    await page.keyboard.press('Home');
    await search.resultRow(owned).getByRole('button', { name: owned }).click();
    await page.getByRole('heading', { name: owned }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
  });
});
