import { describe, expect, it } from 'vitest';
import { startHarness } from './testing/apiClient';
import { CONTACT, orderActiveDomain } from './testing/orderFields';

const NOT_SUPPORTED = 'This function is not supported by the registrar module';

describe('registrar profiles', () => {
  it('answers 501 for DNS, e-mail, auth code, ID protection and glue on a basic registrar', async () => {
    const h = await startHarness({}, { profile: 'basic' });
    try {
      const name = await orderActiveDomain(h.api, 'basicreg');
      for (const res of [
        await h.api.get(`/domains/${name}/dns`),
        await h.api.post(`/domains/${name}/dns`, {
          dnsrecords: [{ hostname: '@', type: 'A', address: '192.0.2.1' }],
        }),
        await h.api.get(`/domains/${name}/email`),
        await h.api.post(`/domains/${name}/email`, { prefix: ['a'], forwardto: ['a@example.net'] }),
        await h.api.post(`/domains/${name}/protectid`, { status: 1 }),
        await h.api.post(`/domains/${name}/nameservers/register`, {
          nameserver: `ns1.${name}`,
          ipaddress: '192.0.2.1',
        }),
        await h.api.post(`/domains/${name}/nameservers/delete`, { nameserver: `ns1.${name}` }),
      ]) {
        expect([res.status, res.json]).toEqual([501, { error: NOT_SUPPORTED }]);
      }
      const epp = await h.api.get(`/domains/${name}/eppcode`);
      expect([epp.status, epp.json]).toEqual([
        501,
        { status: 'error', message: NOT_SUPPORTED, error: NOT_SUPPORTED },
      ]);
      expect((await h.api.get(`/domains/${name}/lock`)).status).toBe(200);
      expect((await h.api.get(`/domains/${name}/nameservers`)).status).toBe(200);
    } finally {
      await h.sim.close();
    }
  });

  it('answers contacts with the model keys on a basic registrar', async () => {
    const h = await startHarness({}, { profile: 'basic' });
    try {
      const name = await orderActiveDomain(h.api, 'basiccontacts');
      const contacts = (await h.api.get(`/domains/${name}/contact`)).json as Record<
        string,
        Record<string, string>
      >;
      expect(contacts.Registrant).toMatchObject({
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: CONTACT.email,
        phonenumber: CONTACT.phonenumber,
      });
      expect(contacts.Registrant?.['First Name']).toBeUndefined();
    } finally {
      await h.sim.close();
    }
  });

  it('answers 501 only for the auth code on a registrar without EPP support', async () => {
    const h = await startHarness({}, { profile: 'no-epp' });
    try {
      const name = await orderActiveDomain(h.api, 'noepp');
      expect((await h.api.get(`/domains/${name}/eppcode`)).status).toBe(501);
      expect((await h.api.get(`/domains/${name}/dns`)).status).toBe(200);
      expect((await h.api.get(`/domains/${name}/email`)).status).toBe(200);
      expect((await h.api.post(`/domains/${name}/protectid`, { status: 0 })).status).toBe(200);
    } finally {
      await h.sim.close();
    }
  });

  it('checks the account before the registrar: a foreign domain is 403 even where 501 applies', async () => {
    const h = await startHarness({}, { profile: 'basic' });
    try {
      expect((await h.api.get('/domains/not-mine.com/dns')).status).toBe(403);
    } finally {
      await h.sim.close();
    }
  });
});
