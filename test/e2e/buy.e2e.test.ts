import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenshotBothSchemes } from './harness/bothSchemes';
import { e2eSessions } from './harness/session';
import { AppPage } from './pages/appPage';
import { CartPage } from './pages/cartPage';
import { SearchPage } from './pages/searchPage';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';

const app = e2eSessions();

/** "2,500.00 USD" → 2500 */
function amount(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

describe('finding and buying domains', () => {
  it('searches 50 names under 5 TLDs, buys 3 available ones and shows them pending, the balance lower by the total', async () => {
    const { page, preview: p } = await app.demo();
    p.services.contactProfiles.save(OFFICE_PROFILE);
    const search = new SearchPage(page);
    await search.open();
    await screenshotBothSchemes(page, 'buy-01-search-empty');

    const names = Array.from({ length: 50 }, (_, i) => `quietfox${i + 1}`);
    await search.typeNames([...names, 'bad_name!']);
    await search.addTlds(['io', 'de']);
    await search.search();
    await search.waitUntilFinished();
    await page.getByText(/^250 checked · \d+ available · 0 selected$/).waitFor();
    expect(await search.inputProblems()).toContain('Line 51');
    await screenshotBothSchemes(page, 'buy-02-search-results');

    await page.getByRole('textbox', { name: 'Suggestions' }).fill('quietfox');
    await page.getByRole('button', { name: 'Suggest' }).click();
    await page.getByText(/ available for “quietfox”/).waitFor();

    await search.showMatrix();
    // Five TLDs beside the form at 1,280 px: the last column is whole, not cut off at the edge.
    const matrix = page.getByRole('table', { name: 'Results matrix' });
    const shown = await matrix.locator('xpath=..').boundingBox();
    const last = await matrix.getByRole('columnheader').last().boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(shown!.x + shown!.width + 0.5);
    await screenshotBothSchemes(page, 'buy-03-search-matrix');
    await search.showList();
    await search.showAvailableOnly();
    const chosen = await search.selectFirst(3);
    expect(await search.addToCart()).toMatch(/^3 added to the cart/);

    const cart = new CartPage(page);
    await cart.open();
    const total = amount(await cart.total());
    expect(total).toBeGreaterThan(0);
    // The demo's own registrant is chosen; the reseller picks the office instead.
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready').first().waitFor();
    expect(await page.getByText('Ready', { exact: true }).count()).toBe(3);
    await page.getByRole('button', { name: 'Check out', disabled: false }).waitFor();
    await screenshotBothSchemes(page, 'buy-04-cart');
    const before = amount(await cart.balance());

    const dialog = await cart.openCheckout();
    for (const name of chosen) expect(dialog).toContain(name);
    await screenshotBothSchemes(page, 'buy-05-checkout-confirm');
    await cart.pay();
    const results = await cart.results(3);
    expect(results.every((row) => row.includes('Ordered'))).toBe(true);
    await expect.poll(async () => amount(await cart.balance())).toBeCloseTo(before - total, 2);
    await screenshotBothSchemes(page, 'buy-06-checkout-results');

    const portfolio = p.services.portfolio.list({ statuses: ['pending'] });
    const pending = portfolio.rows.map((row) => row.unicodeName);
    for (const name of chosen) expect(pending).toContain(name);
  }, 180_000);

  it('blocks checkout when the credit does not cover the total, saying how much is missing', async () => {
    const { page, control } = await app.demo();
    await control.call('POST', `/accounts/${encodeURIComponent(control.email)}/credit`, {
      credit: '1.00',
    });
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('quietfox-short.com');
    const alert = page.getByRole('alert').filter({ hasText: 'Not enough credit' });
    await alert.waitFor();
    const total = amount(await cart.total());
    const missing = amount((await alert.innerText()).split('missing')[0] ?? '');
    expect(missing).toBeCloseTo(total - 1, 2);
    expect(await cart.checkoutButton().isDisabled()).toBe(true);
    // The header shows the balance the quote was made against, not an older one.
    await expect.poll(() => cart.balance()).toBe('1.00 USD');
    await screenshotBothSchemes(page, 'buy-07-cart-shortfall');

    // The cart is kept in the cache: it is still there after the window restarts.
    await new AppPage(page).reload();
    await cart.open();
    await page.getByRole('table', { name: 'Cart items' }).getByText('quietfox-short.com').waitFor();
  });

  it('says the provider cannot be reached when the connection fails during a search', async () => {
    const { page, control } = await app.demo();
    const search = new SearchPage(page);
    await search.open();
    await control.call('POST', '/faults', {
      path: '/domains/lookup',
      action: { kind: 'drop', when: 'before-handling' },
    });
    await search.typeNames(['quietfox-offline']);
    await search.search();
    await search.waitUntilFinished();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be checked' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Could not connect to the provider');
    await screenshotBothSchemes(page, 'buy-08-search-offline');
  });

  it('shows an order whose answer was lost as outcome unknown, never resent, and settles it on "Check now"', async () => {
    const { page, preview: p, control } = await app.demo();
    p.services.contactProfiles.save(OFFICE_PROFILE);
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('quietfox-lost.com');
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).waitFor();
    await control.call('POST', '/faults', {
      method: 'POST',
      path: '/order/domains/register',
      times: 1,
      action: { kind: 'drop', when: 'after-handling' },
    });
    await cart.openCheckout();
    await cart.pay();
    const [row] = await cart.results(1);
    expect(row).toContain('Outcome unknown');
    expect(row).toContain('Not sent again');
    // The line stays in the cart but cannot be ordered again until its outcome is known.
    await page
      .getByText(/The outcome of the last order is unknown/)
      .first()
      .waitFor();
    expect(await cart.checkoutButton().isDisabled()).toBe(true);
    await screenshotBothSchemes(page, 'buy-09-checkout-outcome-unknown');

    await page
      .getByRole('table', { name: 'Order results' })
      .getByRole('button', { name: 'Check now' })
      .click();
    await page
      .getByRole('table', { name: 'Order results' })
      .getByText('The order was placed.')
      .waitFor();
    await page.getByText('The cart is empty').waitFor();
    await screenshotBothSchemes(page, 'buy-10-checkout-reconciled');
  });

  it('lists TLD prices per year, searchable, with the age of the data', async () => {
    const { page } = await app.demo();
    await page.getByRole('button', { name: 'Pricing', exact: true }).click();
    const table = page.getByRole('table', { name: 'TLD prices' });
    await table.getByText('.com', { exact: true }).waitFor();
    expect(await page.getByLabel('Price data age').innerText()).toMatch(
      /TLDs · per year · read just now/,
    );
    await screenshotBothSchemes(page, 'buy-11-pricing');
    await page.getByRole('textbox', { name: 'Find a TLD' }).fill('.com.au');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^\.com\.au\s+[\d.]+ USD/);

    // The list shown is exported as it is shown: the filter's one TLD, in the same money.
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('tld-prices-USD.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'TLD,Register,Renew,Transfer,Grace fee,Grace,Redemption fee,Redemption,Years offered,Currency',
    );
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^\.com\.au,[\d.]+,[\d.]+,.*,USD$/)]);
  });
});
