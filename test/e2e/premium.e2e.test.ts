import { describe, expect, it } from 'vitest';
import { screenshotBothSchemes } from './harness/bothSchemes';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import { CartPage } from './pages/cartPage';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

/** "2,500.00 USD" → 250000 (cents, so sums are exact). */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

describe('buying a premium name', () => {
  it('charges exactly the total the checkout confirmation showed, the premium name marked throughout', async () => {
    const { page, preview } = await app.demo();
    preview.services.contactProfiles.save(OFFICE_PROFILE);

    // Without premium names, a premium name is neither "Taken" nor given an ordinary price.
    const search = new SearchPage(page);
    await search.open();
    await search.typeNames(['ab', 'quietfox7']);
    await search.addTlds(['de']);
    await page.getByRole('switch', { name: 'Include premium names' }).uncheck();
    await search.search();
    await search.waitUntilFinished();
    const hidden = search.resultRow('ab.de');
    await hidden
      .getByText('Premium — hidden; turn on premium names to see the price', { exact: true })
      .waitFor();
    expect(await hidden.innerText()).not.toMatch(/Taken|\d+\.\d\d/);
    await screenshotBothSchemes(page, 'premium-01-hidden');

    await page.getByRole('switch', { name: 'Include premium names' }).check();
    await search.search();
    await search.waitUntilFinished();
    const premiumRow = search.resultRow('ab.de');
    await premiumRow.getByText('Premium', { exact: true }).waitFor();
    expect(await premiumRow.innerText()).toContain('125.00 USD');

    await search.results().getByRole('checkbox', { name: 'Select ab.de' }).check();
    const ordinary = search.results().getByRole('checkbox', { name: /^Select quietfox7\./ });
    await ordinary.first().check();
    await page
      .getByText(/^\d+ checked · \d+ available · 2 selected · 1 premium · [\d,.]+ USD$/)
      .waitFor();
    // A selection with a premium name is asked about again before it goes to the cart.
    await page.getByRole('button', { name: 'Add 2 to cart' }).click();
    const ask = page.getByRole('dialog', { name: 'Add 2 names to the cart?' });
    expect(await ask.getByRole('list', { name: 'Premium names selected' }).innerText()).toContain(
      'ab.de: 125.00 USD',
    );
    await screenshotBothSchemes(page, 'premium-02-add-selection');
    await ask.getByRole('button', { name: 'Add 2 to cart' }).click();
    await page.getByText(/^2 added to the cart/).waitFor();

    const cart = new CartPage(page);
    await cart.open();
    const line = page
      .getByRole('table', { name: 'Cart items' })
      .getByRole('row', { name: /ab\.de/ });
    // The line is drawn before its quote comes in.
    await expect.poll(() => line.innerText()).toMatch(/Premium[\s\S]*125\.00 USD/);
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).nth(1).waitFor();
    const before = cents(await cart.balance());

    await cart.openCheckout();
    const dialog = page.getByRole('dialog');
    const charged = dialog.getByRole('table', { name: 'Orders to be charged' });
    expect(await charged.getByRole('row', { name: /ab\.de/ }).innerText()).toMatch(
      /Premium[\s\S]*125\.00 USD/,
    );
    const total = cents(await dialog.getByLabel('Total to be charged').innerText());
    await screenshotBothSchemes(page, 'premium-03-checkout-confirm');
    expect(total).toBeGreaterThan(12_500);
    await cart.pay();

    const results = await cart.results(2);
    expect(results.every((row) => row.includes('Ordered'))).toBe(true);
    expect(results.find((row) => row.includes('ab.de'))).toMatch(/Premium[\s\S]*125\.00 USD/);
    await expect.poll(async () => before - cents(await cart.balance())).toBe(total);
    // The receipt marks the premium line from its own field, and only that line.
    const receipt = page.getByRole('table', { name: 'Receipt lines' });
    expect(await receipt.getByRole('row', { name: /ab\.de/ }).innerText()).toMatch(
      /^ab\.de\s*Premium/,
    );
    expect(await receipt.getByRole('row', { name: /quietfox7\./ }).innerText()).not.toContain(
      'Premium',
    );
    await screenshotBothSchemes(page, 'premium-04-results');
  }, 180_000);
});
