import { describe, expect, it, onTestFinished } from 'vitest';
import { startConnectProxy } from '../support/connectProxy';
import { e2eSessions } from './harness/session';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();
const PASSWORD = 'Pr0xy-pass-e2e-31';

describe("an account's own proxy in its settings", () => {
  it('saves the proxy; the password field says it is stored without showing it', async () => {
    const { page, services, accountId } = await app.account();
    const guarded = await startConnectProxy({
      credentials: { user: 'office', password: PASSWORD },
    });
    onTestFinished(() => guarded.close());
    const address = `http://${new URL(guarded.url).host}`;
    const shell = new ShellPage(page);

    await shell.go('Accounts');
    await page.getByRole('button', { name: 'Edit Main account' }).click();
    let form = page.getByRole('form', { name: 'Settings of Main account' });
    await form.getByRole('checkbox', { name: 'Use a proxy for this account' }).check();
    // The shared rule refuses credentials in the address, before anything is sent.
    await form
      .getByRole('textbox', { name: 'Proxy address' })
      .fill(`http://office:x@${new URL(guarded.url).host}`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Put the proxy user name and password in their own fields').waitFor();

    await form.getByRole('textbox', { name: 'Proxy address' }).fill(address);
    await form.getByRole('textbox', { name: 'Proxy user name' }).fill('office');
    await form.getByLabel('Proxy password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Account saved').first().waitFor();

    const [saved] = await services.accounts.list();
    expect(saved?.proxy).toEqual({ url: address, credentialsStored: true });

    // The account's calls now go through the proxy, signed in with the stored password (the
    // window's own reads may have opened the tunnel this read reuses).
    await services.accounts.refreshBalance(accountId);
    expect(guarded.tunnels.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Edit Main account' }).click();
    form = page.getByRole('form', { name: 'Settings of Main account' });
    expect(
      await form.getByRole('checkbox', { name: 'Use a proxy for this account' }).isChecked(),
    ).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Proxy address' }).inputValue()).toBe(address);
    const password = form.getByLabel('Proxy password');
    expect(await password.inputValue()).toBe('');
    await form.getByText('Stored in the keychain; type to replace.').first().waitFor();
    expect(await page.content()).not.toContain(PASSWORD);
  });
});
