import type { Locator, Page } from 'playwright-core';
import { AppPage, visibleText } from './appPage';
import { FirstRunPage } from './firstRunPage';

/** The app shell: navigation, shortcuts, palette, theme, connectivity and the balance. */
export class ShellPage {
  constructor(readonly page: Page) {}

  /** Opens the app with no account yet, chooses the demo and waits for the shell. */
  static async openOnDemo(page: Page, url: string): Promise<ShellPage> {
    await new AppPage(page).open(url);
    await new FirstRunPage(page).exploreDemo();
    const shell = new ShellPage(page);
    await shell.waitUntilShown();
    return shell;
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('app-title').waitFor();
  }

  async go(screen: string): Promise<void> {
    // An entry's name may carry a count after its label ("Cart 3 in the cart").
    await this.nav.getByRole('button', { name: new RegExp(`^${screen}\\b`) }).click();
  }

  /** The name of the navigation entry marked as the current page. */
  async currentScreen(): Promise<string> {
    return visibleText(this.nav.locator('[aria-current="page"] .mantine-NavLink-label'));
  }

  /** Waits until the navigation marks this screen as current. */
  async waitForScreen(screen: string): Promise<void> {
    await this.nav
      .locator('[aria-current="page"]', { hasText: screen })
      .waitFor({ state: 'visible' });
  }

  async shortcut(keys: string): Promise<void> {
    await this.page.keyboard.press(keys);
  }

  async openPalette(): Promise<Locator> {
    await this.page.keyboard.press('Control+K');
    const search = this.page.getByRole('textbox', { name: 'Command' });
    await search.waitFor();
    return search;
  }

  async chooseTheme(name: 'System' | 'Light' | 'Dark'): Promise<void> {
    await this.page.getByRole('banner').getByText(name, { exact: true }).click();
  }

  async colorScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }

  async connectivity(): Promise<string> {
    return visibleText(this.page.getByTestId('connectivity'));
  }

  /** Resolves once the connectivity indicator reads `text` (the test fails by timing out). */
  async waitForConnectivity(text: 'Online' | 'Offline', timeout = 30_000): Promise<void> {
    await this.page
      .getByTestId('connectivity')
      .filter({ hasText: text })
      .waitFor({ state: 'visible', timeout });
  }

  async balance(): Promise<string> {
    return visibleText(this.page.getByTestId('header-balance'));
  }

  async chooseAccount(label: string): Promise<void> {
    await this.page.getByTestId('account-switcher').click();
    // An account with unread notifications has their count after its label.
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const name = new RegExp(`^${escaped}( \\([\\d,]+ unread notifications?\\))?$`);
    await this.page.getByRole('option', { name }).click();
  }
}
