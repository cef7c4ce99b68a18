import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESELLER } from './harness/reseller';
import { SCREENSHOT_DIR, screenshot } from './harness/screenshots';
import { e2eSessions } from './harness/session';
import { HomePage } from './pages/homePage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('the Accounts screen', () => {
  it('marks the active account, in words and by its look, and follows a switch', async () => {
    const { page, services, sim } = await app.account();
    sim.addAccount({ email: 'second@example.com', apiKey: 'Second-key-7731', credit: '10.00' });
    await services.accounts.connect({
      label: 'Second account',
      baseUrl: sim.baseUrl,
      email: 'second@example.com',
      apiKey: 'Second-key-7731',
      currency: 'EUR',
    });
    await new HomePage(page).waitUntilShown();
    const list = page.getByRole('list', { name: 'Reseller accounts' });
    const main = list.getByRole('listitem', { name: 'Main account (active account)' });
    await main.waitFor();
    expect(await main.getByText('Active account', { exact: true }).isVisible()).toBe(true);
    expect(await main.getAttribute('aria-current')).toBe('true');
    const second = list.getByRole('listitem', { name: 'Second account', exact: true });
    expect(await second.getByText('Active account').count()).toBe(0);
    // Seen too, not only read: the active card is drawn in the accent colour, the other not.
    expect(await main.getAttribute('style')).toContain('--mantine-primary-color-filled');
    expect((await second.getAttribute('style')) ?? '').not.toContain('primary-color');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'accounts-active-1280');

    await new ShellPage(page).chooseAccount('Second account');
    await list.getByRole('listitem', { name: 'Second account (active account)' }).waitFor();
    expect(await list.getByText('Active account', { exact: true }).count()).toBe(1);
  });

  it('tests a new e-mail with the key entered for it before saving, and saves nothing when it fails', async () => {
    const { page, services, sim, accountId } = await app.account();
    sim.addAccount({ email: 'moved@example.com', apiKey: 'Moved-key-55120', credit: '42.00' });
    await new HomePage(page).waitUntilShown();
    await page.getByRole('button', { name: 'Edit Main account' }).click();
    const settings = page.getByRole('form', { name: 'Settings of Main account' });
    await settings.getByRole('textbox', { name: 'API e-mail' }).fill('moved@example.com');

    // The form says the stored key stays behind, and asks for the key of the new address.
    const key = settings.getByLabel('API key for the new address');
    await key.waitFor();
    await settings.getByText(/is not carried over to new ones/).waitFor();
    await settings.getByRole('button', { name: 'Test and save' }).click();
    await settings.getByText(/^Enter the API key for the new API URL or e-mail/).waitFor();

    // The old key does not work there: the provider's refusal, nothing saved.
    await key.fill(RESELLER.apiKey);
    await settings.getByRole('button', { name: 'Test and save' }).click();
    await page.getByText('The account was not saved').waitFor();
    expect(await services.accounts.get(accountId)).toMatchObject({
      email: RESELLER.email,
      keyStatus: 'stored',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'accounts-edit-email-refused-1280');

    await key.fill('Moved-key-55120');
    await settings.getByRole('button', { name: 'Test and save' }).click();
    await page.getByText('Connection tested and account saved').waitFor();
    expect(await services.accounts.get(accountId)).toMatchObject({
      email: 'moved@example.com',
      keyStatus: 'stored',
      balance: { amount: '42.00' },
    });
    expect(await new HomePage(page).accounts()).toMatchObject([
      { label: 'Main account', balance: '42.00 EUR', keyStatus: 'API key stored' },
    ]);
  });

  it('keeps "Remove account…" clear of the offline notice at 1,280 px', async () => {
    const { page, sim } = await app.account();
    await page.setViewportSize({ width: 1280, height: 800 });
    const shell = new ShellPage(page);
    await shell.waitForConnectivity('Online');
    sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    await shell.waitForConnectivity('Offline');
    const notice = page.getByRole('alert').filter({ hasText: 'The provider is not answering' });
    await notice.waitFor();

    await new HomePage(page).waitUntilShown();
    await page.getByRole('button', { name: 'Edit Main account' }).click();
    const remove = page.getByRole('button', { name: 'Remove account…' });
    await remove.scrollIntoViewIfNeeded();
    const [button, box] = [await remove.boundingBox(), await notice.boundingBox()];
    const apart =
      button!.x + button!.width <= box!.x ||
      box!.x + box!.width <= button!.x ||
      button!.y + button!.height <= box!.y ||
      box!.y + box!.height <= button!.y;
    expect(apart).toBe(true);
    // The window as seen, the notice fixed in its corner.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'accounts-offline-remove-1280.png') });
    // A click lands on the button itself (Playwright refuses one another element would take).
    await remove.click({ trial: true, timeout: 2_000 });
    await remove.click();
    await page.getByRole('dialog', { name: 'Remove "Main account"?' }).waitFor();
  });
});
