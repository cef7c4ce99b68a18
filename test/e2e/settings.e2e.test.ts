import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness/screenshots';
import { e2eSessions } from './harness/session';
import { AppPage } from './pages/appPage';
import { ContactProfileDialog } from './pages/contactProfileDialog';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('the Settings screen on the demo account', () => {
  it('saves default nameservers and a contact profile, keeps them after a reload, and deletes the profile', async () => {
    const { page, services } = await app.demo();
    const shell = new ShellPage(page);
    await shell.go('Settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();

    // One name server is not enough: the save waits until the list is valid.
    const nameservers = page.getByRole('textbox', { name: 'Nameservers' });
    const saveNameservers = page.getByRole('button', { name: 'Save nameservers' });
    await nameservers.fill('ns1.example.net');
    expect(await saveNameservers.isDisabled()).toBe(true);
    // Settings says what the cart asks for: an order needs two nameservers.
    await page.getByText(/The API needs 2 to 5 nameservers on every order/).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'settings-nameservers-1280');
    await nameservers.fill('ns1.example.net\nns2.example.net');
    await page.getByRole('button', { name: 'Save nameservers', disabled: false }).click();
    await page.getByText('Default nameservers saved').waitFor();
    expect(services.settings.get().defaultNameservers).toEqual([
      'ns1.example.net',
      'ns2.example.net',
    ]);

    await page.getByRole('button', { name: 'New contact profile' }).click();
    const dialog = new ContactProfileDialog(page);
    await dialog.fill([
      ['Profile name', 'Billing'],
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['E-mail', 'grace@example.org'],
      ['Phone', '+44 20 7946 0000'],
      ['Address', '2 Low Road'],
      ['City', 'Leeds'],
      ['Postcode', 'LS1 1AA'],
    ]);
    await dialog.pickCountry('United Kingdom');
    await dialog.save();
    const profiles = page.getByRole('table', { name: 'Contact profiles' });
    await profiles.getByRole('row', { name: /Billing/ }).waitFor();
    // Beside the one the demo ships; the phone as the API takes it.
    const billing = services.contactProfiles.list().find((profile) => profile.name === 'Billing');
    expect(billing?.contact).toMatchObject({ country: 'GB', phonenumber: '+44.2079460000' });
    expect(services.contactProfiles.list().map((profile) => profile.name)).toEqual([
      'Billing',
      'Demo registrant',
    ]);

    // The export is a file the browser saves, holding the profile just made.
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to a file' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/^domaindesk-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      contactProfiles: { name: string }[];
    };
    expect(exported.contactProfiles.map((profile) => profile.name)).toEqual([
      'Billing',
      'Demo registrant',
    ]);

    await new AppPage(page).reload();
    await shell.go('Settings');
    expect(await page.getByRole('textbox', { name: 'Nameservers' }).inputValue()).toBe(
      'ns1.example.net\nns2.example.net',
    );
    await profiles.getByRole('row', { name: /Billing/ }).waitFor();

    await page.getByRole('button', { name: 'Delete Billing' }).click();
    await page.getByRole('button', { name: 'Delete profile' }).click();
    await profiles.getByRole('row', { name: /Billing/ }).waitFor({ state: 'detached' });
    expect(services.contactProfiles.list().map((profile) => profile.name)).toEqual([
      'Demo registrant',
    ]);
  });

  it('refuses pacing defaults out of range with a message and saves nothing', async () => {
    const { page, services } = await app.demo();
    const before = services.settings.get();
    await new ShellPage(page).go('Settings');
    await page.getByRole('textbox', { name: 'Requests at once' }).fill('999');
    await page.getByRole('textbox', { name: 'Pause between requests (ms)' }).fill('-5');
    await page.getByRole('button', { name: 'Save pacing defaults' }).click();
    await page.getByText('At most 16 requests may run at once.').waitFor();
    await page.getByText('The pause cannot be negative.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Requests at once' }).inputValue()).toBe('999');
    expect(services.settings.get()).toEqual(before);
  });
});
