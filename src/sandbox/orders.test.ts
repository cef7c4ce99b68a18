import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeDomainFields } from '../main/api/phpSerialize';
import { startHarness, type Harness } from './testing/apiClient';
import { freeName, takenName } from './testing/names';
import { CONTACT, orderFields } from './testing/orderFields';

const validation = (what: string): { error: string } => ({
  error: `Request validation error: ${what}. Please contact administration`,
});

describe('registration orders', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ provisioningDelayMs: 5000 });
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('charges the credit and stays pending until the provisioning delay has passed', async () => {
    const name = freeName('com', 'orderone');
    const res = await h.api.post('/order/domains/register', orderFields(name, { regperiod: 2 }));
    expect([res.status, res.json]).toEqual([200, 'success']);
    expect((await h.api.get('/billing/credits')).json).toBe('978.02');
    expect(h.sim.domain(name)).toMatchObject({
      state: 'pending',
      kind: 'registration',
      charged: '21.98',
    });
    expect(h.sim.domainsOf('reseller@example.com')).toEqual([name]);

    const early = await h.api.get(`/domains/${name}/information`);
    expect(early.status).toBe(403);
    expect(early.json).toEqual({
      error: 'The provided domain has not been found in your reseller account',
    });

    h.clock.advance(5000);
    const info = await h.api.get(`/domains/${name}/information`);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ domain: name, status: 'Active', expiryDate: '2028-11-22' });
    expect(h.sim.domain(name)?.state).toBe('active');
  });

  it('keeps orders of an unverified account pending until it is verified', async () => {
    h.sim.setVerified('reseller@example.com', false);
    const name = freeName('net', 'unverified');
    expect((await h.api.post('/order/domains/register', orderFields(name))).status).toBe(200);
    h.clock.advance(60_000);
    expect((await h.api.get(`/domains/${name}/information`)).status).toBe(403);
    expect(h.sim.domain(name)?.state).toBe('pending');
    h.sim.setVerified('reseller@example.com', true);
    expect((await h.api.get(`/domains/${name}/information`)).status).toBe(200);
  });

  it('activates pending registrations on demand', async () => {
    const name = freeName('org', 'ondemand');
    await h.api.post('/order/domains/register', orderFields(name));
    h.sim.provision(name);
    expect(h.sim.domain(name)?.state).toBe('active');
    expect((await h.api.get(`/domains/${name}/lock`)).json).toBe('locked');
  });

  it('refuses an order above the balance without charging or creating it', async () => {
    h.sim.setCredit('reseller@example.com', '5.00');
    const name = freeName('com', 'toodear');
    const res = await h.api.post('/order/domains/register', orderFields(name, { regperiod: 3 }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'Insufficient credits: the order costs 32.97 USD and the balance is 5.00 USD',
    });
    expect(h.sim.account('reseller@example.com')?.credit).toBe('5.00');
    expect(h.sim.domain(name)).toBeUndefined();
  });

  it('accepts only the registration periods the TLD offers', async () => {
    const de = await h.api.post(
      '/order/domains/register',
      orderFields(freeName('de'), { regperiod: 2 }),
    );
    expect([de.status, de.json]).toEqual([
      400,
      validation('regperiod 2 is not offered for .de (offered: 1)'),
    ]);
    const ai = freeName('ai', 'aidomain');
    expect((await h.api.post('/order/domains/register', orderFields(ai))).status).toBe(400);
    expect(
      (await h.api.post('/order/domains/register', orderFields(ai, { regperiod: 2 }))).json,
    ).toBe('success');
  });

  it('requires ns1 and ns2, the registrant and the TLD-specific fields', async () => {
    const name = freeName('us', 'fields');
    const noNs2 = await h.api.post(
      '/order/domains/register',
      orderFields(name, { nameservers: { ns1: 'ns1.example.net' } }),
    );
    expect(noNs2.json).toEqual(validation('nameservers[ns2] is required'));
    const noRegistrant = await h.api.post(
      '/order/domains/register',
      orderFields(name, { contacts: { tech: CONTACT, billing: CONTACT, admin: CONTACT } }),
    );
    expect([noRegistrant.status, noRegistrant.json]).toEqual([
      400,
      validation('contacts[registrant] is required'),
    ]);
    const badPhone = await h.api.post(
      '/order/domains/register',
      orderFields(name, {
        contacts: {
          registrant: { ...CONTACT, phonenumber: '02079460000' },
          tech: CONTACT,
          billing: CONTACT,
          admin: CONTACT,
        },
      }),
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.text).toContain('contacts[registrant][phonenumber]');
    const noNexus = await h.api.post('/order/domains/register', orderFields(name));
    expect(noNexus.json).toEqual(validation('domainfields[Nexus Category] is required for .us'));
    const ok = await h.api.post(
      '/order/domains/register',
      orderFields(name, {
        domainfields: encodeDomainFields({ 'Nexus Category': 'C11', 'Application Purpose': 'P1' }),
      }),
    );
    expect(ok.json).toBe('success');
    expect(h.sim.countRequests({ path: '/order/domains/register' })).toBe(5);
  });

  it('rejects missing, malformed and unknown-TLD domains', async () => {
    expect((await h.api.post('/order/domains/register', orderFields(''))).json).toEqual(
      validation('domain is required'),
    );
    const bad = await h.api.post('/order/domains/register', orderFields('-bad-.com'));
    expect(bad.json).toEqual(
      validation('domain: The domain name cannot begin or end with a hyphen'),
    );
    const tld = await h.api.post('/order/domains/register', orderFields('hello.notatld'));
    expect(tld.status).toBe(400);
  });

  it('refuses names that are registered, including ones just ordered by another account', async () => {
    expect((await h.api.post('/order/domains/register', orderFields('google.com'))).json).toEqual(
      validation('google.com is not available for registration'),
    );
    const name = freeName('io', 'twice');
    await h.api.post('/order/domains/register', orderFields(name));
    expect((await h.api.post('/order/domains/register', orderFields(name))).status).toBe(400);
  });

  it('charges premium names at their premium price and EUR accounts in EUR', async () => {
    const eur = await startHarness({}, { currency: 'EUR', credit: '10000.00' });
    try {
      await eur.api.post('/order/domains/register', orderFields(freeName('com', 'euro')));
      expect((await eur.api.get('/billing/credits')).json).toBe('9989.89');
      const lookup = await eur.api.post('/domains/lookup', {
        searchTerm: 'pizza',
        tldsToInclude: ['.com'],
        premiumEnabled: true,
      });
      const [result] = lookup.json as { premiumCostPricing: { type: string; price: string }[] }[];
      const premium = result?.premiumCostPricing.find((p) => p.type === 'register')?.price ?? '';
      await eur.api.post('/order/domains/register', orderFields('pizza.com'));
      const expected = (998_989 - Math.round(Number(premium) * 100)) / 100;
      expect((await eur.api.get('/billing/credits')).json).toBe(expected.toFixed(2));
      expect(eur.sim.domain('pizza.com')?.premium).toBe(true);
    } finally {
      await eur.sim.close();
    }
  });
});

describe('transfer and renewal orders', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ transferDelayMs: 10_000 });
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('completes a transfer with the right code after the registry delay', async () => {
    const name = takenName('com', 'moving');
    const code = h.sim.eppCodeFor(name);
    const res = await h.api.post('/order/domains/transfer', orderFields(name, { eppcode: code }));
    expect(res.json).toBe('success');
    expect((await h.api.get('/billing/credits')).json).toBe('989.01');
    expect(h.sim.domain(name)?.state).toBe('transfer-pending');
    expect((await h.api.post(`/domains/${name}/transfersync`)).status).toBe(500);
    const before = h.sim.domain(name)?.expiresAt ?? '';
    h.clock.advance(10_000);
    const sync = await h.api.post(`/domains/${name}/transfersync`);
    expect(sync.json).toMatchObject({ completed: true });
    const after = h.sim.domain(name)?.expiresAt ?? '';
    expect(Number(after.slice(0, 4)) - Number(before.slice(0, 4))).toBe(1);
    expect((await h.api.get(`/domains/${name}/information`)).status).toBe(200);
  });

  it('accepts a wrong code, then fails the transfer and refunds the credit', async () => {
    const name = takenName('net', 'wrongcode');
    await h.api.post('/order/domains/transfer', orderFields(name, { eppcode: 'not-the-code' }));
    expect(h.sim.account('reseller@example.com')?.credit).toBe('987.01');
    h.clock.advance(10_000);
    const sync = await h.api.post(`/domains/${name}/transfersync`);
    expect(sync.json).toEqual({
      failed: true,
      reason: 'The authorization code was rejected by the losing registrar',
    });
    expect((await h.api.get('/billing/credits')).json).toBe('1000.00');
    expect(h.sim.domain(name)?.state).toBe('transfer-failed');
    expect((await h.api.get(`/domains/${name}/information`)).status).toBe(403);
  });

  it('completes or fails a transfer on demand', async () => {
    const ok = takenName('org', 'demand');
    const ko = takenName('org', 'demand', 1);
    await h.api.post('/order/domains/transfer', orderFields(ok, { eppcode: h.sim.eppCodeFor(ok) }));
    await h.api.post('/order/domains/transfer', orderFields(ko, { eppcode: h.sim.eppCodeFor(ko) }));
    h.sim.completeTransfer(ok);
    h.sim.completeTransfer(ko, 'failed');
    expect(h.sim.domain(ok)?.state).toBe('active');
    expect(h.sim.domain(ko)?.state).toBe('transfer-failed');
    expect(h.sim.account('reseller@example.com')?.credit).toBe('988.01');
  });

  it('requires an auth code where the TLD needs one, and a registered name', async () => {
    const name = takenName('com', 'nocode');
    expect((await h.api.post('/order/domains/transfer', orderFields(name))).json).toEqual(
      validation('eppcode is required for .com transfers'),
    );
    const uk = takenName('co.uk', 'tagmove');
    expect((await h.api.post('/order/domains/transfer', orderFields(uk))).json).toBe('success');
    const free = freeName('com', 'nottaken');
    const res = await h.api.post('/order/domains/transfer', orderFields(free, { eppcode: 'x' }));
    expect(res.json).toEqual(validation(`${free} is not registered, so it cannot be transferred`));
  });

  it('renews an active domain: charges and extends the expiry; pending ones are not in the account', async () => {
    const name = freeName('com', 'renewme');
    await h.api.post('/order/domains/register', orderFields(name));
    expect((await h.api.post('/order/domains/renew', { domain: name, regperiod: 1 })).status).toBe(
      403,
    );
    h.sim.provision();
    const res = await h.api.post('/order/domains/renew', { domain: name, regperiod: 3 });
    expect(res.json).toBe('success');
    expect(h.sim.domain(name)?.expiresAt).toBe('2030-11-22');
    expect((await h.api.get('/billing/credits')).json).toBe(
      String((100_000 - 1099 - 3 * 1299) / 100),
    );
    const tooLong = await h.api.post('/order/domains/renew', { domain: name, regperiod: 7 });
    expect(tooLong.status).toBe(400);
  });
});
