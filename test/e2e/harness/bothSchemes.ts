import type { Page } from 'playwright-core';
import { screenshot } from './screenshots';

/** Saves `<name>-light.png` and `<name>-dark.png`: the app follows the system's scheme. */
export async function screenshotBothSchemes(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}
