import { afterEach, describe, expect, it } from 'vitest';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

async function start(): Promise<Desk> {
  desk = await openDesk();
  return desk;
}

const ADA = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  companyname: 'Analytical Engines Ltd',
  email: 'ada@example.net',
  address1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'gb',
  phonenumber: '+44.207 946 0000',
};

describe('contact profiles', () => {
  it('are saved checked and tidied, updated, listed by name and removed, and windows hear of each change', async () => {
    const d = await start();
    const ada = must(await d.call('contactProfiles:save', { name: 'Ada at work', contact: ADA }));
    expect(ada.contact).toMatchObject({
      firstname: 'Ada',
      country: 'GB',
      phonenumber: '+44.2079460000',
      fullname: '',
    });
    must(
      await d.call('contactProfiles:save', {
        name: 'Bakery',
        contact: { ...ADA, firstname: 'Bea' },
      }),
    );

    const moved = must(
      await d.call('contactProfiles:save', {
        id: ada.id,
        name: 'Ada (home)',
        contact: { ...ADA, email: 'ada@home.example' },
      }),
    );
    expect(moved).toMatchObject({ id: ada.id, name: 'Ada (home)', createdAt: ada.createdAt });
    const listed = must(await d.call('contactProfiles:list'));
    expect(listed.map((p) => [p.name, p.contact.email])).toEqual([
      ['Ada (home)', 'ada@home.example'],
      ['Bakery', 'ada@example.net'],
    ]);

    expect(must(await d.call('contactProfiles:remove', { id: ada.id }))).toEqual({ removed: true });
    expect(must(await d.call('contactProfiles:remove', { id: ada.id }))).toEqual({
      removed: false,
    });
    expect(must(await d.call('contactProfiles:list')).map((p) => p.name)).toEqual(['Bakery']);
    const changes = d.eventsOf('cache:changed').filter((c) => c.scope === 'contactProfiles');
    // Two saves, one update, one removal; removing nothing is no change.
    expect(changes).toHaveLength(4);
    expect(changes.at(-1)).toEqual({ scope: 'contactProfiles' });
  });

  it('with mistakes are refused naming each bad field, like the contact editors do, and nothing is saved', async () => {
    const d = await start();
    const refused = await d.call('contactProfiles:save', {
      name: 'Broken',
      contact: {
        ...ADA,
        firstname: '  ',
        email: 'ada-at-example.net',
        phonenumber: '020 7946 0000',
        country: 'UK',
      },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.kind).toBe('invalid_input');
    expect(refused.error.message).toContain('The contact profile "Broken" cannot be saved');
    expect(refused.error.detail).toEqual({
      issues: [
        { path: 'contact.firstname', message: 'First name is required.' },
        {
          path: 'contact.email',
          message: 'E-mail "ada-at-example.net" is not a valid address.',
        },
        {
          path: 'contact.phonenumber',
          message: expect.stringMatching(/^Phone "020 7946 0000" must be \+CC\.NNNN/) as string,
        },
        {
          path: 'contact.country',
          message: '"UK" is not a country code: use GB for the United Kingdom.',
        },
      ],
    });

    const nameless = await d.call('contactProfiles:save', { name: ' ', contact: ADA });
    expect(!nameless.ok && nameless.error.message).toContain('A profile name is required.');
    const noContact = await d.call('contactProfiles:save', { name: 'Empty' });
    expect(!noContact.ok && noContact.error.message).toContain('A contact is required.');
    expect(must(await d.call('contactProfiles:list'))).toEqual([]);
    expect(d.eventsOf('cache:changed')).toEqual([]);
  });

  it('cannot share a name, and an edit of a profile removed meanwhile is refused, not brought back', async () => {
    const d = await start();
    const ada = must(await d.call('contactProfiles:save', { name: 'Ada', contact: ADA }));
    const twin = await d.call('contactProfiles:save', { name: 'ada', contact: ADA });
    expect(!twin.ok && twin.error).toMatchObject({
      kind: 'conflict',
      message: 'A contact profile named "ada" already exists.',
    });

    must(await d.call('contactProfiles:remove', { id: ada.id }));
    const stale = await d.call('contactProfiles:save', { id: ada.id, name: 'Ada', contact: ADA });
    expect(!stale.ok && stale.error.kind).toBe('not_found');
    expect(must(await d.call('contactProfiles:list'))).toEqual([]);
  });

  it("sent with an order placed by its id: the provider receives that profile's contact for every role", async () => {
    const d = await start();
    const accountId = await d.connect();
    const ada = must(
      await d.call('contactProfiles:save', {
        name: 'Ada',
        contact: { ...ADA, address2: ' Floor 3 ', tax_id: 'GB123456789' },
      }),
    );
    expect(ada.contact).toMatchObject({ address2: 'Floor 3', tax_id: 'GB123456789' });

    const outcome = must(
      await d.call('orders:place', {
        accountId,
        order: {
          domain: 'ada-engines.com',
          operation: 'register',
          period: 1,
          nameservers: ['ns1.example.net', 'ns2.example.net'],
          contactProfileIds: { registrant: ada.id },
        },
      }),
    );
    expect(outcome.result).toBe('succeeded');

    const sent = d.sim.requests.filter((r) => r.path === '/order/domains/register');
    expect(sent).toHaveLength(1);
    const { contacts } = sent[0]?.body as { contacts: Record<string, Record<string, string>> };
    const expected = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      companyname: 'Analytical Engines Ltd',
      email: 'ada@example.net',
      address1: '12 St James Square',
      address2: 'Floor 3',
      city: 'London',
      postcode: 'SW1Y 4JH',
      country: 'GB',
      phonenumber: '+44.2079460000',
      tax_id: 'GB123456789',
    };
    for (const role of ['registrant', 'tech', 'billing', 'admin']) {
      expect(contacts[role]).toMatchObject(expected);
    }
    // The registrar keeps both, and answers them under its own labels.
    expect(d.sim.domain('ada-engines.com')?.contacts?.Admin).toMatchObject({
      address2: 'Floor 3',
      tax_id: 'GB123456789',
    });
  });
});
