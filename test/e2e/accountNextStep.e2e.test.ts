import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySecretBackend } from '../../src/main/secrets';
import type { Simulator } from '../../src/sandbox';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { RESELLER, startResellerSimulator } from './harness/reseller';
import { AppPage } from './pages/appPage';
import { ShellPage } from './pages/shellPage';

let sim: Simulator | undefined;
let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  await sim?.close();
  [browser, preview, sim] = [undefined, undefined, undefined];
});

describe("an account's error whose fix is in its settings", () => {
  it('offers "Open account settings" where main said so, opening that account', async () => {
    sim = await startResellerSimulator();
    const backend = createMemorySecretBackend();
    preview = await startE2ePreview({ demo: false, secretBackend: backend });
    const { account } = await preview.services.accounts.connect({
      label: 'Main account',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
      currency: 'EUR',
    });
    // The key in the keychain is no longer the provider's (revoked there, say); a settings
    // change makes the app read it again.
    const [entry] = await backend.names();
    await backend.set(entry ?? '', 'Rk7-revoked-000000');
    await preview.services.accounts.update(account.id, { minRequestIntervalMs: 1 });

    browser = await openBrowser();
    const { page } = browser;
    await new AppPage(page).open(preview.server.url);
    const shell = new ShellPage(page);
    await shell.waitUntilShown();
    await shell.go('Pricing');
    await page.getByRole('button', { name: 'Refresh prices' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Prices could not be read' });
    await alert.getByText('The provider did not accept the API credentials').waitFor();
    await alert.getByRole('button', { name: 'Open account settings' }).click();

    await shell.waitForScreen('Accounts');
    const form = page.getByRole('form', { name: 'Settings of Main account' });
    await form.waitFor();

    // Here, a typed key the provider refuses is not sent back to the settings already open.
    await page.getByLabel('New API key').fill('Rk7-also-wrong-1111');
    await page.getByRole('button', { name: 'Check and replace key' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'The key was not replaced' });
    await refused.getByText('The provider did not accept the API credentials').waitFor();
    expect(await refused.getByRole('button', { name: 'Open account settings' }).count()).toBe(0);
  });
});
