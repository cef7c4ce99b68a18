import type { Page } from 'playwright-core';
import { settled, visibleText } from './appPage';

export interface ConnectDetails {
  label?: string;
  baseUrl?: string;
  email?: string;
  apiKey?: string;
  currency?: string;
}

type Field = 'label' | 'baseUrl' | 'email' | 'apiKey' | 'currency';

const inputIds: Record<Field, string> = {
  label: 'connect-label',
  baseUrl: 'connect-base-url',
  email: 'connect-email',
  apiKey: 'connect-api-key',
  currency: 'connect-currency',
};

/** The "Connect a reseller account" form. */
export class ConnectFormPage {
  constructor(readonly page: Page) {}

  async fill(details: ConnectDetails): Promise<void> {
    for (const field of ['label', 'baseUrl', 'email', 'apiKey'] as const) {
      const value = details[field];
      if (value !== undefined) await this.page.getByTestId(inputIds[field]).fill(value);
    }
    if (details.currency !== undefined) {
      await this.page.getByTestId(inputIds.currency).click();
      await this.page.getByRole('option', { name: details.currency, exact: true }).click();
    }
  }

  /** Opens or closes "Advanced settings" and waits until it has finished moving. */
  async toggleAdvanced(): Promise<void> {
    await this.page.getByTestId('connect-advanced-toggle').click();
    await this.page.mouse.move(0, 0);
    await settled(this.page.getByTestId('connect-form'));
  }

  /** Leaves the field, as a user tabbing on would. */
  async leave(field: Field): Promise<void> {
    await this.page.getByTestId(inputIds[field]).blur();
  }

  async errorFor(field: Field): Promise<string> {
    return visibleText(this.page.getByTestId(`${field}-error`));
  }

  /** Resolves once the field shows no message (fails the test by timing out otherwise). */
  async errorGoneFor(field: Field): Promise<void> {
    await this.page.getByTestId(`${field}-error`).waitFor({ state: 'hidden' });
  }

  async testConnection(): Promise<void> {
    await this.page.getByTestId('connect-test').click();
  }

  async connect(): Promise<void> {
    await this.page.getByTestId('connect-submit').click();
  }

  /** The failure shown after a test or connect: title and the exact message. */
  async failure(): Promise<{ title: string; message: string }> {
    const alert = this.page.getByTestId('connect-error');
    const message = await visibleText(this.page.getByTestId('connect-error-message'));
    const title = (await alert.innerText()).replace(message, '').trim();
    return { title, message };
  }

  async testResult(): Promise<{ version: string; balance: string }> {
    return {
      version: await visibleText(this.page.getByTestId('connect-test-version')),
      balance: await visibleText(this.page.getByTestId('connect-test-balance')),
    };
  }
}
