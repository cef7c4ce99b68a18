import type { Page } from 'playwright-core';

/** The welcome screen shown while there is no account. */
export class FirstRunPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('first-run-screen').waitFor();
  }

  /** Starts the demo and waits until the app shows it: the simulator starts in its own process. */
  async exploreDemo(): Promise<void> {
    await this.page.getByTestId('first-run-demo').click();
    await this.page.getByTestId('demo-banner').waitFor();
  }

  async chooseConnect(): Promise<void> {
    await this.page.getByTestId('first-run-connect').click();
    await this.page.getByTestId('connect-form').waitFor();
  }
}
