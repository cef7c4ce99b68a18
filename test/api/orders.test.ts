import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../src/shared/api';
import {
  clientFor,
  EMAIL,
  failureOf,
  findLookup,
  findName,
  NAMESERVERS,
  orderContacts,
  simulatorWithAccount,
} from './harness';

const order = (domain: string, regperiod = 1) => ({
  domain,
  regperiod,
  nameservers: NAMESERVERS,
  contacts: orderContacts(),
});

describe('orders against the simulator', () => {
  it('registers a domain: credit is charged and the domain is pending', async () => {
    const sim = await simulatorWithAccount({ credit: '100.00' });
    const { client } = clientFor(sim);
    const name = await findName(sim, 'fresh-order');
    const result = await client.register({
      ...order(name, 2),
      nameservers: { ...NAMESERVERS, ns3: ' ' },
      addons: { dnsmanagement: true, idprotection: false },
    });
    expect(result.message).toBe('success');
    expect(sim.domain(name)).toMatchObject({ account: EMAIL, state: 'pending' });
    expect(moneyToCents(sim.account(EMAIL)?.credit ?? '')).toBeLessThan(10_000);
    const body = sim.requests.at(-1)?.body;
    expect(body).toMatchObject({
      domain: name,
      regperiod: '2',
      nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
      contacts: { registrant: { firstname: 'Ann', companyname: 'Lee & Sons' } },
      addons: { dnsmanagement: '1', idprotection: '0' },
    });
    // A blank optional nameserver is left out rather than sent empty.
    expect(body?.nameservers).not.toHaveProperty('ns3');
  });

  it('sends .us registry fields as the serialized text the API publishes', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await findName(sim, 'nexus-order', '.us');
    const domainfields = { 'Nexus Category': 'C11', 'Application Purpose': 'P1' };
    const result = await client.register({ ...order(name), domainfields });
    expect(result.message).toBe('success');
    expect(sim.domain(name)?.state).toBe('pending');
    const sent = sim.requests.at(-1)?.body.domainfields;
    expect(typeof sent).toBe('string');
    expect(Buffer.from(String(sent), 'base64').toString('utf8')).toBe(
      'a:2:{s:14:"Nexus Category";s:3:"C11";s:19:"Application Purpose";s:2:"P1";}',
    );
    // No fields at all is the serialization of an empty array, as the vendor module sends it.
    await client.register(order(await findName(sim, 'no-fields')));
    expect(sim.requests.at(-1)?.body.domainfields).toBe('YTowOnt9');
  });

  it('orders an internationalized name in its ASCII form', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const found = await findLookup(sim, 'bücher-laden');
    const unicode = found.idnDomainName ?? '';
    expect(unicode).toMatch(/^bücher-laden-\d+\.com$/);
    await client.register(order(unicode.replace('bücher', 'Bücher')));
    // The ASCII form as computed independently by node:url.
    expect(sim.domain(domainToASCII(unicode))?.state).toBe('pending');
  });

  it('while pending, management answers not_in_account and sync answers registrar_error', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await findName(sim, 'pending-one');
    await client.register(order(name));

    const info = await failureOf(client.information(name));
    expect(info.kind).toBe('not_in_account');
    expect(info.status).toBe(403);
    expect(info.message).toMatch(/pending/);
    expect((await failureOf(client.getLock(name))).kind).toBe('not_in_account');

    const sync = await failureOf(client.sync(name));
    expect(sync.kind).toBe('registrar_error');
    expect(sync.status).toBe(500);
    expect(sync.serverMessage).toMatch(/^Registrar Error/);

    sim.provision(name);
    expect((await client.information(name)).domain).toBe(name);
    await client.sync(name);
  });

  it('an unverified account keeps its orders pending until its e-mail is verified', async () => {
    const sim = await simulatorWithAccount({ verified: false }, { provisioningDelayMs: 0 });
    const { client } = clientFor(sim);
    const name = await findName(sim, 'unverified');
    await client.register(order(name));
    expect((await failureOf(client.information(name))).kind).toBe('not_in_account');
    sim.setVerified(EMAIL, true);
    expect((await client.information(name)).domain).toBe(name);
  });

  it('reports insufficient credit without charging or creating the domain', async () => {
    const sim = await simulatorWithAccount({ credit: '1.00' });
    const { client } = clientFor(sim);
    const name = await findName(sim, 'too-dear');
    const error = await failureOf(client.register(order(name)));
    expect(error.kind).toBe('insufficient_credit');
    expect(error.message).toMatch(/credit balance is too low/);
    expect(error.serverMessage).toMatch(/Insufficient credits/);
    expect(sim.domain(name)).toBeUndefined();
    expect(sim.account(EMAIL)?.credit).toBe('1.00');
  });

  it('reports a period the TLD does not offer as validation', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await findName(sim, 'long-time', '.io');
    const error = await failureOf(client.register(order(name, 9)));
    expect(error.kind).toBe('validation');
    expect(error.serverMessage).toMatch(/regperiod/);
    expect(sim.countRequests({ path: '/order/domains/register' })).toBe(1);
  });

  it('transfers a domain registered elsewhere with its auth code', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await findName(sim, 'moving-in', '.com', 'unavailable');
    await client.transfer({ ...order(name), eppcode: sim.eppCodeFor(name) });
    expect(sim.domain(name)).toMatchObject({ kind: 'transfer', account: EMAIL });
    expect(sim.requests.at(-1)?.body).toMatchObject({ eppcode: sim.eppCodeFor(name) });
  });

  it('renews an active domain and charges for it', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await findName(sim, 'keep-it');
    await client.register(order(name));
    sim.provision(name);
    const before = moneyToCents(await client.credits()) ?? 0;
    const expiry = sim.domain(name)?.expiresAt ?? '';
    await client.renew({ domain: name, regperiod: 2 });
    expect(moneyToCents(await client.credits())).toBeLessThan(before);
    expect(sim.domain(name)?.expiresAt.localeCompare(expiry)).toBe(1);
  });
});
