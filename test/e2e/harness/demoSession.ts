import type { BrowserSession } from './browser';
import { openBrowser } from './browser';
import { demoControl } from './demoDomains';
import type { DemoControl } from './demoDomains';
import { startE2ePreview } from './preview';
import type { E2ePreview } from './preview';
import { screenshot } from './screenshots';
import { AppPage } from '../pages/appPage';
import { FirstRunPage } from '../pages/firstRunPage';
import { HomePage } from '../pages/homePage';

export interface DemoSession {
  readonly preview: E2ePreview;
  readonly browser: BrowserSession;
  readonly control: DemoControl;
  /** Saves the page in light and in dark, as `<name>-light.png` and `<name>-dark.png`. */
  shoot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** The preview on the demo account, opened in Chromium past the welcome screen. */
export async function startDemoSession(): Promise<DemoSession> {
  const preview = await startE2ePreview({ demo: true });
  const browser = await openBrowser();
  await new AppPage(browser.page).open(preview.server.url);
  await new FirstRunPage(browser.page).exploreDemo();
  await new HomePage(browser.page).waitUntilShown();
  const control = await demoControl(preview.services);
  return {
    preview,
    browser,
    control,
    shoot: async (name) => {
      const page = browser.page;
      await page.emulateMedia({ colorScheme: 'light' });
      await screenshot(page, `${name}-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, `${name}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
    },
    close: async () => {
      await browser.close();
      await preview.close();
    },
  };
}
