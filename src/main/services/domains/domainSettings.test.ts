import { readFileSync, existsSync } from 'node:fs';
import { isDeepStrictEqual as isEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSetInput } from '../../../shared/ipc/channels/domainsTypes';
import { FULL_CONTACT } from '../portfolio/testing/portfolioHarness';
import { startDomainsHarness } from './testing/domainsHarness';
import type { DomainsHarness } from './testing/domainsHarness';

let h: DomainsHarness;
beforeEach(async () => {
  h = await startDomainsHarness();
});
afterEach(async () => {
  await h.close();
});

const liveNameservers = () => h.sim.domain(h.name)?.nameservers;

describe('nameservers', () => {
  it('restores the nameservers a change replaced, as a new logged change', async () => {
    const ref = { name: h.name };
    const changed = await h.domains.saveNameservers(ref, {
      nameservers: ['NS1.New-Host.net.', ' ns2.new-host.net', ''],
    });
    expect(liveNameservers()).toEqual(['ns1.new-host.net', 'ns2.new-host.net']);
    expect(h.portfolio.get(ref).domain.nameservers).toEqual([
      'ns1.new-host.net',
      'ns2.new-host.net',
    ]);

    const restored = await h.domains.restore(changed.activityId);

    expect(liveNameservers()).toEqual(['ns1.example.net', 'ns2.example.net']);
    expect(h.portfolio.get(ref).domain.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
    const [entry] = h.domains.activity(ref);
    expect(entry).toMatchObject({
      id: restored.activityId,
      action: 'nameservers.restore',
      before: ['ns1.new-host.net', 'ns2.new-host.net'],
      after: ['ns1.example.net', 'ns2.example.net'],
      resultDetail: expect.stringContaining(`Undoes change #${changed.activityId}`) as string,
    });
  });

  it('refuses to undo a change once the nameservers were set again, and says by whom', async () => {
    const ref = { name: h.name };
    const changed = await h.domains.saveNameservers(ref, {
      nameservers: ['a.dns.example', 'b.dns.example'],
    });
    await h.main.otherClient.saveNameservers(h.name, {
      ns1: 'c.dns.example',
      ns2: 'd.dns.example',
    });
    await expect(h.domains.restore(changed.activityId)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining(
        'The nameservers were changed again outside DomainDesk',
      ) as string,
      detail: { changeInTheWay: null },
    });
    expect(liveNameservers()).toEqual(['c.dns.example', 'd.dns.example']);
  });

  it('needs two to five valid host names', async () => {
    const ref = { name: h.name };
    await expect(
      h.domains.saveNameservers(ref, { nameservers: ['ns1.example.net'] }),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining('ns2 is required') as string,
    });
    await expect(
      h.domains.saveNameservers(ref, { nameservers: ['ns1.example.net', 'exa mple.net'] }),
    ).rejects.toMatchObject({
      detail: {
        issues: [{ path: 'ns2', message: 'ns2: "exa mple.net" is not a valid host name.' }],
      },
    });
  });
});

describe('child nameservers', () => {
  it('registers, changes and deletes glue records under the domain only', async () => {
    const ref = { name: h.name };
    await expect(
      h.domains.changeGlue(ref, {
        op: 'register',
        nameserver: 'ns1.elsewhere.net',
        ipaddress: '192.0.2.53',
      }),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining(`under ${h.name}`) as string,
    });
    await expect(
      h.domains.changeGlue(ref, {
        op: 'register',
        nameserver: `ns1.${h.name}`,
        ipaddress: '192.0.2.300',
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('"192.0.2.300" is not an IPv4 or IPv6 address') as string,
    });

    await h.domains.changeGlue(ref, {
      op: 'register',
      nameserver: `ns1.${h.name}`,
      ipaddress: '192.0.2.53',
    });
    const modified = await h.domains.changeGlue(ref, {
      op: 'modify',
      nameserver: `NS1.${h.name}`,
      currentIpaddress: '192.0.2.53',
      newIpaddress: '2001:db8::53',
    });
    expect(modified.data).toEqual([{ nameserver: `ns1.${h.name}`, ipaddress: '2001:db8::53' }]);
    expect(h.sim.domain(h.name)?.childNameservers).toEqual([
      { hostname: `ns1.${h.name}`, ipaddress: '2001:db8::53' },
    ]);
    const deleted = await h.domains.changeGlue(ref, { op: 'delete', nameserver: `ns1.${h.name}` });
    expect(deleted.data).toEqual([]);
    expect(
      h.domains
        .activity(ref)
        .slice(0, 3)
        .map((e) => e.action),
    ).toEqual(['glue.delete', 'glue.modify', 'glue.register']);
  });
});

describe('contacts', () => {
  const good: ContactSetInput = {
    Registrant: {
      ...FULL_CONTACT,
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@example.org',
      phonenumber: '+1.202 555 0100',
      country: 'us',
    },
    Technical: FULL_CONTACT,
    Billing: FULL_CONTACT,
    Admin: FULL_CONTACT,
  };

  it('explains each field that is missing or badly formed', async () => {
    const attempt = h.domains.saveContacts(
      { name: h.name },
      {
        contacts: {
          ...good,
          Registrant: {
            ...good.Registrant,
            email: 'grace.example.org',
            phonenumber: '2025550100',
            country: 'UK',
          },
          Billing: { ...FULL_CONTACT, city: '  ' },
        },
      },
    );
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid_input',
      detail: {
        issues: [
          {
            path: 'Registrant.email',
            message: 'Registrant: e-mail "grace.example.org" is not a valid address.',
          },
          {
            path: 'Registrant.phonenumber',
            message: expect.stringContaining('must be +CC.NNNN') as string,
          },
          {
            path: 'Registrant.country',
            message: 'Registrant: "UK" is not a country code: use GB for the United Kingdom.',
          },
          { path: 'Billing.city', message: 'Billing: City is required.' },
        ],
      },
    });
  });

  it('saves the four roles and logs the set before and after', async () => {
    const ref = { name: h.name };
    const saved = await h.domains.saveContacts(ref, { contacts: good });
    expect(h.sim.domain(h.name)?.contacts?.Registrant).toMatchObject({
      firstname: 'Grace',
      phonenumber: '+1.2025550100',
      country: 'US',
    });
    const [entry] = h.domains.activity(ref);
    expect(entry).toMatchObject({
      id: saved.activityId,
      action: 'contacts.save',
      restorable: true,
    });
    expect(entry?.before).toMatchObject({ contacts: { Registrant: { firstname: 'Ada' } } });
    expect(entry?.after).toMatchObject({ contacts: { Registrant: { firstname: 'Grace' } } });

    await h.domains.restore(saved.activityId);
    expect(h.sim.domain(h.name)?.contacts?.Registrant).toMatchObject({
      firstname: 'Ada',
      country: 'GB',
    });
    expect(h.domains.activity(ref)[0]).toMatchObject({
      action: 'contacts.restore',
      restorable: true,
    });
  });
});

describe('lock, EPP code and the end of a domain', () => {
  it('shows the EPP code but never writes it to the cache file', async () => {
    const ref = { name: h.name };
    const locked = await h.domains.setLock(ref, false);
    expect(h.domains.activity(ref)[0]).toMatchObject({
      id: locked.activityId,
      action: 'lock.set',
      after: { locked: false },
    });

    const code = await h.domains.getEppCode(ref);
    expect(code.eppCode).toBe(h.sim.eppCodeFor(h.name));
    expect(h.domains.activity(ref)[0]).toMatchObject({
      action: 'eppcode.get',
      before: null,
      after: null,
    });

    const files = [h.cacheFile, `${h.cacheFile}-wal`].filter((file) => existsSync(file));
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    expect(bytes.includes(h.name)).toBe(true);
    expect(bytes.includes(code.eppCode ?? 'missing')).toBe(false);
  });

  it('needs a transfer tag to release, and marks a deleted domain deleted', async () => {
    const ref = { name: h.name };
    await expect(h.domains.release(ref, '  ')).rejects.toMatchObject({ kind: 'invalid_input' });
    const other = await h.activeDomain(h.main, 'doomed');
    await h.domains.release(ref, 'GAINING-TAG');
    await h.domains.delete({ name: other });
    expect(h.portfolio.get(ref).domain).toMatchObject({ status: 'released' });
    expect(h.portfolio.get({ name: other }).domain).toMatchObject({
      status: 'deleted',
      statusReason: 'Deletion requested through DomainDesk.',
    });
    expect(h.sim.domain(other)?.state).toBe('deleted');
    // A later sync keeps saying why the API no longer answers for it.
    expect((await h.portfolio.sync(h.main.accountId, other)).domain.status).toBe('deleted');
  });
});

describe('a registrar module that lacks a function', () => {
  it('answers unsupported, naming the function and the account, without asking again', async () => {
    const basic = h.addAccount({ email: 'basic@example.com', profile: 'basic' });
    const name = await h.activeDomain(basic, 'plain');
    const eppCalls = () => h.sim.countRequests({ method: 'GET', path: /\/eppcode$/ });

    await expect(h.domains.getEppCode({ name })).rejects.toMatchObject({
      kind: 'unsupported',
      message:
        'Fetching the EPP code is not offered by the registrar behind the account "Reseller basic@example.com".',
      detail: { feature: 'eppcode', accountId: basic.accountId },
    });
    expect(eppCalls()).toBe(1);
    await expect(h.domains.getEppCode({ name })).rejects.toMatchObject({ kind: 'unsupported' });
    expect(eppCalls()).toBe(1);
    // DNS was found missing by the sync: refused before any call.
    const dnsCalls = h.sim.countRequests({ path: /\/dns$/ });
    await expect(h.domains.getDns({ name })).rejects.toMatchObject({
      kind: 'unsupported',
      detail: { feature: 'dns' },
    });
    expect(h.sim.countRequests({ path: /\/dns$/ })).toBe(dnsCalls);
    expect(h.portfolio.unsupported(basic.accountId)).toEqual(['dns', 'email', 'eppcode']);
  });

  it('learns ID protection is missing from one 501, says so to the screens, and asks again once told to', async () => {
    const basic = h.addAccount({ email: 'basic-private@example.com', profile: 'basic' });
    const name = await h.activeDomain(basic, 'private');
    const protectCalls = () => h.sim.countRequests({ path: /\/protectid$/ });
    const accountChanges = () =>
      h.events.filter(
        (e) =>
          e.name === 'cache:changed' &&
          isEqual(e.payload, { scope: 'domains', accountId: basic.accountId }),
      ).length;

    const before = accountChanges();
    await expect(h.domains.setIdProtection({ name }, true)).rejects.toMatchObject({
      kind: 'unsupported',
      detail: { feature: 'idprotection' },
    });
    expect(accountChanges()).toBe(before + 1);
    expect(h.portfolio.get({ name }).unsupported).toContain('idprotection');
    await expect(h.domains.setIdProtection({ name }, true)).rejects.toMatchObject({
      kind: 'unsupported',
    });
    expect(protectCalls()).toBe(1);

    // "Check again": forgotten in the cache file, the screens told, the next use asks again.
    h.portfolio.resetUnsupported(basic.accountId);
    expect(accountChanges()).toBe(before + 2);
    expect(h.portfolio.get({ name }).unsupported).toEqual([]);
    await expect(h.domains.setIdProtection({ name }, true)).rejects.toMatchObject({
      kind: 'unsupported',
    });
    expect(protectCalls()).toBe(2);
  });
});
