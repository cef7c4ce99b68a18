import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioSortKey } from '../../src/shared/ipc/channels/portfolioTypes';
import { startDemoSession } from './harness/session';
import type { DemoSession } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const DOMAINS = 100_000;
// Filling the demo's cache with 100,000 domains takes a while on a busy machine; every wait
// below is for something the user would see, never for a fixed time.
const LONG_WAIT_MS = 240_000;

let session: DemoSession;
let portfolio: PortfolioPage;

beforeAll(async () => {
  session = await startDemoSession({ domains: DOMAINS, timeoutMs: LONG_WAIT_MS });
  portfolio = new PortfolioPage(session.page);
  await portfolio.open();
}, LONG_WAIT_MS);

afterAll(async () => {
  await session.close();
});

/** The domains the cache holds in this order, as the grid names them. */
function cacheOrder(
  sort: PortfolioSortKey,
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
  text?: string,
): string[] {
  return session.services.portfolio
    .list({ sort, direction, offset, limit, ...(text !== undefined && { text }) })
    .rows.map((row) => row.unicodeName);
}

/** Waits until the grid shows `name` in a row. */
async function rowShown(name: string): Promise<void> {
  await portfolio.grid.getByRole('checkbox', { name: `Select ${name}`, exact: true }).waitFor();
}

async function sortDirection(column: string): Promise<string | null> {
  return portfolio.grid.getByRole('columnheader', { name: column }).getAttribute('aria-sort');
}

async function shots(name: string): Promise<void> {
  const { page } = session;
  await screenshot(page, `portfolio-large-${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `portfolio-large-${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('the portfolio with 100,000 demo domains', () => {
  it('shows every domain with its status and expiry from the first look', async () => {
    expect(await portfolio.total()).toBe('100,000 domains');
    const firstRow = portfolio.grid.getByRole('row').nth(1);
    const text = await firstRow.innerText();
    expect(text).not.toMatch(/Unknown/);
    expect(text).toMatch(/Active|Pending|Expired/);
    await shots('grid');
  });

  it('sorts by expiry both ways and jumps to the last domain with End', async () => {
    const { page } = session;
    await portfolio.sortBy('Expiry');
    const first = (await sortDirection('Expiry')) === 'descending' ? 'desc' : 'asc';
    const expected = cacheOrder('expiry', first, 0, 5);
    await rowShown(expected[0] ?? '');
    expect((await portfolio.shownDomains()).slice(0, 5)).toEqual(expected);

    await portfolio.sortBy('Expiry');
    const second = first === 'asc' ? 'desc' : 'asc';
    expect(await sortDirection('Expiry')).toBe(second === 'asc' ? 'ascending' : 'descending');
    const reversed = cacheOrder('expiry', second, 0, 5);
    await rowShown(reversed[0] ?? '');
    expect((await portfolio.shownDomains()).slice(0, 5)).toEqual(reversed);

    // The last domain of the 100,000, reached from the keyboard.
    const [last] = cacheOrder('expiry', second, DOMAINS - 1, 1);
    await portfolio.grid.focus();
    await page.keyboard.press('End');
    await rowShown(last ?? '');
    expect((await portfolio.shownDomains()).at(-1)).toBe(last);
    await shots('end');
    await page.keyboard.press('Home');
    await rowShown(reversed[0] ?? '');
  });

  it('filters by text as the user types', async () => {
    const { page } = session;
    const word = 'brave';
    const matching = session.services.portfolio.list({ text: word, limit: 1 }).total;
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(DOMAINS);
    await portfolio.find(word);
    await page
      .getByText(`${matching.toLocaleString('en')} domains match`, { exact: true })
      .waitFor();
    const shown = await portfolio.shownDomains();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name) => name.includes(word))).toBe(true);
    await portfolio.find('');
    await page.getByText('100,000 domains', { exact: true }).waitFor();
  });

  it('selects all 100,000, starts a bulk sync, shows its progress and cancels it', async () => {
    const { page } = session;
    await portfolio.selectAllMatching();
    expect(await portfolio.selectedText()).toBe('100,000 domains selected');
    const dialog = await portfolio.chooseAction('Sync from the API');
    // Pending domains are left to their own re-check: the sync reads the others.
    const button = dialog.getByRole('button', { name: /^Sync [\d,]+ domains$/ });
    const reached = /[\d,]+/.exec(await button.innerText())?.[0] ?? '?';
    await button.click();
    const card = page.getByLabel(/Syncing.*: progress/).last();
    // Progress the user can read: some domains synced out of those reached.
    await card.getByText(new RegExp(`^[1-9][\\d,]* of ${reached} domains`)).waitFor();
    await shots('sync-running');
    await card.getByRole('button', { name: /^Cancel / }).click();
    const summary = await portfolio.jobFinished(/Syncing/);
    expect(summary).toMatch(new RegExp(` of ${reached} domains.*cancelled`));
    // Those not yet synced when the user cancelled are counted as cancelled, not synced.
    const cancelled = Number(/ · ([\d,]+) cancelled/.exec(summary)?.[1]?.replaceAll(',', '') ?? 0);
    expect(cancelled).toBeGreaterThan(0);
  });
});
