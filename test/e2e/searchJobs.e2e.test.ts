import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { JobsPanelPage } from './pages/jobsPanelPage';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

/** Every lookup fails as if the provider could not be reached, until the faults are cleared. */
async function lookupsFail(session: DemoSession): Promise<void> {
  await session.control.call('POST', '/faults', {
    path: '/domains/lookup',
    action: { kind: 'drop', when: 'before-handling' },
  });
}

async function faultsCleared(session: DemoSession): Promise<void> {
  await session.control.call('POST', '/faults/clear');
}

/** Screenshots at the width the app is most often used at, the page at its top. */
async function shootWide(session: DemoSession, name: string): Promise<void> {
  await session.page.setViewportSize({ width: 1280, height: 820 });
  await session.page.evaluate('window.scrollTo(0, 0)');
  await session.shoot(name);
}

/** The names of the result rows, in the order shown, each once. */
async function namesShown(page: Page, names: readonly string[]): Promise<string[]> {
  const rows = await new SearchPage(page).results().getByRole('row').allInnerTexts();
  const order: string[] = [];
  for (const text of rows) {
    const name = names.find((candidate) => text.includes(candidate));
    if (name !== undefined && order.at(-1) !== name) order.push(name);
  }
  return order;
}

describe('jobs and the search', () => {
  it('keeps a failed job in the jobs list after another job ran, with its results, until dismissed', async () => {
    const session = await app.demo();
    const { page } = session;
    const search = new SearchPage(page);
    const jobs = new JobsPanelPage(page);
    await search.open();

    await lookupsFail(session);
    await search.typeNames(['quietfox-down-a', 'quietfox-down-b']);
    await search.search();
    await search.waitUntilFinished();
    await page.getByText('Search failed', { exact: true }).waitFor();

    // The next job takes the search's card; the failure stays in the jobs list.
    await faultsCleared(session);
    await search.typeNames(['quietfox-fine']);
    await search.search();
    await search.waitUntilFinished();
    await page.getByText('Search finished', { exact: true }).waitFor();
    await jobs.button(/^Jobs ?2 ended, not seen yet$/).waitFor();

    await jobs.open();
    expect(await jobs.labels()).toEqual(['Searching 1 name', 'Searching 2 names']);
    const failed = jobs.job('Searching 2 names');
    const failedText = await failed.innerText();
    expect(failedText).toContain('Failed · 0 of 2 succeeded, 2 failed');
    expect(failedText).toMatch(/quietfox-down-a: .*connect/i);
    expect(await jobs.job('Searching 1 name').innerText()).toContain('Finished · 1 of 1 succeeded');
    await shootWide(session, 'jobs-01-list-with-failure');
    expect(await seriousViolationsBothSchemes(page, 'Jobs list')).toEqual([]);

    // Its results come back on the search screen, in place of the later search.
    await jobs.showResults('Searching 2 names');
    await page.getByRole('alert').filter({ hasText: '2 names could not be checked' }).waitFor();
    await page.getByText('Search failed', { exact: true }).waitFor();
    await jobs.button(/^Jobs$/).waitFor();

    await jobs.open();
    await jobs.dismiss('Searching 2 names');
    expect(await jobs.labels()).toEqual(['Searching 1 name']);
    await jobs.dismissAllEnded();
    await jobs
      .dialog()
      .getByText(/^No jobs for this account/)
      .waitFor();
    expect(await jobs.labels()).toEqual([]);
    await jobs.close();
  });

  it('ends the card and its heading when a search is cancelled', async () => {
    const session = await app.demo();
    const { page } = session;
    const search = new SearchPage(page);
    await search.open();
    // Slow lookups, so the search is still under way when it is cancelled.
    await session.control.call('POST', '/faults', {
      path: '/domains/lookup',
      latencyMs: 1_500,
      action: { kind: 'latency' },
    });
    const names = Array.from({ length: 40 }, (_, i) => `quietfox-stop-${i + 1}`);
    await search.typeNames(names);
    await search.search();
    await page.getByText(/^[1-9]\d* of 40 names/).waitFor();
    // The answer to the cancel comes late, after the job's own last event: it says the job
    // as it stood when cancelled (still running), which must not bring the card back.
    const isCancel = (url: URL) => decodeURIComponent(url.pathname).endsWith('/jobs:cancel');
    await page.route(isCancel, async (route) => {
      const answer = await route.fetch();
      await page.getByText('Search cancelled', { exact: true }).waitFor();
      await route.fulfill({ response: answer });
    });
    const cancelAnswered = page.waitForResponse((response) => isCancel(new URL(response.url())));
    await page.getByRole('button', { name: 'Cancel Searching 40 names' }).click();

    await page.getByText('Search cancelled', { exact: true }).waitFor();
    await cancelAnswered;
    // The lookups under way answer later too; the card stays ended all the same.
    await page.waitForTimeout(2_000);
    expect(await page.getByText('Search cancelled', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/ · cancelled$/).isVisible()).toBe(true);
    expect(await page.getByText('Searching 40 names', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Searching 40 names' }).count()).toBe(0);
    expect(await page.getByText(/s left/).count()).toBe(0);
    await shootWide(session, 'search-cancelled');
  });

  it('searches the failed names again, each as typed', async () => {
    const session = await app.demo();
    const { page } = session;
    const search = new SearchPage(page);
    await search.open();
    await lookupsFail(session);
    const typed = ['quietfox-again-a', 'quietfox-again-b', 'quietfox-again-c'];
    await search.typeNames(typed);
    await search.search();
    await search.waitUntilFinished();
    await page.getByRole('alert').filter({ hasText: '3 names could not be checked' }).waitFor();

    await faultsCleared(session);
    await page.getByRole('button', { name: 'Search the 3 failed names again' }).click();
    // A new search of the three: it ends well where the first failed (the first search's
    // card also read "Search finished", so the failure's going is what tells the new one).
    await expect.poll(() => page.getByText(/could not be checked/).count()).toBe(0);
    await page.getByText('Search finished', { exact: true }).waitFor();
    // Results are drawn a moment after they come in.
    await expect.poll(() => namesShown(page, typed)).toEqual(typed);
    // What was typed stays as it was.
    expect(await page.getByRole('textbox', { name: 'Names' }).inputValue()).toBe(typed.join('\n'));
  });

  it('shows the results in the order the names were typed, when asked', async () => {
    const session = await app.demo();
    const { page } = session;
    const search = new SearchPage(page);
    await search.open();
    const typed = ['quietfox-zulu', 'quietfox-alpha', 'quietfox-mike'];
    await search.typeNames(typed);
    await search.search();
    await search.waitUntilFinished();
    await expect
      .poll(() => namesShown(page, typed))
      .toEqual(['quietfox-alpha', 'quietfox-mike', 'quietfox-zulu']);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'As typed' });
    await expect.poll(() => namesShown(page, typed)).toEqual(typed);
  });
});
