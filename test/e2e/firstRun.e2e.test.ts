import { describe, expect, it } from 'vitest';
import { createMemorySecretBackend } from '../../src/main/secrets';
import { e2eSessions } from './harness/session';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('the welcome screen of a new profile', () => {
  it('offers the demo and a connection, goes to the form and back, then starts the demo', async () => {
    const { page } = await app.welcome({
      demo: false,
      secretBackend: createMemorySecretBackend(),
    });
    await page.getByRole('heading', { name: 'Welcome to DomainDesk', level: 1 }).waitFor();
    await page.getByText("The key stays in your system's keychain.").waitFor();
    const explore = page.getByRole('button', { name: 'Explore with a demo account' });
    const connect = page.getByRole('button', { name: 'Connect a reseller account' });
    expect(await explore.isEnabled()).toBe(true);
    expect(await connect.isEnabled()).toBe(true);
    // Nothing but the welcome screen: no navigation before there is an account.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    await connect.click();
    await page.getByRole('heading', { name: 'Connect a reseller account', level: 3 }).waitFor();
    await page.getByRole('textbox', { name: /API key/ }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await explore.waitFor();
    expect(await page.getByRole('textbox', { name: /API key/ }).count()).toBe(0);

    await explore.click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByTestId('demo-banner').waitFor();
    expect(await new ShellPage(page).balance()).toBe('2,500.00 USD');
  });
});
