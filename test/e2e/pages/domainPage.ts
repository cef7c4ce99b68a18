import type { Locator, Page } from 'playwright-core';

/** The domain page: its sections, the editors' controls and the review dialogs. */
export class DomainPage {
  constructor(readonly page: Page) {}

  /** Opens a domain by name from the Activity screen's "Open domain" box. */
  async open(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Activity', exact: true }).click();
    await this.page.getByRole('textbox', { name: 'Domain to open' }).fill(name);
    await this.page.getByRole('button', { name: 'Open domain' }).click();
    await this.page.getByRole('tab', { name: 'Overview' }).waitFor();
  }

  async section(label: string): Promise<void> {
    await this.page.getByRole('tab', { name: label }).click();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The rows of a table as text, one string per row (cells joined by " | "). */
  async tableRows(name: string): Promise<string[]> {
    const table = this.page.getByRole('table', { name });
    await table.waitFor();
    const rows = await table.locator('tbody tr').all();
    return Promise.all(
      rows.map(async (row) =>
        (await row.locator('td').allInnerTexts()).map((cell) => cell.trim()).join(' | '),
      ),
    );
  }

  async dnsRows(): Promise<string[]> {
    const rows = await this.tableRows('DNS records');
    // The last cell holds the row's buttons.
    return rows.map((row) => row.split(' | ').slice(0, 4).join(' | '));
  }

  async addDnsRecord(host: string, type: string, value: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add record' }).click();
    const count = await this.page
      .getByRole('table', { name: 'DNS records' })
      .locator('tbody tr')
      .count();
    const label = `record ${count}`;
    await this.page.getByRole('textbox', { name: `Host of ${label}` }).fill(host);
    if (type !== 'A') {
      await this.page.getByRole('combobox', { name: `Type of ${label}`, exact: true }).click();
      await this.page.getByRole('option', { name: type, exact: true }).click();
    }
    await this.page.getByRole('textbox', { name: `Value of ${label}` }).fill(value);
    await this.page.getByRole('button', { name: `Done editing ${label}` }).click();
  }

  async deleteDnsRecord(index: number): Promise<void> {
    await this.page.getByRole('button', { name: `Delete record ${index}`, exact: true }).click();
  }

  async alertText(title: string): Promise<string> {
    const alert = this.page.getByRole('alert').filter({ hasText: title });
    await alert.first().waitFor();
    return (await alert.first().innerText()).trim();
  }
}
