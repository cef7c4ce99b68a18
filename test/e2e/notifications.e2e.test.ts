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
});
