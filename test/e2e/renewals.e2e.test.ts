import { describe, expect, it } from 'vitest';
import type { PortfolioRow } from '../../src/shared/ipc/channels/portfolioTypes';
import { renewedExpiry } from '../../src/shared/renewals';
import { seriousViolations } from './harness/axe';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

const NOT_RENEWABLE = new Set(['pending', 'not_in_account', 'released', 'deleted', 'transferring']);

/** The demo portfolio, synced (expiry dates and pending states come from the API). */
async function openSyncedDemo(): Promise<DemoSession> {
  const session = await app.demo({ unpaced: true });
  const job = await session.services.portfolio.syncMany({ accountId: session.accountId });
  await session.services.jobs.finished(job.jobId);
  return session;
}

describe('renewing domains of the demo portfolio', () => {
  it('the Expiry view counts and prices each group once, and lists a group sortable by price', async () => {
    const { page, accountId, services } = await openSyncedDemo();
    const due = await services.renewals.due(accountId);
    const days90 = due.groups.find((group) => group.group === 'days90');
    expect(days90?.count).toBeGreaterThan(0);

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Expiry');
    const groups = page.getByRole('table', { name: 'Renewals due' });
    const row = groups.getByRole('row', { name: /^Expire within 90 days/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[1]).toBe(String(days90?.count));
    expect(cells[2]).toMatch(/^[\d,]+\.\d\d USD/);

    await page.getByRole('button', { name: 'List these: Expire within 90 days' }).click();
    const list = page.getByRole('table', { name: 'Renewals: Expire within 90 days' });
    await list.getByRole('row').nth(1).waitFor();
    // Five cells a row; the second is the expiry date.
    const cells90 = await list.getByRole('row').getByRole('cell').allInnerTexts();
    const expiries = cells90.filter((_, index) => index % 5 === 1);
    expect(expiries).toHaveLength(days90?.count ?? 0);
    expect(expiries).toEqual([...expiries].sort());
    await list.getByRole('button', { name: 'Price (1 year)' }).click();
    await expect
      .poll(() => list.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await screenshot(page, 'expiry-list');

    // The demo's domains were never looked up: their premium status is unknown until asked.
    expect(days90?.premiumUnknown).toBe(days90?.count);
    await page
      .getByRole('button', { name: 'Look up premium prices: Expire within 90 days' })
      .click();
    await page.getByRole('status').filter({ hasText: 'the provider answered for' }).waitFor();
    const after = (await services.renewals.due(accountId)).groups.find(
      (group) => group.group === 'days90',
    );
    expect(after?.premiumUnknown).toBe(0);
    expect(after?.priced).toBe(days90?.count);
    await expect
      .poll(async () => (await row.getByRole('cell').allInnerTexts())[2], { timeout: 15_000 })
      .toBe(`${Number(after?.total).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`);
    await screenshot(page, 'expiry-priced');
    expect(await seriousViolations(page, 'expiry view with a group listed')).toEqual([]);
  }, 180_000);

  it('lists each renewable domain with expiry → new expiry and price, soonest first, and leaves out pending ones with their count', async () => {
    const { page, services, accountId } = await app.demo({ unpaced: true });
    // Expiry dates and pending states come from the API: bring every domain up to date first.
    const job = await services.portfolio.syncMany({ accountId });
    await services.jobs.finished(job.jobId);
    const rows: PortfolioRow[] = [...services.portfolio.list({ accountId, limit: 500 }).rows];
    const pending = rows.filter((row) => row.status === 'pending').length;
    const leftOut = rows.filter((row) => NOT_RENEWABLE.has(row.status)).length;
    const soonest = rows
      .filter((row) => !NOT_RENEWABLE.has(row.status) && row.expiryDate !== null)
      .sort(
        (a, b) =>
          (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '') || a.name.localeCompare(b.name),
      )[0];
    expect(pending).toBeGreaterThan(0);

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.selectAllMatching();
    const dialog = await portfolio.chooseAction('Renew…');
    const lines = dialog.getByRole('table', { name: 'Renewals' });
    await lines.waitFor({ timeout: 60_000 });

    await expect.poll(() => dialog.getByText(`${leftOut} domains left out`).isVisible()).toBe(true);
    const pendingText = `${pending} ${pending === 1 ? 'domain' : 'domains'} still pending (not active yet, so not renewable)`;
    expect(await dialog.getByText(pendingText).isVisible()).toBe(true);
    const first = lines.getByRole('row').nth(1);
    const cells = await first.getByRole('cell').allInnerTexts();
    const expiry = soonest?.expiryDate ?? '';
    expect(cells.slice(0, 3)).toEqual([soonest?.unicodeName, expiry, renewedExpiry(expiry, 1)]);
    expect(cells[3]).toMatch(/^[\d,]+\.\d\d USD/);
    // Every renewable domain is listed, none of those left out.
    expect(await lines.getByRole('row').count()).toBe(rows.length - leftOut + 1);
    const aPending = rows.find((row) => row.status === 'pending');
    expect(await lines.getByRole('row', { name: aPending?.unicodeName }).count()).toBe(0);
    await screenshot(page, 'renew-dialog');
    expect(await seriousViolations(page, 'renew dialog', '[role="dialog"]')).toEqual([]);
  }, 180_000);
});
