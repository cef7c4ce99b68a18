import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { AppPage } from './pages/appPage';
import { FirstRunPage } from './pages/firstRunPage';
import { PortfolioPage } from './pages/portfolioPage';
import { ShellPage } from './pages/shellPage';

let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  browser = undefined;
  preview = undefined;
});

describe('background sync', () => {
  it('shows the pass under way in the grid and is turned off from Settings', async () => {
    preview = await startE2ePreview({ demo: true });
    browser = await openBrowser();
    const { page } = browser;
    await new AppPage(page).open(preview.server.url);
    await new FirstRunPage(page).exploreDemo();
    await new PortfolioPage(page).open();
    // The pass began when the profile opened: no full pass yet, its progress beside it.
    await page.getByText(/^Last full sync: not yet · \d+ of \d+ read$/).waitFor();

    await new ShellPage(page).go('Settings');
    const schedule = page.getByRole('combobox', { name: 'Read every domain again' });
    expect(await schedule.inputValue()).toBe('Daily');
    await schedule.click();
    await page.getByRole('option', { name: 'Off' }).click();
    await page.getByText('Background sync schedule saved').waitFor();
    expect(preview.services.settings.get().backgroundSync).toBe('off');
    expect(preview.services.backgroundSync.status().schedule).toBe('off');
  });
});
