import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { freeName } from '../../src/sandbox/testing/names';
import { OFFICE_PROFILE } from './harness/contactProfile';
import { RESELLER } from './harness/reseller';
import { seriousViolations } from './harness/axe';
import { e2eSessions } from './harness/session';
import type { AccountSession } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();
const DAY_MS = 86_400_000;

/** Moves the simulator's clock through its control API. */
async function simClock(session: AccountSession, offsetMs: number): Promise<void> {
  const answer = await fetch(`${session.sim.controlUrl}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  expect(answer.ok).toBe(true);
}

/**
 * Two names registered through the orders service `daysAgo` days ago (the simulator's clock
 * set back), so they expire a year after that; synced, premium status looked up; a small
 * balance.
 */
async function accountWithRenewalsDue(daysAgo = 300): Promise<AccountSession> {
  const session = await app.account();
  const { services, accountId } = session;
  const profile = services.contactProfiles.save(OFFICE_PROFILE);
  await simClock(session, -daysAgo * DAY_MS);
  for (const domain of [freeName('com', 'runwayone'), freeName('io', 'runwaytwo')]) {
    const placed = await services.orders.place(accountId, {
      domain,
      operation: 'register',
      period: 1,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contactProfileIds: { registrant: profile.id },
    });
    expect(placed.result).toBe('succeeded');
  }
  await simClock(session, 0);
  session.sim.provision();
  const job = await services.portfolio.syncMany({ accountId });
  await services.jobs.finished(job.jobId);
  await services.renewals.checkPremium(accountId, 'days90');
  session.sim.setCredit(RESELLER.email, '20.00');
  await services.accounts.refreshBalance(accountId);
  return session;
}

describe('the credit runway and the spend report', () => {
  it('the runway says what to top up and by when, with its numbers in a table', async () => {
    const session = await accountWithRenewalsDue();
    const { page, services, accountId } = session;
    const runway = await services.reports.runway(accountId);
    expect(runway.shortfall).not.toBeNull();

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Runway');
    const sentence = page.getByRole('status').filter({ hasText: /^Top up / });
    await expect
      .poll(() => sentence.first().innerText())
      .toMatch(/^Top up [\d,]+\.\d\d EUR before \d{1,2} [A-Z][a-z]{2} to renew everything due\./);
    const table = page.getByRole('table', { name: 'Runway week by week' });
    // A header row and thirteen weeks.
    await expect.poll(() => table.getByRole('row').count()).toBe(14);
    const due = await table.getByRole('row').nth(10).getByRole('cell').allInnerTexts();
    expect(due[1]).toBe(String(runway.weeks[9]?.count ?? ''));
    await session.shoot('runway');
    expect(await seriousViolations(page, 'runway view')).toEqual([]);

    // Topped up with the provider and the balance read again: the runway follows.
    session.sim.setCredit(RESELLER.email, '1000.00');
    await page.getByRole('button', { name: /^Credit balance / }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^The balance covers every renewal due in the next 90 days/ })
      .waitFor();
  }, 180_000);

  it('the header says the runway runs short when the balance lacks what is due within 30 days', async () => {
    const { page, services, accountId } = await accountWithRenewalsDue(345);
    const runway = await services.reports.runway(accountId);
    const hint = page.getByRole('status', { name: /^Top up [\d,]+\.\d\d EUR before / });
    await hint.waitFor();
    expect(await hint.innerText()).toBe('Runway short');
    expect(await hint.getAttribute('aria-label')).toBe(
      `Top up ${runway.shortfall?.amount ?? ''} EUR before ${String(Number(runway.shortfall?.before.slice(8)))} ${new Date(`${runway.shortfall?.before ?? ''}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} to renew everything due.`,
    );
  }, 180_000);

  it('the spend report lists what was charged and exports it as CSV', async () => {
    const session = await accountWithRenewalsDue();
    const { page, services, accountId } = session;
    const report = await services.reports.spend(accountId);
    expect(report.byTld.map((row) => row.key).sort()).toEqual(['com', 'io']);

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Spend');
    const table = page.getByRole('table', { name: 'Spend by month' });
    await table.getByRole('row').nth(1).waitFor();
    await page
      .getByRole('radiogroup', { name: 'Spend by' })
      .getByText('TLD', { exact: true })
      .click();
    await page
      .getByRole('table', { name: 'Spend by tld' })
      .getByRole('cell', { name: 'io' })
      .waitFor();
    await session.shoot('spend');
    expect(await seriousViolations(page, 'spend view')).toEqual([]);

    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export spend report as CSV' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('spend-report.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(
      `spend by TLD,io,1,${report.byTld.find((r) => r.key === 'io')?.spent ?? ''},EUR`,
    );
  }, 180_000);
});
