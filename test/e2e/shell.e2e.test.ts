import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { screenshot } from './harness/screenshots';
import { ShellPage } from './pages/shellPage';

let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  browser = undefined;
  preview = undefined;
});

/** A dialog opened from low on the page is pictured over the top of the page, as it is seen. */
async function topOfPage(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}

async function openDemo(): Promise<ShellPage> {
  preview = await startE2ePreview({ demo: true });
  browser = await openBrowser();
  return ShellPage.openOnDemo(browser.page, preview.server.url);
}

describe('the app shell on the demo account', () => {
  it('opens on Search and moves between screens by keyboard and from the palette', async () => {
    const shell = await openDemo();
    const page = shell.page;
    expect(await shell.currentScreen()).toBe('Search');
    expect(await shell.balance()).toBe('2,500.00 USD');
    expect(await shell.connectivity()).toBe('Online');
    await screenshot(page, 'shell-01-search-light');

    await shell.shortcut('Control+2');
    await shell.waitForScreen('Portfolio');
    await shell.shortcut('Control+7');
    await shell.waitForScreen('Settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    await screenshot(page, 'shell-02-settings-light');
    await shell.shortcut('Control+6');
    await shell.waitForScreen('Accounts');

    // The palette: a screen by name, then a domain of the portfolio.
    let search = await shell.openPalette();
    await search.fill('pricing');
    await screenshot(page, 'shell-03-palette-light');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('Pricing');

    const [domain] = preview?.services.portfolio.list({ limit: 1 }).rows ?? [];
    if (domain === undefined) throw new Error('The demo portfolio is empty.');
    search = await shell.openPalette();
    await search.fill(domain.name.slice(0, 6));
    await page
      .getByRole('button', { name: new RegExp(domain.unicodeName) })
      .first()
      .click();
    // The domain page is not one of the navigation's screens: none is marked current.
    await shell.nav.locator('[aria-current="page"]').waitFor({ state: 'detached' });
  });

  it('switches to dark, remembers it after a reload, and shows each screen in both themes', async () => {
    const shell = await openDemo();
    const page = shell.page;
    await shell.chooseTheme('Dark');
    expect(await shell.colorScheme()).toBe('dark');
    await page.reload();
    await shell.waitUntilShown();
    expect(await shell.colorScheme()).toBe('dark');
    await screenshot(page, 'shell-01-search-dark');
    await shell.go('Settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    await screenshot(page, 'shell-02-settings-dark');
    await page.getByRole('button', { name: 'New contact profile' }).click();
    await page.getByRole('dialog', { name: 'New contact profile' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('First name is required.').waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-04-contact-profile-dark');
    await page.keyboard.press('Escape');
    await shell.go('Accounts');
    await page.getByRole('button', { name: 'Edit Demo account' }).click();
    await page.getByRole('form', { name: 'Settings of Demo account' }).waitFor();
    await screenshot(page, 'shell-05-account-edit-dark');
    await page.getByRole('button', { name: 'Remove account…' }).click();
    await page.getByRole('dialog', { name: 'Remove "Demo account"?' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-09-remove-account-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shell.openPalette();
    await screenshot(page, 'shell-03-palette-dark');
    await page.keyboard.press('Escape');

    await shell.chooseTheme('Light');
    expect(await shell.colorScheme()).toBe('light');
    await page.getByRole('button', { name: 'Edit Demo account' }).waitFor({ state: 'detached' });
    await screenshot(page, 'shell-05-account-edit-light');
    await page.getByRole('button', { name: 'Remove account…' }).click();
    await page.getByRole('dialog', { name: 'Remove "Demo account"?' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-09-remove-account-light');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shell.go('Settings');
    await page.getByRole('button', { name: 'New contact profile' }).click();
    await page.getByRole('dialog', { name: 'New contact profile' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-04-contact-profile-light');
  });
});
