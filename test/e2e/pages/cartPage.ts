import type { Page } from 'playwright-core';

/** The cart and checkout screen. */
export class CartPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    // The entry's name carries the cart's count once it holds something ("Cart 3 in the cart").
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Cart\b/ })
      .click();
    await this.page.getByRole('heading', { name: 'Cart' }).waitFor();
  }

  async total(): Promise<string> {
    const total = this.page.getByLabel('Cart total');
    await total.waitFor();
    return (await total.innerText()).trim();
  }

  /** Nameservers and a registrant for every item, as a reseller fills them in. */
  async fillDefaults(profileLabel: string): Promise<void> {
    const nameservers = this.page.getByRole('textbox', { name: 'Nameservers', exact: true });
    await nameservers.fill('ns1.example.net\nns2.example.net');
    await nameservers.blur();
    await this.chooseDefaultRegistrant(profileLabel);
  }

  async addByHand(domain: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Domain to add' }).fill(domain);
    await this.page.getByRole('button', { name: 'Add to cart' }).click();
    await this.page
      .getByRole('table', { name: 'Cart items' })
      .getByText(domain, { exact: true })
      .waitFor();
  }

  async chooseDefaultRegistrant(profileLabel: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Default registrant contact' }).click();
    await this.page.getByRole('option', { name: profileLabel }).click();
  }

  checkoutButton() {
    return this.page.getByRole('button', { name: 'Check out' });
  }

  /** Opens the confirm dialog and answers its text. */
  async openCheckout(): Promise<string> {
    await this.checkoutButton().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Orders to be charged' }).waitFor();
    return (await dialog.innerText()).trim();
  }

  async pay(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  }

  /** Waits until every order of the checkout has settled and answers each row's text. */
  async results(count: number): Promise<string[]> {
    const table = this.page.getByRole('table', { name: 'Order results' });
    await this.page.getByText(new RegExp(`^${count} of ${count} orders`)).waitFor();
    return (await table.getByRole('row').allInnerTexts()).map((row) => row.trim());
  }

  async balance(): Promise<string> {
    return (await this.page.getByTestId('header-balance').innerText()).trim();
  }
}
