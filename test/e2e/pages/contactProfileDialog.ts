import type { Locator, Page } from 'playwright-core';

/** The "New contact profile" dialog, from Settings or from the cart. */
export class ContactProfileDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'New contact profile' });
  }

  /** Types each text field by its label. */
  async fill(fields: readonly (readonly [string, string])[]): Promise<void> {
    await this.dialog.waitFor();
    for (const [label, value] of fields) {
      await this.dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
  }

  /** Picks the country by typing its name, as a reseller would. */
  async pickCountry(name: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: 'Country', exact: true }).fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save profile' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}
