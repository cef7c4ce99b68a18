import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { OFFICE_PROFILE } from './harness/contactProfile';
import { freeName } from '../../src/sandbox/testing/names';
import { e2eSessions } from './harness/session';
import { CartPage } from './pages/cartPage';

const app = e2eSessions();

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if never reached. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with Tab in ${limit} presses: ${target.toString()}`);
}

async function focused(target: Locator): Promise<boolean> {
  return (await target.and(target.page().locator(':focus-within')).count()) > 0;
}

describe('keyboard only', () => {
  it('searches, adds a name to the cart and opens the checkout review without a mouse', async () => {
    const session = await app.demo();
    session.preview.services.contactProfiles.save(OFFICE_PROFILE);
    const page = session.browser.page;
    await page.keyboard.press('Control+1');
    const names = page.getByRole('textbox', { name: 'Names' });
    await tabTo(page, names);
    await page.keyboard.type('keyboardwalk');
    await page.keyboard.press('Control+Enter');
    await page.getByText(/ · (finished|stopped with an error)$/).waitFor();

    // The list is one tab stop; Ctrl+A in it ticks every available name.
    const results = page.getByRole('grid', { name: 'Search results' });
    await tabTo(page, results);
    await page.keyboard.press('Control+a');
    expect(
      await results
        .getByRole('checkbox', { name: /^Select (?!every)/ })
        .first()
        .isChecked(),
    ).toBe(true);
    await tabTo(page, page.getByRole('button', { name: /^Add \d+ to cart$/ }));
    await page.keyboard.press('Enter');
    await page.getByText(/added to the cart/).waitFor();

    await page.keyboard.press('Control+4');
    await page
      .getByRole('table', { name: 'Cart items' })
      .getByText('keyboardwalk')
      .first()
      .waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Nameservers', exact: true }));
    await page.keyboard.type('ns1.example.net\nns2.example.net');
    await tabTo(page, page.getByRole('combobox', { name: 'Default registrant contact' }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /^Office/ }).waitFor();
    await page.keyboard.press('Enter');
    const checkout = page.getByRole('button', { name: 'Check out' });
    // A disabled button is no tab stop: go on once the cart reads ready, as a user would.
    await page.getByRole('button', { name: 'Check out', disabled: false }).waitFor();
    await tabTo(page, checkout);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The review takes the focus, and gives it back to "Check out" when dismissed.
    expect(await focused(dialog)).toBe(true);
    expect(await seriousViolationsBothSchemes(page, 'Checkout review')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(checkout)).toBe(true);
  });

  it('keeps the registrant when Enter picks the one already chosen', async () => {
    const session = await app.demo();
    const { page } = session;
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand(freeName('com', 'keepregistrant'));
    const registrant = page.getByRole('combobox', { name: 'Default registrant contact' });
    const chosen = await registrant.inputValue();
    expect(chosen).not.toBe('');
    // The focus opens the list on the profile chosen; Enter takes it again.
    await registrant.focus();
    const option = page.getByRole('option', { name: chosen });
    await option.waitFor();
    await page.keyboard.press('Enter');
    await option.waitFor({ state: 'detached' });
    expect(await registrant.inputValue()).toBe(chosen);
    await page.getByRole('button', { name: 'Check out', disabled: false }).waitFor();
  });

  it('opens a domain from the portfolio and adds a DNS record without a mouse', async () => {
    const session = await app.demo();
    const page = session.browser.page;
    await page.keyboard.press('Control+2');
    const firstRow = page.locator('#portfolio-row-0');
    await firstRow.waitFor();
    await tabTo(page, page.getByRole('grid').first());
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Overview' }).waitFor();

    const dnsTab = page.getByRole('tab', { name: 'DNS' });
    await tabTo(page, page.getByRole('tab', { selected: true }));
    while (!(await focused(dnsTab))) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'DNS records' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Add record' }));
    await page.keyboard.press('Enter');
    const host = page.getByRole('textbox', { name: /^Host of record \d+$/ }).last();
    await tabTo(page, host);
    await page.keyboard.type('kbd');
    await tabTo(page, page.getByRole('textbox', { name: /^Value of record \d+$/ }).last());
    await page.keyboard.type('192.0.2.44');
    await tabTo(page, page.getByRole('button', { name: /^Done editing record \d+$/ }).last());
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'DNS records' }).getByText('192.0.2.44').waitFor();
    expect(await seriousViolationsBothSchemes(page, 'DNS editor with a new record')).toEqual([]);
  });
});
