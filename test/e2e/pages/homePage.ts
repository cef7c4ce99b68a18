import type { Page } from 'playwright-core';
import { visibleText } from './appPage';

export interface AccountCardView {
  label: string;
  balance: string;
  keyStatus: string;
  email: string;
}

/** The Accounts screen of the shell, with the connected accounts. */
export class HomePage {
  constructor(readonly page: Page) {}

  /** Opens Accounts from the navigation (the shell opens on Search). */
  async waitUntilShown(): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Accounts', exact: true }).click();
    await this.page.getByTestId('accounts-home').waitFor();
    await this.page.getByTestId('account-card').first().waitFor();
  }

  async accounts(): Promise<AccountCardView[]> {
    await this.waitUntilShown();
    const cards = await this.page.getByTestId('account-card').all();
    return Promise.all(
      cards.map(async (card) => ({
        label: await visibleText(card.getByTestId('account-label')),
        balance: await visibleText(card.getByTestId('account-balance')),
        keyStatus: await visibleText(card.getByTestId('account-key-status')),
        email: await visibleText(card.getByTestId('account-email')),
      })),
    );
  }

  async demoBannerShown(): Promise<boolean> {
    return this.page.getByTestId('demo-banner').isVisible();
  }

  async leaveDemo(): Promise<void> {
    await this.page.getByTestId('demo-exit').click();
  }
}
