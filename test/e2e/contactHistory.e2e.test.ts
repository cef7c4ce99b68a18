import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';

const app = e2eSessions();

describe('a registrant change, its warning and its history', () => {
  it('warns of the 60-day transfer lock, then lists the changed company as old → new', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const before = await session.preview.services.domains.getContacts({ name });
    const oldCompany = before.data.contacts.Registrant?.companyname ?? '';
    const page = new DomainPage(session.browser.page);
    await page.open(name);

    // An address line of the Admin is not a change of registrant: no warning.
    await page.section('Contacts');
    await page.page.getByRole('tab', { name: 'Admin' }).click();
    await page.page.getByRole('textbox', { name: 'Admin Address line 2' }).fill('Floor 3');
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    expect(
      await page
        .dialog()
        .getByText(/60 days/)
        .count(),
    ).toBe(0);
    await page.dialog().getByRole('button', { name: 'Cancel' }).click();

    await page.page.getByRole('tab', { name: 'Registrant' }).click();
    await page.page.getByRole('textbox', { name: 'Registrant Company' }).fill('Beta Trading Ltd');
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    await page
      .dialog()
      .getByRole('note')
      .filter({ hasText: 'lock the domain against transfers for 60 days' })
      .waitFor();
    await page
      .dialog()
      .getByRole('button', { name: /^Save: / })
      .click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    await page.section('History');
    const changed = page.page.getByLabel('Changed fields').first();
    await changed.waitFor();
    expect(await changed.innerText()).toContain(
      `Registrant · Company: ${oldCompany || '(empty)'} → Beta Trading Ltd`,
    );
    expect(await page.page.getByText('Contacts changed').count()).toBeGreaterThan(0);

    // The release explains what it is for.
    await page.section('Danger zone');
    await page.page.getByText(/how \.uk-style registries .* move a domain/).waitFor();
  });
});
