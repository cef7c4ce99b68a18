import { describe, expect, it } from 'vitest';
import type { ResellerClient } from '../../src/main/api/client';
import {
  activeDomain,
  clientFor,
  contact,
  EMAIL,
  failureOf,
  findName,
  NAMESERVERS,
  orderContacts,
  simulatorWithAccount,
} from './harness';

describe('domain management against the simulator (full registrar)', () => {
  it('reads and replaces nameservers', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'ns-change');
    expect(await client.getNameservers(name)).toMatchObject(NAMESERVERS);
    await client.saveNameservers(name, {
      ns1: 'a.dns.example',
      ns2: 'b.dns.example',
      ns3: 'c.dns.example',
    });
    expect(await client.getNameservers(name)).toMatchObject({
      ns1: 'a.dns.example',
      ns2: 'b.dns.example',
      ns3: 'c.dns.example',
    });
    expect(sim.domain(name)?.nameservers).toEqual([
      'a.dns.example',
      'b.dns.example',
      'c.dns.example',
    ]);
  });

  it('registers, modifies and deletes a child nameserver', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'glue');
    await client.registerChildNameserver(name, {
      nameserver: `ns1.${name}`,
      ipaddress: '192.0.2.10',
    });
    await client.modifyChildNameserver(name, {
      nameserver: `ns1.${name}`,
      currentipaddress: '192.0.2.10',
      newipaddress: '192.0.2.20',
    });
    await client.deleteChildNameserver(name, { nameserver: `ns1.${name}` });
    const glue = sim.requests.filter((r) => r.path.startsWith(`/domains/${name}/nameservers/`));
    expect(glue.map((r) => [r.path.split('/').at(-1), r.status])).toEqual([
      ['register', 200],
      ['modify', 200],
      ['delete', 200],
    ]);
    expect(glue[1]?.body).toEqual({
      nameserver: `ns1.${name}`,
      currentipaddress: '192.0.2.10',
      newipaddress: '192.0.2.20',
    });
  });

  it('reads contacts under model keys whatever labels the registrar uses, and saves them', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'contacts');
    const before = await client.getContacts(name);
    expect(before.contacts.Registrant).toMatchObject({
      firstname: 'Ann',
      lastname: 'Lee',
      email: 'ann@example.org',
      phonenumber: '+44.1132000000',
      country: 'GB',
    });
    const updated = {
      ...contact('Zoë'),
      companyname: 'Zoë & Co "Ltd" [UK]',
      address2: 'Flat 3; rear',
      tax_id: 'GB 123 4567 89',
    };
    await client.saveContacts(name, {
      Registrant: updated,
      Technical: contact('Tom'),
      Billing: contact('Bea'),
      Admin: contact('Al'),
    });
    expect(sim.requests.at(-1)?.body).toMatchObject({
      contactdetails: { Registrant: { firstname: 'Zoë', companyname: 'Zoë & Co "Ltd" [UK]' } },
    });
    const after = await client.getContacts(name);
    expect(after.contacts.Registrant).toMatchObject({
      firstname: 'Zoë',
      companyname: 'Zoë & Co "Ltd" [UK]',
      address2: 'Flat 3; rear',
      tax_id: 'GB 123 4567 89',
      extra: {},
    });
  });

  it('reads and replaces DNS records', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'dns-zone');
    await client.saveDns(name, [
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: '@', type: 'MX', address: 'mail.dns-zone.com', priority: 10 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 include:_spf.example ~all', priority: 0 },
    ]);
    const records = await client.getDns(name);
    expect(records.map((r) => [r.hostname, r.type, r.address, r.priority])).toEqual([
      ['@', 'A', '192.0.2.1', 0],
      ['@', 'MX', 'mail.dns-zone.com', 10],
      ['@', 'TXT', 'v=spf1 include:_spf.example ~all', 0],
    ]);
    expect(records.every((r) => typeof r.recid === 'string' && r.recid !== '')).toBe(true);
    expect(sim.requests.at(-2)?.body).toMatchObject({
      dnsrecords: [{ hostname: '@', type: 'A' }, { type: 'MX', priority: '10' }, { type: 'TXT' }],
    });
  });

  it('reads and sets the registrar lock', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'lock');
    await client.setLock(name, 'unlocked');
    expect(await client.getLock(name)).toBe('unlocked');
    await client.setLock(name, 'locked');
    expect(await client.getLock(name)).toBe('locked');
    expect(sim.domain(name)?.locked).toBe(true);
  });

  it('reads and replaces e-mail forwarding rules, empty prefix included', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'mail-fwd');
    await client.saveEmailForwarding(name, [
      { prefix: 'info', forwardto: 'ann@example.org' },
      { prefix: '', forwardto: 'catch-all@example.org' },
    ]);
    expect(sim.requests.at(-1)?.body).toMatchObject({
      prefix: ['info', ''],
      forwardto: ['ann@example.org', 'catch-all@example.org'],
    });
    const rules = await client.getEmailForwarding(name);
    expect(rules.map((r) => [r.prefix, r.forwardto])).toEqual([
      ['info', 'ann@example.org'],
      ['', 'catch-all@example.org'],
    ]);
  });

  it('switches ID protection and fetches the EPP code', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'privacy');
    await client.setIdProtection(name, true);
    expect(sim.domain(name)?.idProtection).toBe(true);
    await client.setIdProtection(name, false);
    expect(sim.domain(name)?.idProtection).toBe(false);
    expect((await client.eppCode(name)).eppCode).toBe(sim.eppCodeFor(name));
  });

  it('syncs an active domain and follows a transfer to completion', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'synced');
    const sync = await client.sync(name);
    expect(sync).toMatchObject({ active: true, expired: false });
    expect(sync.expirydate).toBe(sim.domain(name)?.expiresAt.slice(0, 10));

    const moving = await findName(sim, 'arriving', '.com', 'unavailable');
    await client.transfer({
      domain: moving,
      regperiod: 1,
      nameservers: NAMESERVERS,
      contacts: orderContacts(),
      eppcode: sim.eppCodeFor(moving),
    });
    expect((await failureOf(client.transferSync(moving))).kind).toBe('registrar_error');
    sim.completeTransfer(moving, 'completed');
    sim.provision(moving);
    const status = await client.transferSync(moving);
    expect(status.completed).toBe(true);
    expect(status.expirydate).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('releases and deletes domains, which then leave the account', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const released = await activeDomain(sim, client, 'let-go', '.co.uk');
    await client.release(released, 'NEWTAG');
    expect(sim.domain(released)?.state).toBe('released');
    expect((await failureOf(client.information(released))).kind).toBe('not_in_account');

    const deleted = await activeDomain(sim, client, 'remove-me');
    await client.deleteDomain(deleted);
    expect(sim.domainsOf(EMAIL)).not.toContain(deleted);
    expect((await failureOf(client.information(deleted))).kind).toBe('not_in_account');
  });
});

async function expectUnsupported(call: Promise<unknown>): Promise<void> {
  const error = await failureOf(call);
  expect(error.kind).toBe('unsupported');
  expect(error.status).toBe(501);
  expect(error.message).toMatch(/registrar/);
}

function featureCalls(client: ResellerClient, name: string): (() => Promise<unknown>)[] {
  return [
    () => client.getDns(name),
    () => client.saveDns(name, [{ hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 }]),
    () => client.getEmailForwarding(name),
    () => client.saveEmailForwarding(name, [{ prefix: 'a', forwardto: 'b@example.org' }]),
    () => client.setIdProtection(name, true),
    () =>
      client.registerChildNameserver(name, { nameserver: `ns1.${name}`, ipaddress: '192.0.2.1' }),
    () =>
      client.modifyChildNameserver(name, {
        nameserver: `ns1.${name}`,
        currentipaddress: '192.0.2.1',
        newipaddress: '192.0.2.2',
      }),
    () => client.deleteChildNameserver(name, { nameserver: `ns1.${name}` }),
  ];
}

describe('functions the registrar lacks answer unsupported (501)', () => {
  it("on the 'basic' profile: DNS, e-mail forwarding, ID protection, child nameservers and EPP code", async () => {
    const sim = await simulatorWithAccount({ profile: 'basic' });
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'basic-reg');
    for (const call of featureCalls(client, name)) await expectUnsupported(call());
    await expectUnsupported(client.eppCode(name));
    // The rest works, and contacts come back with model keys on this profile.
    expect((await client.getContacts(name)).contacts.Admin?.firstname).toBe('Al');
    expect(await client.getLock(name)).toMatch(/^(un)?locked$/);
  });

  it("on the 'no-epp' profile: only the EPP code", async () => {
    const sim = await simulatorWithAccount({ profile: 'no-epp' });
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'no-epp');
    await expectUnsupported(client.eppCode(name));
    expect(await client.getDns(name)).toEqual([]);
    await client.setIdProtection(name, true);
  });
});
