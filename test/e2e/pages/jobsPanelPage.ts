import type { Locator, Page } from 'playwright-core';

/** The header's "Jobs" button and the list of the current account's jobs it opens. */
export class JobsPanelPage {
  constructor(readonly page: Page) {}

  /** The header's button; its name counts the ended jobs not seen yet, or those running. */
  button(name = /^Jobs\b/): Locator {
    return this.page.getByRole('banner').getByRole('button', { name });
  }

  async open(): Promise<void> {
    await this.button().click();
    await this.list().waitFor();
  }

  async close(): Promise<void> {
    await this.page.getByRole('button', { name: 'Close the jobs list' }).click();
    await this.list().waitFor({ state: 'hidden' });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Jobs' });
  }

  list(): Locator {
    return this.dialog().getByRole('list', { name: 'Jobs of this account' });
  }

  /** One job of the list, by its label ("Searching 2 names"). */
  job(label: string): Locator {
    return this.list().getByRole('listitem', { name: label, exact: true });
  }

  async labels(): Promise<string[]> {
    const items = await this.list().getByRole('listitem').all();
    return Promise.all(items.map(async (item) => (await item.getAttribute('aria-label')) ?? ''));
  }

  async showResults(label: string): Promise<void> {
    await this.job(label)
      .getByRole('button', { name: `Show the results of ${label}` })
      .click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async dismiss(label: string): Promise<void> {
    await this.job(label)
      .getByRole('button', { name: `Dismiss ${label}` })
      .click();
    await this.job(label).waitFor({ state: 'detached' });
  }

  async dismissAllEnded(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Dismiss all ended' }).click();
  }
}
