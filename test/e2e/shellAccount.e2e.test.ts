import { describe, expect, it, onTestFinished } from 'vitest';
import { PACING_LIMITS } from '../../src/shared/accounts/accountRules';
import { ADA, NAMESERVERS } from '../../src/main/services/orders/testing/ordersFixture';
import { RESELLER, startResellerSimulator } from './harness/reseller';
import { connectReseller, e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('the shell on a real reseller account', () => {
  it('refuses out-of-range pacing with a message and says when the provider stops and comes back', async () => {
    const { page, services, sim } = await app.account();
    const shell = new ShellPage(page);
    expect(await shell.balance()).toBe('731.40 EUR');
    expect(await page.getByTestId('demo-banner').count()).toBe(0);
    expect(await page.getByTestId('app-demo').count()).toBe(0);

    // An order placed (here by another window) is followed by the balance it left.
    const [account] = await services.accounts.list();
    await services.orders.place(account?.id ?? '', {
      domain: 'shell-balance-example.com',
      operation: 'register',
      period: 1,
      nameservers: NAMESERVERS,
      contacts: { registrant: ADA },
    });
    const left = Number(sim.account(RESELLER.email)?.credit).toFixed(2);
    expect(left).not.toBe('731.40');
    await page
      .getByTestId('header-balance')
      .filter({ hasText: `${left} EUR` })
      .waitFor();

    await shell.go('Accounts');
    await page.getByRole('button', { name: 'Edit Main account' }).click();
    const form = page.getByRole('form', { name: 'Settings of Main account' });
    await form.getByRole('textbox', { name: 'Requests at once' }).fill('999');
    await form.getByRole('textbox', { name: 'Pause between requests (ms)' }).fill('-5');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('At most 16 requests may run at once.').waitFor();
    await form.getByText('The pause cannot be negative.').waitFor();
    // Refused, not clamped: the values stay as typed and nothing was saved.
    expect(await form.getByRole('textbox', { name: 'Requests at once' }).inputValue()).toBe('999');
    const [saved] = await services.accounts.list();
    expect([saved?.maxConcurrentRequests, saved?.minRequestIntervalMs]).toEqual([
      PACING_LIMITS.maxConcurrentRequests.default,
      PACING_LIMITS.minRequestIntervalMs.default,
    ]);
    await screenshot(page, 'shell-06-account-pacing-refused-light');

    // The provider stops answering: the shell says so without any click.
    await shell.waitForConnectivity('Online');
    sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    await shell.waitForConnectivity('Offline');
    await page.getByText('The provider is not answering').waitFor();
    await screenshot(page, 'shell-07-offline-light');
    sim.faults.clear();
    await shell.waitForConnectivity('Online');
    await page.getByText('Connection is back').waitFor();
  });

  it('marks only the demo account as the demo, in a run that started as a demo', async () => {
    const { page, services } = await app.demo();
    const shell = new ShellPage(page);
    await page.getByTestId('demo-banner').waitFor();

    const sim = await startResellerSimulator();
    onTestFinished(() => sim.close());
    await connectReseller(services, sim);
    await shell.chooseAccount('Main account');
    await page.getByTestId('header-balance').filter({ hasText: 'EUR' }).waitFor();
    expect(await page.getByTestId('demo-banner').count()).toBe(0);
    expect(await page.getByTestId('app-demo').count()).toBe(0);
    await screenshot(page, 'shell-08-real-account-in-demo-run-light');

    await shell.chooseAccount('Demo account (demo)');
    await page.getByTestId('demo-banner').waitFor();
  });
});
