import type { Page } from 'playwright-core';

/** The welcome screen shown while there is no account. */
export class FirstRunPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('first-run-screen').waitFor();
  }

  async exploreDemo(): Promise<void> {
    await this.page.getByTestId('first-run-demo').click();
  }

  async chooseConnect(): Promise<void> {
    await this.page.getByTestId('first-run-connect').click();
    await this.page.getByTestId('connect-form').waitFor();
  }
}
