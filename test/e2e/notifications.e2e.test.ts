import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('notification centre', () => {
  it('tells of expiring domains and a pending domain that became active, and opens its domain', async () => {
    const session = await app.demo();
    const { page, control, services } = session;
    await page.setViewportSize({ width: 1280, height: 820 });
    // The demo's domains are looked at once they are in the cache: some expire within 30 days.
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();

    // A registration the demo still has pending is provisioned, then read again.
    const [pending = ''] = await control.domainsIn('pending');
    await control.call('POST', '/provision', { name: pending });
    expect((await services.portfolio.sync(control.accountId, pending)).presence).toBe('active');

    await bell.click();
    const centre = page.getByRole('dialog', { name: /^Notifications · / });
    const arrival = centre.getByRole('button', { name: `${pending} is active`, exact: true });
    await arrival.waitFor();
    await centre.getByRole('button', { name: /^\d+ domains? expires? soon$/ }).waitFor();
    await session.shoot('notifications-centre');
    expect(await seriousViolationsBothSchemes(page, 'Notification centre')).toEqual([]);

    await arrival.click();
    await page.getByRole('heading', { name: pending, exact: true }).waitFor();
    await expect
      .poll(
        () =>
          services.notifications.list(control.accountId).items.find((n) => n.kind === 'active')
            ?.read,
      )
      .toBe(true);

    // The digest leads to the Expiry view.
    await bell.click();
    await centre.getByRole('button', { name: /^\d+ domains? expires? soon$/ }).click();
    const expiry = page.getByRole('radio', { name: 'Expiry' });
    await expect.poll(() => expiry.isChecked()).toBe(true);

    // The digest's kind is turned off from the centre, and Settings shows it off.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await centre
      .getByRole('button', { name: 'Turn off: Daily digest of expiring domains' })
      .click();
    await expect.poll(() => services.settings.get().notifications.off).toEqual(['expiry']);
    await page.keyboard.press('Escape');
    await new ShellPage(page).go('Settings');
    const settings = page.getByRole('region', { name: 'Notifications' });
    expect(
      await settings
        .getByRole('checkbox', { name: 'Daily digest of expiring domains' })
        .isChecked(),
    ).toBe(false);
    expect(await settings.getByRole('checkbox', { name: 'Jobs finished' }).isChecked()).toBe(true);
    // A threshold that cannot be is refused with its reason, and what was typed stays.
    const days = settings.getByRole('textbox', { name: /^Expiry thresholds/ });
    await days.fill('60, 0');
    await settings.getByRole('button', { name: 'Save thresholds' }).click();
    await settings
      .getByRole('alert')
      .getByText('An expiry threshold (days) must be at least 1.', { exact: false })
      .waitFor();
    expect(await days.inputValue()).toBe('60, 0');
    expect(services.settings.get().notifications.expiryDays).toEqual([60, 30, 7, 1]);
    await settings.scrollIntoViewIfNeeded();
    await session.shoot('notifications-settings');
  });

  it('pops a new notification up in the browser with a link, and marks another account in the switcher', async () => {
    const session = await app.account();
    const { page, services, sim, accountId } = session;
    await page.setViewportSize({ width: 1280, height: 820 });
    sim.addAccount({
      email: 'second@example.com',
      apiKey: 'Rk7-live-second-77aa',
      credit: '20.00',
    });
    const second = await services.accounts.connect({
      label: 'Second account',
      baseUrl: sim.baseUrl,
      email: 'second@example.com',
      apiKey: 'Rk7-live-second-77aa',
      currency: 'EUR',
    });
    const secondId = second.account.id;
    const shell = new ShellPage(page);
    await page.getByTestId('account-switcher').click();
    await page.getByRole('option', { name: 'Second account', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // The shown account's balance falls below its threshold: a pop-up says so, with a link.
    await services.accounts.update(accountId, { lowBalanceThreshold: '5000.00' });
    await services.orders.lowBalance(accountId);
    const popup = page.getByRole('alert').filter({ hasText: 'The balance is low' });
    await popup.getByText('The balance of 731.40 EUR is below', { exact: false }).waitFor();
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await session.shoot('notifications-popup');
    await popup.getByRole('button', { name: 'Show: The balance is low' }).click();
    const runway = page.getByRole('radio', { name: 'Runway' });
    await expect.poll(() => runway.isChecked()).toBe(true);
    await popup.waitFor({ state: 'detached' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications', exact: true })
      .waitFor();

    // The other account's notice pops up too (named for its account); the switcher marks it.
    await services.accounts.update(secondId, { lowBalanceThreshold: '50.00' });
    await services.orders.lowBalance(secondId);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The balance is low · Second account' })
      .waitFor();
    await page.getByTestId('account-switcher').click();
    const marked = page.getByRole('option', {
      name: 'Second account (1 unread notification)',
      exact: true,
    });
    await marked.waitFor();
    await page.getByRole('option', { name: 'Main account', exact: true }).waitFor();
    await session.shoot('notifications-switcher');
    expect(await seriousViolationsBothSchemes(page, 'Account switcher with unread')).toEqual([]);

    // On the other account, its count is the bell's, and the shown account is not marked.
    await marked.click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications, 1 unread' })
      .waitFor();
    await shell.chooseAccount('Main account');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications', exact: true })
      .waitFor();
    await page.getByTestId('account-switcher').click();
    await page
      .getByRole('option', { name: 'Second account (1 unread notification)', exact: true })
      .waitFor();
  });
});
