import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemorySecretBackend } from '../../src/main/secrets';
import { ADA, NAMESERVERS } from '../../src/main/services/orders/testing/ordersFixture';
import type { Simulator } from '../../src/sandbox';
import { startSimulator } from '../../src/sandbox';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { screenshot } from './harness/screenshots';
import { AppPage } from './pages/appPage';
import { CartPage } from './pages/cartPage';
import { PortfolioPage } from './pages/portfolioPage';
import { SearchPage } from './pages/searchPage';
import { ShellPage } from './pages/shellPage';

const DOLLARS = {
  email: 'dollars@example.com',
  apiKey: 'Rk7-live-usd-0a1b2c3d4e',
  label: 'Dollar account',
};
const EUROS = {
  email: 'euros@example.com',
  apiKey: 'Rk7-live-eur-9f8e7d6c5b',
  label: 'Euro account',
};

let sim: Simulator;
let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

beforeEach(async () => {
  sim = await startSimulator();
  sim.addAccount({
    email: DOLLARS.email,
    apiKey: DOLLARS.apiKey,
    credit: '900.00',
    currency: 'USD',
  });
  sim.addAccount({ email: EUROS.email, apiKey: EUROS.apiKey, credit: '800.00', currency: 'EUR' });
});

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  await sim.close();
  browser = undefined;
  preview = undefined;
});

/** Connects an account and gives its portfolio two domains (ordered, so the provider has them). */
async function connect(
  target: E2ePreview,
  who: typeof DOLLARS,
  currency: 'USD' | 'EUR',
  domains: readonly string[],
): Promise<string> {
  const { account } = await target.services.accounts.connect({
    label: who.label,
    baseUrl: sim.baseUrl,
    email: who.email,
    apiKey: who.apiKey,
    currency,
  });
  for (const domain of domains) {
    await target.services.orders.place(account.id, {
      domain,
      operation: 'register',
      period: 1,
      nameservers: NAMESERVERS,
      contacts: { registrant: ADA },
    });
  }
  return account.id;
}

describe('two accounts in one window', () => {
  it('shows each account only its own cart, checkout error, selection and search results, and gives them back', async () => {
    preview = await startE2ePreview({ demo: false, secretBackend: createMemorySecretBackend() });
    preview.services.contactProfiles.save(OFFICE_PROFILE);
    const dollarsId = await connect(preview, DOLLARS, 'USD', [
      'usdshop-one.com',
      'usdshop-two.com',
    ]);
    await connect(preview, EUROS, 'EUR', ['euroshop-one.com']);

    browser = await openBrowser();
    const page = browser.page;
    await new AppPage(page).open(preview.server.url);
    const shell = new ShellPage(page);
    await shell.waitUntilShown();
    await shell.chooseAccount(DOLLARS.label);
    await page.getByTestId('header-balance').filter({ hasText: 'USD' }).waitFor();

    // In the dollar account: two domains ticked, a search, a cart line and a refused checkout.
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.tick('usdshop-one.com');
    await portfolio.tick('usdshop-two.com');
    expect(await portfolio.selectedText()).toBe('2 domains selected');

    const search = new SearchPage(page);
    await search.open();
    await search.typeNames(['dollarfox']);
    await search.search();
    await search.waitUntilFinished();
    await search.resultRow('dollarfox.com').waitFor();

    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('usdshop-line.com');
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).waitFor();
    await cart.openCheckout();
    // The cart changes under the open confirmation (another window): main refuses the total.
    await preview.services.orders.cartAdd(dollarsId, {
      domain: 'usdshop-late.com',
      operation: 'register',
      period: 1,
    });
    await cart.pay();
    const refusal = page.getByRole('alert').filter({ hasText: 'Checkout did not start' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('not the');

    // The euro account shows none of it.
    await shell.chooseAccount(EUROS.label);
    await page.getByTestId('header-balance').filter({ hasText: 'EUR' }).waitFor();
    await cart.open();
    await page.getByText('The cart is empty').waitFor();
    expect(await page.getByText('usdshop-line.com').count()).toBe(0);
    expect(await page.getByText('Checkout did not start').count()).toBe(0);
    await screenshot(page, 'account-switch-01-euro-cart');

    await portfolio.open();
    expect(await portfolio.shownDomains()).toEqual(['euroshop-one.com']);
    expect(await portfolio.selectedText()).toBe('No domain selected');
    await screenshot(page, 'account-switch-02-euro-portfolio');

    await search.open();
    expect(await page.getByText('dollarfox.com').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Names' }).inputValue()).toBe('');

    // Back in the dollar account: its cart, its refusal, its ticks and its results are there.
    await shell.chooseAccount(DOLLARS.label);
    await page.getByTestId('header-balance').filter({ hasText: 'USD' }).waitFor();
    await search.resultRow('dollarfox.com').waitFor();
    await cart.open();
    await page.getByRole('table', { name: 'Cart items' }).getByText('usdshop-line.com').waitFor();
    await page.getByText('Checkout did not start').waitFor();
    await screenshot(page, 'account-switch-03-dollar-cart');
    await portfolio.open();
    expect(await portfolio.selectedText()).toBe('2 domains selected');
    await screenshot(page, 'account-switch-04-dollar-portfolio');
  });
});
