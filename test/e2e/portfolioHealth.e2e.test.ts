import { describe, expect, it } from 'vitest';
import { CONTACT } from '../../src/sandbox/testing/orderFields';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe('the Health view on the demo', () => {
  it('shows why the checks could not be counted instead of 0 domains', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    const { services } = session.preview;
    services.contactProfiles.save({ name: 'Agency', contact: CONTACT });
    const old = services.contactProfiles.save({ name: 'Old office', contact: CONTACT });
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Health');
    const health = page.getByRole('table', { name: 'Portfolio health' });
    // Each count says what it is out of.
    await health
      .getByRole('row', { name: /Registrar lock off\s+\d+ of \d+ active domains/ })
      .waitFor();
    await health
      .getByRole('row', {
        name: /Nameservers differ from the ones most domains use\s+\d+ of \d+ synced domains/,
      })
      .waitFor();

    await page.getByPlaceholder('Choose a profile').click();
    await page.getByRole('option', { name: 'Old office', exact: true }).click();
    await health.getByText(/Contacts differ from the profile Old office/).waitFor();
    // Deleted meanwhile (in another window): the counts are asked again and cannot be made.
    services.contactProfiles.remove(old.id);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be counted' });
    await alert.getByText('This contact profile no longer exists.').waitFor();
    expect(await health.count()).toBe(0);
    await session.shoot('portfolio-health-error');

    await page.getByRole('combobox', { name: 'Compare contacts with the profile' }).click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    await health.getByText(/Contacts differ from the profile Agency/).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('retries the domains a fix failed on, and only those', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    const { services } = session.preview;
    const unlocked = await session.control.domainsIn('active', 3);
    for (const name of unlocked) {
      await services.domains.setLock({ accountId: session.control.accountId, name }, false);
    }
    // The registrar refuses the next two lock changes, whichever domains they are for.
    await session.control.call('POST', '/faults', {
      method: 'POST',
      pathRegex: '/lock$',
      times: 2,
      action: { kind: 'status', status: 400 },
    });
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.showView('Health');
    const lockOff = page
      .getByRole('table', { name: 'Portfolio health' })
      .getByRole('row', { name: /Registrar lock off/ });
    await lockOff.getByText(/^[1-9][\d,]* of [\d,]+ active domains$/).waitFor();
    await lockOff.getByRole('button', { name: /^Lock them/ }).click();
    await page.getByRole('button', { name: /^Lock them \(\d+ domains?\)$/ }).click();
    expect(await portfolio.jobFinished(/Locking/)).toMatch(/finished/);
    const failed = page.getByLabel('Failed domains');
    await failed.getByText('2 domains failed').waitFor();
    await session.shoot('portfolio-health-failed-fix');

    await failed.getByRole('button', { name: 'Retry the failed ones' }).click();
    expect(await portfolio.jobFinished(/Locking 2 domains/)).toMatch(/^2 of 2 domains/);
    // Counted again once the retry is done: every domain it could lock is locked.
    await lockOff.getByText(/^0 of [\d,]+ active domains$/).waitFor();
  });

  it('shows its filter in the filter bar, and counts again once Lock them is done', async () => {
    const session = await app.demo();
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 820 });
    const unlocked = await session.control.domainsIn('active', 2);
    for (const name of unlocked) {
      await session.services.domains.setLock({ accountId: session.control.accountId, name }, false);
    }
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const everything = await portfolio.total();
    await portfolio.showView('Health');
    const lockOff = page
      .getByRole('table', { name: 'Portfolio health' })
      .getByRole('row', { name: /Registrar lock off/ });
    const counted = lockOff.getByText(/^[1-9][\d,]* of [\d,]+ active domains$/);
    await counted.waitFor();
    const found = (await counted.innerText()).split(' ')[0] ?? '';

    await lockOff.getByRole('button', { name: /^Show in the grid/ }).click();
    const others = page.getByRole('group', { name: 'Other filters' });
    await others.getByText('Registrar lock off', { exact: true }).waitFor();
    await page.getByText(new RegExp(`^${found} domains? match$`)).waitFor();
    await session.shoot('portfolio-health-filter');
    await others.getByRole('button', { name: 'Remove the filter: Registrar lock off' }).click();
    expect(await others.count()).toBe(0);
    // Only the status the check also set is left, and the bar shows it.
    await page.getByText(/^[\d,]+ domains match$/).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await portfolio.total()).toBe(everything);

    await portfolio.showView('Health');
    await lockOff.getByRole('button', { name: /^Lock them/ }).click();
    await page.getByRole('button', { name: /^Lock them \(\d+ domains?\)$/ }).click();
    expect(await portfolio.jobFinished(/Locking/)).toMatch(/finished/);
    // Counted again as soon as the fix is done, without leaving the view.
    await lockOff.getByText(/^0 of [\d,]+ active domains$/).waitFor();
    await session.shoot('portfolio-health-after-fix');
  });
});
