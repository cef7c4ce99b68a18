import { describe, expect, it } from 'vitest';
import { baseAvailability } from '../../src/sandbox/availability';
import { CONTACT } from '../../src/sandbox/testing/orderFields';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { settled } from './pages/appPage';
import { ContactProfileDialog } from './pages/contactProfileDialog';
import { DomainPage } from './pages/domainPage';

const app = e2eSessions();

interface SimDomain {
  readonly state: string;
  readonly locked: boolean;
  readonly idProtection: boolean;
  readonly nameservers: readonly string[];
}

const simDomain = (s: DemoSession, name: string) =>
  s.control.call<SimDomain>('GET', `/domains/${name}`);

describe('the domain page’s other editors', () => {
  it('changes nameservers and a contact after a review, as the API then holds them', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await page.open(name);

    await page.section('Nameservers');
    const slot = (n: number) => page.page.getByRole('textbox', { name: `Nameserver ${n}` });
    await slot(1).fill('ns1.example.net');
    await slot(2).fill('bad host');
    expect(await page.page.getByText('ns2: "bad host" is not a valid host name.').count()).toBe(1);
    await slot(2).fill('ns2.example.net');
    for (const n of [3, 4, 5]) await slot(n).fill('');
    await session.shoot('domain-nameservers');
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    await session.shoot('domain-nameservers-review');
    await page
      .dialog()
      .getByRole('button', { name: /^Save: / })
      .click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect((await simDomain(session, name)).nameservers).toEqual([
      'ns1.example.net',
      'ns2.example.net',
    ]);

    await page.section('Contacts');
    await page.page.getByRole('tab', { name: 'Admin' }).click();
    const email = page.page.getByRole('textbox', { name: 'Admin E-mail' });
    await email.fill('not-an-address');
    await page.page.getByText('Admin: e-mail "not-an-address" is not a valid address.').waitFor();
    await email.fill('hostmaster@example.org');
    await page.page.getByRole('textbox', { name: 'Admin Address line 2' }).fill('Floor 2; "B"');
    await page.page.getByRole('textbox', { name: 'Admin Tax ID' }).fill('GB123456789');
    await session.shoot('domain-contacts');
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    const review = await page.dialog().innerText();
    expect(review).toContain('Admin · E-mail: hostmaster@example.org');
    expect(review).toContain('Admin · Address line 2: Floor 2; "B"');
    expect(review).toContain('Admin · Tax ID: GB123456789');
    await session.shoot('domain-contacts-review');
    await page.dialog().getByRole('button', { name: 'Save: 2 added, 1 changed' }).click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    // Read back through the registrar's labels (Address 2, Tax ID) into the same fields.
    const contacts = await session.preview.services.domains.getContacts({ name });
    expect(contacts.data.contacts.Admin).toMatchObject({
      email: 'hostmaster@example.org',
      address2: 'Floor 2; "B"',
      tax_id: 'GB123456789',
    });

    // A contact profile takes both too.
    await page.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Settings\b/ })
      .click();
    await page.page.getByRole('button', { name: 'New contact profile' }).click();
    const dialog = new ContactProfileDialog(page.page);
    await dialog.fill([
      ['Profile name', 'Office'],
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['E-mail', 'ada@example.org'],
      ['Phone', '+44.2071234567'],
      ['Address', '1 High Street'],
      ['Address line 2', 'Unit 4'],
      ['City', 'London'],
      ['Tax ID', 'GB987654321'],
    ]);
    await dialog.pickCountry('United Kingdom');
    await dialog.save();
    const office = session.preview.services.contactProfiles
      .list()
      .find((profile) => profile.name === 'Office');
    expect(office?.contact).toMatchObject({ address2: 'Unit 4', tax_id: 'GB987654321' });
  });

  it('toggles lock and ID protection and reveals and copies the EPP code', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await session.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.open(name);
    const start = await simDomain(session, name);
    await page.page.getByRole('button', { name: 'Sync with registrar' }).click();
    await page.page.getByText('Information record').waitFor();
    await page.page.getByRole('table', { name: 'Information record' }).waitFor();
    await session.shoot('domain-overview');

    await page.section('Lock & EPP');
    const lock = page.page.getByRole('switch', { name: 'Registrar lock' });
    await lock.click({ force: true });
    if (start.locked) {
      await settled(page.dialog());
      await session.shoot('domain-unlock-confirm');
      await page.dialog().getByRole('button', { name: 'Unlock' }).click();
    }
    await expect.poll(async () => (await simDomain(session, name)).locked).toBe(!start.locked);
    await page.page.getByText(start.locked ? 'Unlocked' : 'Locked', { exact: true }).waitFor();
    // The unlock confirmation fades out over the page; a click during that lands on its overlay.
    await page.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.page.getByRole('switch', { name: 'ID protection' }).click({ force: true });
    await expect
      .poll(async () => (await simDomain(session, name)).idProtection)
      .toBe(!start.idProtection);

    await page.page.getByRole('button', { name: 'Reveal EPP code' }).click();
    const code = page.page.getByLabel('EPP code');
    await code.waitFor();
    const expected = (
      await session.control.call<{ eppcode: string }>('GET', `/domains/${name}/eppcode`)
    ).eppcode;
    expect((await code.innerText()).trim()).toBe(expected);
    await page.page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await page.page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.page.evaluate('navigator.clipboard.readText()')).toBe(expected);
    await session.shoot('domain-security');
  });

  it('releases one domain and deletes another, each typed to confirm', async () => {
    const session = await app.demo();
    const [first = '', second = ''] = await session.control.domainsIn('active', 2);
    const page = new DomainPage(session.browser.page);

    await page.open(first);
    await page.section('Danger zone');
    await page.page.getByRole('textbox', { name: 'Transfer tag' }).fill('NEWREG-TAG');
    await page.page.getByRole('button', { name: 'Release…' }).click();
    const confirm = page.dialog().getByRole('button', { name: 'Release domain' });
    expect(await confirm.isDisabled()).toBe(true);
    await page
      .dialog()
      .getByRole('textbox', { name: `Type ${first} to confirm` })
      .fill(first);
    await settled(page.dialog());
    await session.shoot('domain-release-confirm');
    await confirm.click();
    await page.page.getByText(`This domain is released`).waitFor();
    expect((await simDomain(session, first)).state).toBe('released');

    await page.open(second);
    await page.section('Danger zone');
    await page.page.getByRole('button', { name: 'Delete…' }).click();
    await page
      .dialog()
      .getByRole('textbox', { name: `Type ${second} to confirm` })
      .fill(second);
    await settled(page.dialog());
    await session.shoot('domain-delete-confirm');
    await page.dialog().getByRole('button', { name: 'Delete domain' }).click();
    await page.page.getByText(`This domain is deleted`).waitFor();
    expect((await simDomain(session, second)).state).toBe('deleted');
    await session.shoot('domain-danger-done');
  });

  it('shows a pending domain waiting, and a feature the registrar lacks unavailable up front', async () => {
    const session = await app.demo();
    const [active = '', other = ''] = await session.control.domainsIn('active', 2);
    const page = new DomainPage(session.browser.page);
    // Registered just now: the registrar answers 403 until provisioning completes.
    const pending =
      ['quiet-meadow-studio', 'harbour-lights-bakery', 'amber-orchard-works', 'slow-river-press']
        .map((label) => `${label}.com`)
        .find(
          (candidate) => baseAvailability(candidate, candidate.slice(0, -4)).kind === 'available',
        ) ?? '';
    const order = await session.preview.services.orders.place(session.control.accountId, {
      domain: pending,
      operation: 'register',
      period: 1,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contacts: { registrant: CONTACT },
    });
    expect(order.result).toBe('succeeded');

    await page.open(pending);
    await page.page.getByRole('button', { name: 'Sync with registrar' }).click();
    const waiting = page.page.getByRole('status').filter({ hasText: 'Waiting for provisioning' });
    await waiting.waitFor();
    expect(await waiting.innerText()).toMatch(/checks again automatically; next check at/);
    await session.shoot('domain-pending');

    // The registrar answers 501 for DNS once; from then on the account knows it lacks DNS.
    await session.control.call('POST', '/faults', {
      method: 'GET',
      pathRegex: '/dns$',
      action: { kind: 'status', status: 501 },
    });
    await expect(session.preview.services.domains.getDns({ name: other })).rejects.toMatchObject({
      kind: 'unsupported',
    });
    const dnsReads = () =>
      session.control.call<{ count: number }>(
        'GET',
        '/requests/count?method=GET&pathRegex=%2Fdns%24',
      );
    const readsBefore = (await dnsReads()).count;

    await page.open(active);
    const tab = page.page.getByRole('tab', { name: 'DNS' });
    expect(await tab.innerText()).toContain('unavailable');
    expect(await page.page.getByText("Not offered by this account's registrar").isVisible()).toBe(
      true,
    );
    await tab.click();
    await page.page.getByText('DNS management is unavailable').waitFor();
    expect((await dnsReads()).count).toBe(readsBefore);
    await session.shoot('domain-unavailable');
  });
});
