import type { Locator, Page } from 'playwright-core';

/** The domains named by rows' checkboxes ("Select example.com"), in order. */
async function domainsOf(boxes: Locator): Promise<string[]> {
  const labels = await Promise.all(
    (await boxes.all()).map((box) => box.getAttribute('aria-label')),
  );
  return labels.map((label) => (label ?? '').replace(/^Select /, ''));
}

/** The portfolio screen: the grid, its filters, the bulk actions and the other views. */
export class PortfolioPage {
  constructor(readonly page: Page) {}

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Portfolio' });
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Portfolio', exact: true })
      .or(this.page.getByRole('link', { name: 'Portfolio', exact: true }))
      .first()
      .click();
    await this.grid.waitFor();
    await this.firstRow().waitFor();
  }

  firstRow(): Locator {
    return this.grid.getByRole('row').nth(1).getByRole('checkbox');
  }

  /** The rows drawn now (data rows only), their domain as the user reads it. */
  async shownDomains(): Promise<string[]> {
    const rows = this.grid
      .getByRole('row')
      .filter({ has: this.page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
    return domainsOf(rows.getByRole('checkbox'));
  }

  /** The ticked rows drawn now, their domain as the user reads it. */
  async selectedDomains(): Promise<string[]> {
    return domainsOf(this.grid.getByRole('row', { selected: true }).getByRole('checkbox'));
  }

  async total(): Promise<string> {
    return (
      await this.page
        .getByText(/^[\d,]+ domains?( match)?$/)
        .first()
        .innerText()
    ).trim();
  }

  async find(text: string): Promise<void> {
    await this.page.getByLabel('Find').fill(text);
    await this.settled();
  }

  /** Waits until the rows drawn answer the filter and sort on screen. */
  async settled(): Promise<void> {
    await this.page.locator('[aria-busy="false"]').filter({ has: this.grid }).waitFor();
  }

  async onlyStatus(status: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Status' }).click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await this.page.getByText(/^[\d,]+ domains? match$/).waitFor();
  }

  async sortBy(column: string): Promise<void> {
    await this.grid.getByRole('columnheader', { name: column }).getByRole('button').click();
    await this.settled();
  }

  async tick(domain: string): Promise<void> {
    await this.grid.getByRole('checkbox', { name: `Select ${domain}`, exact: true }).check();
  }

  /** Clicks the first row, then shift-clicks the n-th: n rows selected. */
  async selectFirst(count: number): Promise<void> {
    const rows = this.grid.getByRole('row');
    await rows.nth(1).click({ position: { x: 120, y: 12 } });
    await rows.nth(count).click({ position: { x: 120, y: 12 }, modifiers: ['Shift'] });
  }

  async selectAllMatching(): Promise<void> {
    await this.page.getByRole('button', { name: /^Select all [\d,]+ domains?$/ }).click();
  }

  async selectedText(): Promise<string> {
    return (
      await this.page
        .getByText(/selected$|^No domain selected$/)
        .first()
        .innerText()
    ).trim();
  }

  async chooseAction(label: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Actions' }).click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Waits for the bulk job card to say it finished; answers its summary line. */
  async jobFinished(label: RegExp): Promise<string> {
    const card = this.page.getByLabel(new RegExp(`${label.source}.*: progress`)).last();
    const line = card.getByText(/ of [\d,]+ domains/);
    await line.filter({ hasText: /finished|stopped|cancelled/ }).waitFor({ timeout: 60_000 });
    return (await line.innerText()).trim();
  }

  async showView(name: 'All domains' | 'Expiry' | 'Health' | 'Runway' | 'Spend'): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'Portfolio view' })
      .getByText(name, { exact: true })
      .click();
  }
}
