import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { screenshot } from './harness/screenshots';
import { AppPage } from './pages/appPage';
import { FirstRunPage } from './pages/firstRunPage';
import { HomePage } from './pages/homePage';

let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  browser = undefined;
  preview = undefined;
});

describe('exploring DomainDesk with the demo account', () => {
  it('opens on a welcome screen and shows the demo account with its balance once chosen', async () => {
    preview = await startE2ePreview({ demo: true });
    browser = await openBrowser();
    const app = new AppPage(browser.page);
    const firstRun = new FirstRunPage(browser.page);
    const home = new HomePage(browser.page);

    await app.open(preview.server.url);
    await firstRun.waitUntilShown();
    await screenshot(browser.page, '01-first-run');

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
    expect(await browser.page.getByTestId('app-demo').isVisible()).toBe(true);
    await screenshot(browser.page, '02-home-demo');

    await app.reload();
    expect((await home.accounts()).map((account) => account.label)).toEqual(['Demo account']);
  });

  it('from the user profile, runs the demo apart and hands the welcome screen back on leaving', async () => {
    preview = await startE2ePreview({ demo: false });
    browser = await openBrowser();
    const app = new AppPage(browser.page);
    const firstRun = new FirstRunPage(browser.page);
    const home = new HomePage(browser.page);

    await app.open(preview.server.url);
    await firstRun.exploreDemo();
    expect((await home.accounts()).map((account) => account.label)).toEqual(['Demo account']);
    await screenshot(browser.page, '03-home-demo-from-user-profile');

    await home.leaveDemo();
    await firstRun.waitUntilShown();
    expect(await preview.services.accounts.list()).toEqual([]);
  });
});
