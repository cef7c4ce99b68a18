import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { AppPage } from './pages/appPage';
import { FirstRunPage } from './pages/firstRunPage';
import { HomePage } from './pages/homePage';

const sessions = e2eSessions();

describe('exploring DomainDesk with the demo account', () => {
  it('opens on a welcome screen and shows the demo account with its balance once chosen', async () => {
    const { page } = await sessions.welcome({ demo: true });
    const app = new AppPage(page);
    const firstRun = new FirstRunPage(page);
    const home = new HomePage(page);

    await firstRun.waitUntilShown();
    await screenshot(page, '01-first-run');

    await firstRun.exploreDemo();
    expect(await home.accounts()).toEqual([
      {
        label: 'Demo account',
        balance: '2,500.00 USD',
        keyStatus: 'API key stored',
        email: expect.stringMatching(/^demo@domaindesk\.test · 127\.0\.0\.1:\d+$/) as unknown,
      },
    ]);
    expect(await home.demoBannerShown()).toBe(true);
    expect(await page.getByTestId('app-demo').isVisible()).toBe(true);
    await screenshot(page, '02-home-demo');

    await app.reload();
    expect((await home.accounts()).map((account) => account.label)).toEqual(['Demo account']);
  });

  it('from the user profile, runs the demo apart and hands the welcome screen back on leaving', async () => {
    const { page, preview } = await sessions.welcome({ demo: false });
    const firstRun = new FirstRunPage(page);
    const home = new HomePage(page);

    await firstRun.exploreDemo();
    expect((await home.accounts()).map((account) => account.label)).toEqual(['Demo account']);
    await screenshot(page, '03-home-demo-from-user-profile');

    await home.leaveDemo();
    await firstRun.waitUntilShown();
    expect(await preview.services.accounts.list()).toEqual([]);
  });
});
