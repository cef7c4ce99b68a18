import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSetInput } from '../../../shared/ipc/channels/domainsTypes';
import { FULL_CONTACT } from '../portfolio/testing/portfolioHarness';
import { startDomainsHarnessWithDns } from './testing/domainsHarness';
import type { DomainsHarness } from './testing/domainsHarness';

let h: DomainsHarness;
beforeEach(async () => {
  h = await startDomainsHarnessWithDns();
});
afterEach(async () => {
  await h.close();
});

const liveDns = () =>
  (h.sim.domain(h.name)?.dns ?? []).map((r) => `${r.hostname} ${r.type} ${r.address}`).sort();

describe('undoing an older change on top of later ones', () => {
  it('takes out what a DNS change added and puts back what it removed, keeping later records', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    // Change 1: the CNAME goes, an MX comes.
    const first = await h.domains.saveDns(ref, {
      records: [
        ...base.filter((r) => r.type !== 'CNAME'),
        { hostname: '@', type: 'MX', address: 'mail.example.net', priority: 10 },
      ],
      base,
    });
    // Change 2, later: a TXT record.
    await h.domains.saveDns(ref, {
      records: [...first.data, { hostname: '@', type: 'TXT', address: 'v=spf1 -all', priority: 0 }],
      base: first.data,
    });

    const undone = await h.domains.restore(first.activityId);

    expect(liveDns()).toEqual(['@ A 192.0.2.10', '@ TXT v=spf1 -all', `www CNAME ${h.name}.`]);
    expect(h.domains.activity(ref)[0]).toMatchObject({
      id: undone.activityId,
      action: 'dns.restore',
      resultDetail: expect.stringContaining(`Undoes change #${first.activityId}`) as string,
    });
  });

  it('refuses when the set changed since the preview was read, and sends nothing', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    const first = await h.domains.saveDns(ref, {
      records: base.filter((r) => r.type !== 'CNAME'),
      base,
    });
    const shown = (await h.domains.getDns(ref)).data;
    await h.main.otherClient.saveDns(h.name, [
      { hostname: '@', type: 'A', address: '192.0.2.99', priority: 0 },
    ]);
    await expect(h.domains.restore(first.activityId, shown)).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(liveDns()).toEqual(['@ A 192.0.2.99']);
  });

  it('undoes a contacts change on fields no later change touched, keeping the later ones', async () => {
    const ref = { name: h.name };
    const contacts = (emailOf: string, company: string): ContactSetInput => ({
      Registrant: { ...FULL_CONTACT, email: emailOf, companyname: company },
      Technical: FULL_CONTACT,
      Billing: FULL_CONTACT,
      Admin: FULL_CONTACT,
    });
    await h.domains.saveContacts(ref, { contacts: contacts('old@example.org', 'Acme') });
    const emailChange = await h.domains.saveContacts(ref, {
      contacts: contacts('new@example.org', 'Acme'),
    });
    const companyChange = await h.domains.saveContacts(ref, {
      contacts: contacts('new@example.org', 'Beta Ltd'),
    });

    await h.domains.restore(emailChange.activityId);
    expect(h.sim.domain(h.name)?.contacts?.Registrant).toMatchObject({
      email: 'old@example.org',
      companyname: 'Beta Ltd',
    });

    // A later save sets the company again: undoing the company change would overwrite it,
    // so nothing is sent and the later change is named.
    const later = await h.domains.saveContacts(ref, {
      contacts: contacts('old@example.org', 'Gamma GmbH'),
    });
    await expect(h.domains.restore(companyChange.activityId)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining(
        `Registrant · Company was changed again by change #${later.activityId}`,
      ) as string,
      detail: { changeInTheWay: later.activityId },
    });
    expect(h.sim.domain(h.name)?.contacts?.Registrant.companyname).toBe('Gamma GmbH');
  });
});
