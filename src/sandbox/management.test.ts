import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, startHarness, type Harness } from './testing/apiClient';
import { freeName } from './testing/names';
import { CONTACT, orderActiveDomain, orderFields } from './testing/orderFields';

const NOT_IN_ACCOUNT = { error: 'The provided domain has not been found in your reseller account' };
const OK3 = { status: 'success', message: '', success: 'success' };

describe('managing an active domain', () => {
  let h: Harness;
  let name: string;
  beforeEach(async () => {
    h = await startHarness();
    name = await orderActiveDomain(h.api, 'managed');
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('answers the information record with the registrar keys', async () => {
    const res = await h.api.get(`/domains/${name}/information`);
    expect(res.json).toMatchObject({
      domain: name,
      nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
      transferLock: true,
      expiryDate: '2027-11-22',
      status: 'Active',
      idProtectionStatus: false,
      dnsManagementStatus: false,
      emailForwardingStatus: false,
      registrantEmailAddress: CONTACT.email,
    });
    expect(Object.keys(res.json as object)).toEqual(
      expect.arrayContaining([
        'transferLockExpiryDate',
        'restorable',
        'isIrtpEnabled',
        'irtpVerificationTriggerFields',
      ]),
    );
  });

  it('reads and replaces nameservers; ns1 and ns2 are required', async () => {
    expect((await h.api.get(`/domains/${name}/nameservers`)).json).toEqual({
      ns1: 'ns1.example.net',
      ns2: 'ns2.example.net',
      ns3: '',
      ns4: '',
      ns5: '',
      ...OK3,
    });
    const saved = await h.api.post(`/domains/${name}/nameservers`, {
      ns1: 'a.dns.test',
      ns2: 'b.dns.test',
      ns3: 'c.dns.test',
    });
    expect(saved.json).toEqual({ success: true });
    expect(h.sim.domain(name)?.nameservers).toEqual(['a.dns.test', 'b.dns.test', 'c.dns.test']);
    const missing = await h.api.post(`/domains/${name}/nameservers`, { ns1: 'a.dns.test' });
    expect([missing.status, (missing.json as { error: string }).error]).toEqual([
      400,
      'Request validation error: ns2 is required. Please contact administration',
    ]);
  });

  it('keeps child nameservers per domain and checks host and current address', async () => {
    const host = `ns1.${name}`;
    const reg = await h.api.post(`/domains/${name}/nameservers/register`, {
      nameserver: host,
      ipaddress: '192.0.2.10',
    });
    expect(reg.json).toEqual(OK3);
    expect(
      (
        await h.api.post(`/domains/${name}/nameservers/register`, {
          nameserver: host,
          ipaddress: '192.0.2.10',
        })
      ).status,
    ).toBe(400);
    const outside = await h.api.post(`/domains/${name}/nameservers/register`, {
      nameserver: 'ns1.elsewhere.net',
      ipaddress: '192.0.2.10',
    });
    expect(outside.status).toBe(400);
    const badIp = await h.api.post(`/domains/${name}/nameservers/register`, {
      nameserver: `ns2.${name}`,
      ipaddress: '300.1.1.1',
    });
    expect(badIp.status).toBe(400);
    const wrongCurrent = await h.api.post(`/domains/${name}/nameservers/modify`, {
      nameserver: host,
      currentipaddress: '192.0.2.99',
      newipaddress: '192.0.2.11',
    });
    expect(wrongCurrent.status).toBe(400);
    const modified = await h.api.post(`/domains/${name}/nameservers/modify`, {
      nameserver: host,
      currentipaddress: '192.0.2.10',
      newipaddress: '2001:db8::53',
    });
    expect(modified.json).toEqual(OK3);
    expect(h.sim.domain(name)?.childNameservers).toEqual([
      { hostname: host, ipaddress: '2001:db8::53' },
    ]);
    expect(
      (await h.api.post(`/domains/${name}/nameservers/delete`, { nameserver: host })).json,
    ).toEqual(OK3);
    expect(
      (await h.api.post(`/domains/${name}/nameservers/delete`, { nameserver: host })).status,
    ).toBe(400);
  });

  it('answers contacts with the platform labels and saves a capitalised set', async () => {
    const got = await h.api.get(`/domains/${name}/contact`);
    const roles = got.json as Record<string, Record<string, string>>;
    expect(Object.keys(roles)).toEqual(['Registrant', 'Technical', 'Billing', 'Admin']);
    expect(roles.Registrant).toMatchObject({
      'First Name': 'Ada',
      'Email Address': CONTACT.email,
      Country: 'GB',
    });
    const details = {
      Registrant: { ...CONTACT, firstname: 'Grace' },
      Technical: CONTACT,
      Billing: CONTACT,
      Admin: CONTACT,
    };
    expect(
      (await h.api.post(`/domains/${name}/contact`, { contactdetails: details })).json,
    ).toEqual(OK3);
    const after = (await h.api.get(`/domains/${name}/contact`)).json as Record<
      string,
      Record<string, string>
    >;
    expect(after.Registrant?.['First Name']).toBe('Grace');
    const partial = await h.api.post(`/domains/${name}/contact`, {
      contactdetails: { Registrant: CONTACT, Technical: CONTACT, Billing: CONTACT },
    });
    expect(partial.text).toContain('contactdetails[Admin] is required');
  });

  it('replaces the whole DNS set and numbers new records', async () => {
    const records = [
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: name, priority: 0 },
      { hostname: '@', type: 'MX', address: 'mx.example.net', priority: 10 },
    ];
    expect((await h.api.post(`/domains/${name}/dns`, { dnsrecords: records })).json).toEqual(OK3);
    const got = (await h.api.get(`/domains/${name}/dns`)).json as {
      recid: string;
      hostname: string;
    }[];
    expect(got).toEqual(records.map((r, i) => ({ ...r, recid: String(i + 1) })));
    const keep = [{ ...records[2], recid: '3' }];
    await h.api.post(`/domains/${name}/dns`, { dnsrecords: keep });
    expect((await h.api.get(`/domains/${name}/dns`)).json).toEqual(keep);
    const bad = await h.api.post(`/domains/${name}/dns`, {
      dnsrecords: [{ hostname: '@', type: 'A', address: 'not-an-ip' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('dnsrecords[0][address]');
    expect((await h.api.post(`/domains/${name}/dns`, {})).status).toBe(400);
  });

  it('reads and sets the registrar lock', async () => {
    expect((await h.api.get(`/domains/${name}/lock`)).json).toBe('locked');
    expect((await h.api.post(`/domains/${name}/lock`, { lockstatus: 'unlocked' })).json).toEqual(
      OK3,
    );
    expect((await h.api.get(`/domains/${name}/lock`)).json).toBe('unlocked');
    expect((await h.api.post(`/domains/${name}/lock`, { lockstatus: 'open' })).status).toBe(400);
  });

  it('stores e-mail forwarding from parallel arrays', async () => {
    const saved = await h.api.post(`/domains/${name}/email`, {
      prefix: ['info', ''],
      forwardto: ['ada@example.net', 'all@example.net'],
    });
    expect(saved.json).toEqual(OK3);
    expect((await h.api.get(`/domains/${name}/email`)).json).toEqual([
      { prefix: 'info', forwardto: 'ada@example.net' },
      { prefix: '', forwardto: 'all@example.net' },
    ]);
    const uneven = await h.api.post(`/domains/${name}/email`, {
      prefix: ['a', 'b'],
      forwardto: ['x@example.net'],
    });
    expect(uneven.status).toBe(400);
  });

  it('syncs, gives the auth code and toggles ID protection', async () => {
    expect((await h.api.post(`/domains/${name}/sync`)).json).toEqual({
      expirydate: '2027-11-22',
      active: true,
      expired: false,
      transferredAway: false,
    });
    expect((await h.api.get(`/domains/${name}/eppcode`)).json).toEqual({
      eppcode: h.sim.eppCodeFor(name),
    });
    expect((await h.api.post(`/domains/${name}/protectid`, { status: 1 })).json).toEqual(OK3);
    expect(h.sim.domain(name)?.idProtection).toBe(true);
    expect((await h.api.post(`/domains/${name}/protectid`, {})).status).toBe(400);
  });

  it('releases a domain out of the account once a tag is given', async () => {
    expect((await h.api.post(`/domains/${name}/release`)).status).toBe(400);
    expect(
      (await h.api.post(`/domains/${name}/release`, { transfertag: 'GAINING-TAG' })).json,
    ).toEqual(OK3);
    expect(h.sim.domain(name)).toMatchObject({ state: 'released', account: null });
    expect(h.sim.domainsOf('reseller@example.com')).toEqual([]);
    expect((await h.api.get(`/domains/${name}/information`)).json).toEqual(NOT_IN_ACCOUNT);
  });

  it('deletes a domain, which becomes available again', async () => {
    expect((await h.api.post(`/domains/${name}/delete`)).json).toEqual(OK3);
    expect((await h.api.get(`/domains/${name}/lock`)).status).toBe(403);
    const [result] = (
      await h.api.post('/domains/lookup', {
        searchTerm: name.split('.')[0] ?? '',
        tldsToInclude: ['.com'],
      })
    ).json as { isAvailable: boolean }[];
    expect(result?.isAvailable).toBe(true);
  });

  it("answers 403 for unknown domains and for other accounts' domains", async () => {
    expect((await h.api.get('/domains/never-ordered-here.com/information')).json).toEqual(
      NOT_IN_ACCOUNT,
    );
    const other = clientFor(h, { email: 'other@example.com', apiKey: 'other-key' });
    for (const path of ['information', 'dns', 'lock', 'contact', 'eppcode']) {
      expect((await other.get(`/domains/${name}/${path}`)).status).toBe(403);
    }
    expect((await other.post(`/domains/${name}/sync`)).status).toBe(403);
  });

  it('answers the registrar error on sync while an order is still pending', async () => {
    const pending = freeName('com', 'stillpending');
    await h.api.post('/order/domains/register', orderFields(pending));
    expect((await h.api.post(`/domains/${pending}/sync`)).json).toEqual({
      error: 'Registrar Error: Domain not found in this registrar',
    });
    expect((await h.api.post(`/domains/${pending}/sync`)).status).toBe(500);
  });

  it('decodes percent-escaped domain segments', async () => {
    const escaped = name.replace('.', '%2E');
    expect((await h.api.get(`/domains/${escaped}/lock`)).json).toBe('locked');
    expect(h.sim.requests.at(-1)?.path).toBe(`/domains/${name}/lock`);
  });
});
