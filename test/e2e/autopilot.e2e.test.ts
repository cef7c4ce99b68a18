import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../src/shared/api';
import { seriousViolations } from './harness/axe';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe('the renewal autopilot', () => {
  it('is set up with a cap, runs within it, says what it did, and stops with one click', async () => {
    const { page, accountId, services } = await app.demo({ unpaced: true });
    const sync = await services.portfolio.syncMany({ accountId });
    await services.jobs.finished(sync.jobId);
    const balance = async () =>
      moneyToCents((await services.pricing.balance(accountId)).amount ?? '') ?? NaN;

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Expiry');
    const card = page.getByRole('region', { name: 'Renewal autopilot' });
    await card.getByText('Off: nothing is renewed without you.', { exact: false }).waitFor();

    await card.getByRole('button', { name: 'Set up…' }).click();
    const form = page.getByRole('form', { name: 'Renewal autopilot settings' });
    const cap = form.getByRole('textbox', { name: /Monthly spending cap/ });
    await cap.fill('a lot');
    await form.getByRole('button', { name: 'Turn on the autopilot' }).click();
    await form
      .getByText('Enter the monthly cap as an amount above 0, such as 200 or 199.95.')
      .waitFor();
    await cap.fill('40');
    await form.getByRole('textbox', { name: /Days before expiry/ }).fill('90');
    // Before saving, it says what it may spend without asking.
    await form
      .getByText('At most 40.00 USD leaves the balance in a month', { exact: false })
      .waitFor();
    // Redemption fees are not paid unless allowed; the summary says which expired ones it renews.
    const redemption = form.getByRole('checkbox', { name: 'Pay redemption fees' });
    expect(await redemption.isChecked()).toBe(false);
    await form
      .getByText('expired ones still in grace (with the grace fee; none in redemption)', {
        exact: false,
      })
      .waitFor();
    await redemption.check();
    await form.getByText('expired ones still in grace or redemption', { exact: false }).waitFor();
    await redemption.uncheck();
    await screenshot(page, 'autopilot-01-set-up');
    expect(await seriousViolations(page, 'autopilot dialog', '[role="dialog"]')).toEqual([]);
    await form.getByRole('button', { name: 'Turn on the autopilot' }).click();
    await card.getByText('up to 40.00 USD a month', { exact: false }).waitFor();
    expect(services.autopilot.get(accountId).settings.payRedemption).toBe(false);

    const before = await balance();
    await card.getByRole('button', { name: 'Run now' }).click();
    await card.getByRole('list', { name: 'What the last run did' }).waitFor();
    const view = services.autopilot.get(accountId);
    const run = view.lastRun;
    expect(run?.renewed.length).toBeGreaterThan(0);
    // What it says it spent left the balance, and stays within the cap.
    expect(before - (await balance())).toBe(moneyToCents(run?.spent ?? ''));
    expect(moneyToCents(view.spentThisMonth) ?? NaN).toBeLessThanOrEqual(4000);
    await card.getByText(`Spent this month: ${view.spentThisMonth} USD of 40.00 USD.`).waitFor();
    const lines = await card.getByRole('list', { name: 'What the last run did' }).innerText();
    expect(lines).toContain(`${run?.renewed[0]?.unicodeDomain ?? '?'} (expiring`);
    const overCap = run?.skipped.filter((line) => line.reason === 'over_cap') ?? [];
    if (overCap.length > 0) {
      expect(lines).toContain(`${String(overCap.length)} skipped, would pass this month's cap:`);
    }
    // A renewal of a domain that had expired names its phase and the fee it included.
    for (const line of run?.renewed ?? []) {
      if (line.lateFee) expect(lines).toContain(`${line.unicodeDomain} (expiring`);
      if (line.lateFee) expect(lines).toContain(`in ${line.lateFee.phase}, `);
    }
    await screenshot(page, 'autopilot-02-last-run');

    // Allowed later under Change…: kept, and the card says so.
    await card.getByRole('button', { name: 'Change…' }).click();
    await form.getByRole('checkbox', { name: 'Pay redemption fees' }).check();
    await form.getByRole('button', { name: 'Turn on the autopilot' }).click();
    await card.getByText('expired ones still in grace or redemption', { exact: false }).waitFor();
    expect(services.autopilot.get(accountId).settings.payRedemption).toBe(true);

    await card.getByRole('button', { name: 'Stop the autopilot' }).click();
    await card.getByText('Off: nothing is renewed without you.', { exact: false }).waitFor();
    expect(services.autopilot.get(accountId).settings.enabled).toBe(false);
    await expect(services.autopilot.runNow(accountId)).rejects.toMatchObject({ kind: 'conflict' });
  }, 120_000);
});
