import { describe, expect, it } from 'vitest';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { screenshot } from './harness/screenshots';
import { CartPage } from './pages/cartPage';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';
import { takenName } from '../../src/sandbox/testing/names';

const app = e2eSessions();

async function openDemo(): Promise<DemoSession> {
  const session = await app.demo();
  session.services.contactProfiles.save(OFFICE_PROFILE);
  return session;
}

describe('paying for the cart', () => {
  it('ends in a receipt: balance before and after, each line quoted and charged, kept in Activity', async () => {
    const { page } = await openDemo();
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('receiptfox.com');
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).waitFor();
    const total = await cart.total();
    const before = await cart.balance();

    await cart.openCheckout();
    await cart.pay();
    const [row] = await cart.results(1);
    expect(row).toContain('Ordered');
    expect(row).toContain(`quoted ${total}`);
    expect(row).toContain(`charged ${total}`);

    const receipt = page.getByRole('region', { name: 'Receipt' });
    const balances = receipt.getByLabel('Balance before and after');
    await balances.waitFor();
    const after = await cart.balance();
    expect(await balances.innerText()).toBe(`Balance before: ${before} · after: ${after}`);
    const lines = await receipt
      .getByRole('table', { name: 'Receipt lines' })
      .getByRole('row')
      .allInnerTexts();
    expect(lines[1]?.replace(/\s+/g, ' ').trim()).toBe(
      `receiptfox.com Register, 1 year ${total} ${total} Ordered`,
    );
    expect(await receipt.getByRole('alert').count()).toBe(0);
    const download = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Download receipt (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-.+\.csv$/);
    await screenshot(page, 'receipt-01-after-checkout-light');

    await page.getByRole('button', { name: 'Activity', exact: true }).click();
    const activity = page.getByRole('table', { name: 'Account activity' });
    await activity.getByText(/^Receipt: 1 of 1 orders went through/).waitFor();
    await activity.getByRole('button', { name: /^Download the receipt of .+ \(CSV\)$/ }).waitFor();
    await activity.getByText(`charged ${total} · quoted ${total}`).waitFor();
  }, 120_000);

  it('is not offered while the account is offline, and says why; back online, the balance is read again', async () => {
    const { page, control } = await openDemo();
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('offlinefox.com');
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).waitFor();
    expect(await cart.checkoutButton().isDisabled()).toBe(false);

    await control.call('POST', '/faults', {
      pathRegex: '.*',
      action: { kind: 'drop', when: 'before-handling' },
    });
    await page.getByTestId('connectivity').filter({ hasText: 'Offline' }).waitFor();
    const reason = page.getByText(/^Offline: no connection to the provider\. Nothing is sent/);
    await reason.waitFor();
    await expect.poll(() => cart.checkoutButton().isDisabled()).toBe(true);
    expect(await cart.checkoutButton().getAttribute('aria-describedby')).toBe('checkout-offline');
    await screenshot(page, 'receipt-02-checkout-offline-light');

    // Credit added with the provider meanwhile: the header shows it once the provider answers.
    await control.call('POST', `/accounts/${encodeURIComponent(control.email)}/credit`, {
      credit: '123.45',
    });
    await control.call('POST', '/faults/clear', {});
    await page.getByTestId('connectivity').filter({ hasText: 'Online' }).waitFor();
    await expect.poll(() => cart.checkoutButton().isDisabled()).toBe(false);
    await expect.poll(() => cart.balance()).toBe('123.45 USD');
    expect(await page.getByTestId('header-balance-age').innerText()).toBe('read just now');
  }, 120_000);

  it("warns beside the balance once it is below the account's warning level", async () => {
    const { page, services } = await openDemo();
    const [account] = await services.accounts.list();
    const label = account?.label ?? '';
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const form = page.getByRole('form', { name: `Settings of ${label}` });
    const level = form.getByRole('textbox', { name: 'Low-balance warning below' });
    await level.fill('12,5');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form
      .getByText(
        'Enter the low-balance warning as an amount such as 50 or 49.95, or leave it empty.',
      )
      .waitFor();
    await level.fill('3000');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status', {
        name: "Low balance: below 3,000.00 USD, this account's warning level.",
      })
      .waitFor();
    await screenshot(page, 'receipt-03-low-balance-light');
  }, 120_000);

  it('shows a transfer refused for a wrong EPP code as failed, with the reason and its refund', async () => {
    const { page, control, services } = await openDemo();
    const [account] = await services.accounts.list();
    const accountId = account?.id ?? '';
    const profile = services.contactProfiles.save({ ...OFFICE_PROFILE, name: 'Transfers' });
    const name = takenName('com', 'amberfield');
    const placed = await services.orders.place(accountId, {
      domain: name,
      operation: 'transfer',
      period: 1,
      eppCode: 'NOT-THE-CODE',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contactProfileIds: { registrant: profile.id },
    });
    expect(placed.result).toBe('succeeded');
    await control.call('POST', `/transfers/${name}/complete`, {});
    await services.portfolio.sync(accountId, name);

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.find(name);
    await expect.poll(() => portfolio.shownDomains()).toEqual([name]);
    await portfolio.grid.getByText('Transfer failed', { exact: true }).waitFor();

    await new DomainPage(page).open(name);
    const reason = 'The authorization code was rejected by the losing registrar';
    // Beside the name and in the overview.
    await expect.poll(() => page.getByText('Transfer failed', { exact: true }).count()).toBe(2);
    // Beside the transfer's status (the last error says it too).
    await page.getByText(reason, { exact: true }).first().waitFor();
    await screenshot(page, 'receipt-04-transfer-failed-light');

    await page.getByRole('button', { name: 'Activity', exact: true }).click();
    const activity = page.getByRole('table', { name: 'Account activity' });
    const paid = placed.order.charged ?? '';
    // The demo's own pending transfers may fail meanwhile: this test's domain's row.
    const failedRow = activity
      .getByRole('row')
      .filter({ hasText: 'Transfer failed' })
      .filter({ hasText: name });
    await failedRow.waitFor();
    expect(await failedRow.innerText()).toContain(
      `The transfer of ${name} failed at the registry: ${reason} The ${paid} USD paid for it is refunded by the provider; the balance is now`,
    );
    // The order itself only started the transfer; it does not read "succeeded".
    const orderRow = activity
      .getByRole('row')
      .filter({ hasText: 'Transfer, 1 year' })
      .filter({ hasText: name });
    expect(await orderRow.innerText()).toContain('Started');
  }, 120_000);
});
