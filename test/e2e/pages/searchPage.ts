import type { Locator, Page } from 'playwright-core';

/** The bulk search screen. */
export class SearchPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await this.page.getByRole('heading', { name: 'Bulk search' }).waitFor();
    // The reseller's default TLDs are filled in once the settings have been read.
    await this.page.getByText('.com', { exact: true }).first().waitFor();
  }

  async typeNames(names: readonly string[]): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Names' }).fill(names.join('\n'));
  }

  /** Adds TLDs through the picker's search, as a keyboard user would. */
  async addTlds(tlds: readonly string[]): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: 'TLDs' });
    for (const tld of tlds) {
      await picker.click();
      await picker.fill(tld);
      await this.page.getByRole('option', { name: `.${tld}`, exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  async search(): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: /^Search( [\d,]+ names)?$/ })
      .click();
  }

  /** Waits until the job's card says it finished. */
  async waitUntilFinished(): Promise<void> {
    await this.page.getByText(/ · (finished|stopped with an error)$/).waitFor();
  }

  async inputProblems(): Promise<string> {
    return (
      await this.page.getByRole('alert').filter({ hasText: 'not searched' }).innerText()
    ).trim();
  }

  async showAvailableOnly(): Promise<void> {
    await this.page.getByRole('switch', { name: 'Available only' }).check();
  }

  async showMatrix(): Promise<void> {
    await this.page.getByRole('button', { name: 'Matrix' }).click();
    await this.page.getByRole('table', { name: 'Results matrix' }).waitFor();
  }

  async showList(): Promise<void> {
    await this.page.getByRole('button', { name: 'List' }).click();
    await this.results().waitFor();
  }

  /** Ticks the first `count` names of the list and answers their names. */
  async selectFirst(count: number): Promise<string[]> {
    const boxes = this.results().getByRole('checkbox', { name: /^Select (?!every)/ });
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const box = boxes.nth(i);
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    return names;
  }

  /** The results list (a grid: one list however long, moved through with the keyboard). */
  results(): Locator {
    return this.page.getByRole('grid', { name: 'Search results' });
  }

  /** The drawn row of one result. */
  resultRow(name: string): Locator {
    return this.results().getByRole('row').filter({ hasText: name });
  }

  async addToCart(): Promise<string> {
    await this.page.getByRole('button', { name: /^Add \d+ to cart$/ }).click();
    const report = this.page.getByText(/added to the cart/);
    await report.waitFor();
    return (await report.innerText()).trim();
  }
}
