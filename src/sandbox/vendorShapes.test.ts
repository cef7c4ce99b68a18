import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeDomainFields } from '../main/api/phpSerialize';
import { ApiClient, startHarness, type Harness } from './testing/apiClient';
import { freeName } from './testing/names';
import { CONTACT, orderActiveDomain, orderFields } from './testing/orderFields';

/*
 * What the vendor's own registrar module sends, which real servers therefore accept: the
 * registrant alone, registry fields as one serialized text, `domain` repeated in the body,
 * lookup flags of its own, empty optional fields, contact labels as GET answered them.
 */

const validation = (what: string): { error: string } => ({
  error: `Request validation error: ${what}. Please contact administration`,
});
const US_FIELDS = { 'Nexus Category': 'C11', 'Application Purpose': 'P1' };

describe("orders as the vendor's module sends them", () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('accepts the registrant alone and gives it every other role', async () => {
    const name = freeName('com', 'registrantonly');
    const res = await h.api.post(
      '/order/domains/register',
      orderFields(name, { contacts: { registrant: { ...CONTACT, firstname: 'Grace' } } }),
    );
    expect([res.status, res.json]).toEqual([200, 'success']);
    const contacts = h.sim.domain(name)?.contacts;
    for (const role of ['Registrant', 'Technical', 'Billing', 'Admin'] as const) {
      expect(contacts?.[role]).toMatchObject({ firstname: 'Grace', email: CONTACT.email });
    }
  });

  it('still refuses an order without the registrant', async () => {
    const name = freeName('com', 'noregistrant');
    const res = await h.api.post(
      '/order/domains/register',
      orderFields(name, { contacts: { tech: CONTACT, billing: CONTACT, admin: CONTACT } }),
    );
    expect([res.status, res.json]).toEqual([400, validation('contacts[registrant] is required')]);
  });

  it('reads the .us fields from the base64 serialized text', async () => {
    const name = freeName('us', 'serialized');
    const res = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: encodeDomainFields(US_FIELDS) }),
    );
    expect([res.status, res.json]).toEqual([200, 'success']);
  });

  it('names the field missing from the serialized text, and takes YTowOnt9 as none', async () => {
    const name = freeName('us', 'missingfield');
    const partial = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: encodeDomainFields({ 'Nexus Category': 'C11' }) }),
    );
    expect(partial.json).toEqual(
      validation('domainfields[Application Purpose] is required for .us'),
    );
    const none = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: 'YTowOnt9' }),
    );
    expect(none.json).toEqual(validation('domainfields[Nexus Category] is required for .us'));
    const com = freeName('com', 'nofields');
    const plain = await h.api.post(
      '/order/domains/register',
      orderFields(com, { domainfields: 'YTowOnt9' }),
    );
    expect(plain.json).toBe('success');
  });

  it('refuses nested domainfields[...] values as a text validator does', async () => {
    const name = freeName('us', 'nested');
    const res = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: US_FIELDS }),
    );
    expect([res.status, res.json]).toEqual([400, validation('domainfields must be text')]);
    expect(h.sim.domain(name)).toBeUndefined();
  });

  it('refuses a text that is not a serialized array, saying so', async () => {
    const name = freeName('us', 'garbage');
    const notBase64 = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: 'Nexus Category=C11' }),
    );
    expect(notBase64.status).toBe(400);
    expect(notBase64.text).toContain('base64 of a serialized array');
    const wrongLength = Buffer.from('a:1:{s:3:"Nexus Category";s:3:"C11";}').toString('base64');
    const bad = await h.api.post(
      '/order/domains/register',
      orderFields(name, { domainfields: wrongLength }),
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('domainfields is not a serialized array of fields');
  });

  it('accepts empty optional contact fields, address2 and tax_id', async () => {
    const name = freeName('com', 'emptyoptional');
    const registrant = {
      ...CONTACT,
      companyname: '',
      state: '',
      address2: 'Floor 3',
      tax_id: 'GB123456789',
      fullname: '',
    };
    const res = await h.api.post(
      '/order/domains/register',
      orderFields(name, {
        contacts: { registrant, tech: { ...CONTACT, address2: '', tax_id: '' } },
      }),
    );
    expect(res.json).toBe('success');
    expect(h.sim.domain(name)?.contacts?.Registrant).toMatchObject({
      address2: 'Floor 3',
      tax_id: 'GB123456789',
    });
  });
});

describe('management and lookups as the vendor module sends them', () => {
  let h: Harness;
  let name: string;
  beforeEach(async () => {
    h = await startHarness();
    name = await orderActiveDomain(h.api, 'vendorshapes');
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('accepts the domain repeated in a management body', async () => {
    const res = await h.api.post(`/domains/${name}/nameservers`, {
      domain: name,
      ns1: 'ns1.vendor.example',
      ns2: 'ns2.vendor.example',
    });
    expect([res.status, res.json]).toEqual([200, { success: true }]);
    expect(h.sim.domain(name)?.nameservers).toEqual(['ns1.vendor.example', 'ns2.vendor.example']);
  });

  it('answers lookups sent with isWhmcs and idnLanguage like any other', async () => {
    const fields = { searchTerm: 'vendorlookup', tldsToInclude: ['.com', '.net'] };
    const plain = await h.api.post('/domains/lookup', fields);
    const vendor = await h.api.post('/domains/lookup', {
      ...fields,
      isWhmcs: 1,
      idnLanguage: 'ger',
      premiumEnabled: 0,
    });
    expect(vendor.status).toBe(200);
    expect(vendor.json).toEqual(plain.json);
  });

  it('saves contacts keyed by the labels GET answered, spaces or underscores', async () => {
    const got = (await h.api.get(`/domains/${name}/contact`)).json as Record<
      string,
      Record<string, string>
    >;
    const registrant = { ...got.Registrant, 'First Name': 'Grace', 'Address 2': 'Suite 9' };
    const underscored = Object.fromEntries(
      Object.entries({ ...got.Technical, 'Last Name': 'Hopper', 'Tax ID': 'US-42' }).map(
        ([label, value]) => [label.replace(/ /g, '_'), value],
      ),
    );
    const res = await h.api.post(`/domains/${name}/contact`, {
      domain: name,
      contactdetails: {
        Registrant: registrant,
        Technical: underscored,
        Billing: got.Billing ?? {},
        Admin: { ...CONTACT, lastname: 'Model-Keys' },
      },
    });
    expect(res.json).toEqual({ status: 'success', message: '', success: 'success' });
    const after = (await h.api.get(`/domains/${name}/contact`)).json as Record<
      string,
      Record<string, string>
    >;
    expect(after.Registrant).toMatchObject({ 'First Name': 'Grace', 'Address 2': 'Suite 9' });
    expect(after.Technical).toMatchObject({ 'Last Name': 'Hopper', 'Tax ID': 'US-42' });
    expect(after.Admin?.['Last Name']).toBe('Model-Keys');
  });
});

describe('the start switch and the allow list', () => {
  it('blocks a non-browser User-Agent by default and lets it through when switched off', async () => {
    const blocked = await startHarness();
    const open = await startHarness({ allowAnyUserAgent: true });
    try {
      const curl = { 'User-Agent': 'curl/8.5.0' };
      const refused = await blocked.api.get('/version', curl);
      expect([refused.status, refused.text]).toEqual([403, 'error code: 1010']);
      const vendor = await open.api.get('/version', {
        'User-Agent': 'ModulesGarden - Domains Reseller',
      });
      expect(vendor.status).toBe(200);
      expect((await open.api.get('/billing/credits', curl)).json).toBe('1000.00');
      // Authentication still applies.
      const stranger = new ApiClient(open.sim, 'reseller@example.com', 'wrong', open.clock.now);
      expect((await stranger.get('/version', curl)).status).toBe(401);
    } finally {
      await blocked.sim.close();
      await open.sim.close();
    }
  });

  it("answers a JSON 403 'Action is not allowed' to an address off the allow list", async () => {
    const h = await startHarness({}, { allowedAddresses: ['203.0.113.7'] });
    try {
      const refused = await h.api.get('/version');
      expect([refused.status, refused.json]).toEqual([403, { error: 'Action is not allowed' }]);
      const control = await fetch(
        `${h.sim.controlUrl}/accounts/reseller@example.com/allowed-addresses`,
        {
          method: 'POST',
          body: JSON.stringify({ addresses: ['203.0.113.7', '127.0.0.1'] }),
        },
      );
      expect(control.status).toBe(200);
      expect((await h.api.get('/version')).status).toBe(200);
      h.sim.setAllowedAddresses('reseller@example.com', ['198.51.100.1']);
      expect((await h.api.get('/billing/credits')).json).toEqual({
        error: 'Action is not allowed',
      });
      h.sim.setAllowedAddresses('reseller@example.com', undefined);
      expect((await h.api.get('/billing/credits')).json).toBe('1000.00');
    } finally {
      await h.sim.close();
    }
  });
});
