import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();
const MARK = 'bulk-left-out-mix';

describe('bulk lock on a selection holding pending domains and one gone from the account', () => {
  it('leaves them out up front, and the failure it leaves shows under "Has an error"', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    await page.setViewportSize({ width: 1280, height: 820 });
    const { services } = session.preview;
    const { accountId } = session;
    const active = (await session.control.domainsIn('active', 3)).slice(0, 3);
    const pending = (await session.control.domainsIn('pending', 2)).slice(0, 2);
    expect(pending).toHaveLength(2);
    // Held by someone else: the API answers "not in this account" for it.
    const gone = 'someone-elses-domain-e2e.com';
    await services.portfolio.addNames(accountId, gone);
    await services.portfolio.sync(accountId, gone);
    const mix = [...active, ...pending, gone];
    for (const name of mix) services.portfolio.setNotes({ accountId, name }, MARK);
    const [refused = ''] = active;
    await session.control.call('POST', '/faults', {
      path: `/domains/${refused}/lock`,
      action: {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ message: 'The registry refused the lock.' }),
        contentType: 'application/json',
      },
    });

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.find(MARK);
    expect((await portfolio.shownDomains()).sort()).toEqual([...mix].sort());
    for (const name of mix) await portfolio.tick(name);

    // The copy's preview leaves them out as well, and says so before reading anything.
    const copy = await portfolio.chooseAction('Copy from a model domain…');
    await copy
      .getByText('2 pending domains and 1 no longer in this account are left out.', {
        exact: false,
      })
      .waitFor();
    await copy
      .getByText('Each of the 3 domains is read from the API first', { exact: false })
      .waitFor();
    // The model picker opens its list on focus; a click on the title closes it for the shot.
    await copy.getByRole('heading', { name: 'Copy from a model domain' }).click();
    await copy.getByRole('listbox').waitFor({ state: 'hidden' });
    await session.shoot('portfolio-copy-left-out');
    await copy.getByRole('button', { name: 'Cancel' }).click();
    await copy.waitFor({ state: 'hidden' });

    const dialog = await portfolio.chooseAction('Lock');
    await dialog
      .getByText('2 pending domains and 1 no longer in this account are left out.', {
        exact: false,
      })
      .waitFor();
    const lock = dialog.getByRole('button', { name: 'Lock 3 domains' });
    await lock.waitFor();
    await session.shoot('portfolio-bulk-left-out');
    await lock.click();
    expect(await portfolio.jobFinished(/Locking/)).toMatch(/^3 of 3 domains/);
    for (const name of [...pending, gone]) {
      const sent = await session.control.call<{ count: number }>(
        'GET',
        `/requests/count?path=${encodeURIComponent(`/domains/${name}/lock`)}`,
      );
      expect(sent.count).toBe(0);
    }

    // The job's failure is the row's last error: "Has an error" finds it.
    await page.getByRole('checkbox', { name: 'Has an error' }).check();
    await portfolio.settled();
    await expect.poll(() => portfolio.shownDomains()).toEqual([refused]);
  });
});
