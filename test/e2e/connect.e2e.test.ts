import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '../../src/main/api/errorMessages';
import { createUnavailableSecretBackend } from '../../src/main/secrets';
import type { SecretBackend } from '../../src/main/secrets';
import type { Simulator } from '../../src/sandbox';
import { RESELLER, startResellerSimulator } from './harness/reseller';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { AppPage } from './pages/appPage';
import { ConnectFormPage } from './pages/connectFormPage';
import { FirstRunPage } from './pages/firstRunPage';
import { HomePage } from './pages/homePage';

const sessions = e2eSessions();
let sim: Simulator;

beforeEach(async () => {
  sim = await startResellerSimulator();
});

afterEach(async () => {
  await sim.close();
});

/** The welcome screen of the user's profile, "Connect an account" chosen. */
async function openConnectForm(secretBackend?: SecretBackend) {
  const { page } = await sessions.welcome({
    demo: false,
    ...(secretBackend !== undefined && { secretBackend }),
  });
  await new FirstRunPage(page).chooseConnect();
  return { app: new AppPage(page), form: new ConnectFormPage(page), page };
}

describe('connecting a reseller account through the form', () => {
  it('guides through field errors, a wrong key and a test, then stays connected after a reload', async () => {
    const { app, form, page } = await openConnectForm();
    await screenshot(page, '04-connect-form');
    await form.toggleAdvanced();
    await screenshot(page, '04b-connect-form-advanced');
    await form.toggleAdvanced();

    await form.connect();
    expect(await form.errorFor('label')).toMatch(/^Give the account a name/);
    expect(await form.errorFor('baseUrl')).toMatch(/^Enter the API URL/);
    expect(await form.errorFor('email')).toMatch(/^Enter the API e-mail address/);
    expect(await form.errorFor('apiKey')).toMatch(/^Paste the API key/);
    expect(await form.errorFor('currency')).toBe(
      'Choose the currency your reseller credit is held in.',
    );
    await screenshot(page, '05-connect-form-required-fields');

    const withoutEntryScript = sim.baseUrl.replace(/\/index\.php$/, '/');
    await form.fill({
      label: 'Main account',
      baseUrl: withoutEntryScript,
      email: RESELLER.email,
      apiKey: 'not-the-right-key-1',
      currency: 'EUR',
    });
    await form.leave('baseUrl');
    expect(await form.errorFor('baseUrl')).toBe(
      'The API URL must end with the entry script index.php, as in …/modules/addons/DomainsReseller/api/index.php. Add /index.php at the end.',
    );
    await screenshot(page, '06-connect-form-bad-url');

    await form.fill({ baseUrl: sim.baseUrl });
    await form.errorGoneFor('baseUrl');
    await form.testConnection();
    // Worded for the form: there are no "account's settings" before it is saved.
    expect(await form.failure()).toEqual({
      title: 'The provider refused these credentials',
      message:
        "The provider did not accept the API credentials. Check the API email and API key above, and that this computer's clock is correct.",
    });
    expect(messageFor('auth', { mode: 'read' })).toContain("in this account's settings");
    await screenshot(page, '07-connect-form-wrong-key');

    await form.fill({ apiKey: RESELLER.apiKey });
    await form.testConnection();
    const result = await form.testResult();
    expect(result.version).toMatch(/\d/);
    expect(result.balance).toBe('731.40 EUR');
    await screenshot(page, '08-connect-form-tested');

    await form.connect();
    const home = new HomePage(page);
    expect(await home.accounts()).toEqual([
      {
        label: 'Main account',
        balance: '731.40 EUR',
        keyStatus: 'API key stored',
        email: expect.stringMatching(/^reseller@example\.com · 127\.0\.0\.1:\d+$/) as unknown,
      },
    ]);
    expect(await app.everythingShown()).not.toContain(RESELLER.apiKey);
    await screenshot(page, '09-home-connected');
    await page.getByTestId('home-add-account').click();
    await page.getByTestId('connect-form').waitFor();
    // Opened below the accounts, the form is brought into view, ready to type in.
    await page.getByTestId('connect-label').and(page.locator(':focus')).waitFor();
    expect(await page.getByTestId('connect-label').isVisible()).toBe(true);
    await screenshot(page, '09b-home-add-account');

    await app.reload();
    expect((await home.accounts()).map((a) => [a.label, a.balance, a.keyStatus])).toEqual([
      ['Main account', '731.40 EUR', 'API key stored'],
    ]);
    expect(await app.everythingShown()).not.toContain(RESELLER.apiKey);
  });

  it("shows an allow list's refusal in the provider's words, with what to do next", async () => {
    sim.setAllowedAddresses(RESELLER.email, ['203.0.113.7']);
    const { form, page } = await openConnectForm();
    await form.fill({
      label: 'Main account',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
      currency: 'EUR',
    });
    await page.getByRole('button', { name: 'Test connection' }).click();
    const refusal = page.getByRole('alert', {
      name: 'The provider refused calls from this computer',
    });
    await refusal.waitFor();
    const text = await refusal.innerText();
    expect(text).toContain('"Action is not allowed"');
    expect(text).toContain(
      "ask them to list this computer's address, or set a proxy with a fixed address for this account",
    );
    expect(text).not.toMatch(/credentials|not active in your reseller account/);
    await screenshot(page, '07b-connect-form-allow-list');

    // Once the provider lists this computer, the same form connects.
    sim.setAllowedAddresses(RESELLER.email, ['203.0.113.7', '127.0.0.1']);
    await page.getByRole('button', { name: 'Connect account' }).click();
    expect((await new HomePage(page).accounts()).map((a) => a.label)).toEqual(['Main account']);
  });

  it('says what to install when the computer has no keychain', async () => {
    const { form, page } = await openConnectForm(createUnavailableSecretBackend('linux'));
    await form.fill({
      label: 'Main account',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
      currency: 'EUR',
    });
    await form.connect();
    const failure = await form.failure();
    expect(failure.title).toBe('No keychain to keep the key in');
    expect(failure.message).toMatch(
      /Install and start a Secret Service provider such as GNOME Keyring/,
    );
    await screenshot(page, '10-connect-no-keychain');
  });
});
