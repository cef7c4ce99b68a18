import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../src/shared/ipc';
import { domainFieldNameProblem } from '../../src/shared/domainFields';
import { refusedIssues } from '../../src/shared/ipc/errorDetails';
import { startDomainsHarness } from '../../src/main/services/domains/testing/domainsHarness';
import type { DomainsHarness } from '../../src/main/services/domains/testing/domainsHarness';
import { openDesk } from '../../src/main/services/testing/deskHarness';
import type { Desk } from '../../src/main/services/testing/deskHarness';
import { CONTACT_CASES, FORWARDING_CASES, GOOD_CONTACT, NAMESERVER_CASES } from './ruleTables';

/* The shared rule tables against main: through the bridge's dispatcher and the services. */

let desk: Desk | undefined;
let domains: DomainsHarness | undefined;
afterEach(async () => {
  await desk?.close();
  await domains?.close();
  [desk, domains] = [undefined, undefined];
});

const ns = ['ns1.example.net', 'ns2.example.net'];

describe('main refuses what the contact rule refuses', () => {
  it.each(CONTACT_CASES)('$name: a contact profile, then an order', async (c) => {
    desk = await openDesk();
    const contact = { ...GOOD_CONTACT, [c.field]: c.value };
    const saved = await desk.call('contactProfiles:save', { name: 'Ada', contact });
    expect(saved.ok).toBe(false);
    const profileIssue = refusedIssues(saved.ok ? null : saved.error)[0];
    expect(profileIssue?.path).toBe(`contact.${c.field}`);
    expect(profileIssue?.message.toLowerCase()).toContain(c.says.toLowerCase());

    const accountId = await desk.connect();
    const sentBefore = desk.sim.countRequests({ method: 'POST' });
    const order = { domain: 'rules-table-example.com', operation: 'register', period: 1 };
    const placed = await desk.call('orders:place', {
      accountId,
      order: { ...order, nameservers: ns, contacts: { registrant: contact } },
    });
    expect(placed.ok).toBe(false);
    const orderIssues = refusedIssues(placed.ok ? null : placed.error);
    // The bridge names the input (`order.`), the order check what is inside it.
    expect(orderIssues.map((issue) => issue.path.replace(/^order\./, ''))).toEqual([
      `contacts.registrant.${c.field}`,
    ]);
    expect(orderIssues[0]?.message.toLowerCase()).toContain(c.says.toLowerCase());
    expect(desk.sim.countRequests({ method: 'POST' })).toBe(sentBefore);
  });
});

describe('main refuses a registry field name the cart editor refuses', () => {
  it("in the editor's words, on that field, and keeps the line as it was", async () => {
    desk = await openDesk();
    const accountId = await desk.connect();
    const domain = 'rules-table-example.de';
    const line = { domain, operation: 'register', period: 1 } as const;
    expect((await desk.call('orders:cartPut', { accountId, item: line })).ok).toBe(true);
    const refused = await desk.call('orders:cartPut', {
      accountId,
      item: { ...line, domainfields: { 'Nexus[Country]': 'DE', '': 'x' } },
    });
    expect(refusedIssues(refused.ok ? null : refused.error)).toEqual([
      {
        path: 'item.domainfields.Nexus[Country]',
        message: domainFieldNameProblem('Nexus[Country]'),
      },
      { path: 'item.domainfields', message: domainFieldNameProblem('') },
    ]);
    expect(refused.ok ? '' : refused.error.message).not.toContain('Invalid key');
    const cart = await desk.call('orders:cart', { accountId });
    const kept = cart.ok ? cart.data.find((item) => item.domain === domain) : undefined;
    expect(Object.keys(kept?.domainfields ?? {})).not.toContain('Nexus[Country]');
  });
});

describe('main refuses what the nameserver rule refuses', () => {
  it.each(NAMESERVER_CASES)('$name: a bulk set, listing every problem', async (c) => {
    desk = await openDesk();
    const refused = await desk.call('portfolio:bulk', {
      selection: { kind: 'names', accountId: 'any', names: ['example.com'] },
      action: { kind: 'setNameservers', nameservers: c.hosts },
    });
    expect(refused.ok).toBe(false);
    expect(refusedIssues(refused.ok ? null : refused.error)).toEqual(
      c.issues.map((issue) => ({ ...issue, path: `action.nameservers.${issue.path}` })),
    );
  });

  it.each(NAMESERVER_CASES)(
    '$name: a "Set nameservers…" preview, listing every problem',
    async (c) => {
      desk = await openDesk();
      const refused = await desk.call('portfolio:copyPreview', {
        selection: { kind: 'names', accountId: 'any', names: ['example.com'] },
        source: { kind: 'nameservers', nameservers: c.hosts },
        part: 'nameservers',
      });
      expect(refused.ok).toBe(false);
      expect(refusedIssues(refused.ok ? null : refused.error)).toEqual(
        c.issues.map((issue) => ({ ...issue, path: `source.nameservers.${issue.path}` })),
      );
    },
  );
});

describe('main refuses what the forwarding rule refuses', () => {
  it.each(FORWARDING_CASES)('$name: at the bridge, on the same paths', async (c) => {
    desk = await openDesk();
    const refused = await desk.call('domains:saveEmailForwarding', {
      accountId: 'any',
      name: 'example.com',
      rules: c.rules,
      base: [],
    });
    expect(refused.ok).toBe(false);
    expect(refusedIssues(refused.ok ? null : refused.error)).toEqual(c.issues);
  });

  it.each(FORWARDING_CASES)('$name: nothing is sent', async (c) => {
    domains = await startDomainsHarness();
    const ref = { name: domains.name };
    const base = (await domains.domains.getEmailForwarding(ref)).data;
    const sentBefore = domains.sim.countRequests({ method: 'POST' });
    const refusal: unknown = await domains.domains
      .saveEmailForwarding(ref, { rules: [...c.rules], base })
      .then(
        () => 'saved',
        (error: unknown) => error,
      );
    expect(refusedIssues(refusal instanceof AppFailure ? refusal : null)).toEqual(c.issues);
    expect(domains.sim.countRequests({ method: 'POST' })).toBe(sentBefore);
  });
});
