import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDomainsHarness } from '../domains/testing/domainsHarness';
import type { DomainsHarness } from '../domains/testing/domainsHarness';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createSettingsService } from '../settings';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import type { PortfolioFilter } from '../../../shared/ipc/channels/portfolioTypes';
import { FULL_CONTACT } from './testing/portfolioHarness';

let h: DomainsHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let names: string[];

beforeEach(async () => {
  h = await startDomainsHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs, domains: h.domains });
  names = [h.name, await h.activeDomain(h.main, 'health'), await h.activeDomain(h.main, 'health')];
});
afterEach(async () => {
  portfolio.stop();
  await h.close();
});

const matching = (filter: PortfolioFilter): string[] =>
  portfolio
    .list({ ...filter, accountId: h.main.accountId, sort: 'name' })
    .rows.map((row) => row.name);

const everything = (filter: PortfolioFilter) => ({
  kind: 'filter' as const,
  accountId: h.main.accountId,
  filter,
});

describe('health: nameservers differ from the defaults', () => {
  it('lists the domains off the defaults, and the fix sets them through the bulk job', async () => {
    const [onDefaults, ...off] = names as [string, string, string];
    createSettingsService(h.ctx).update({
      defaultNameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'],
    });
    expect(matching({ nameserversNotDefault: true })).toEqual([...names].sort());
    await h.domains.saveNameservers(
      { name: onDefaults },
      { nameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'] },
    );
    expect(matching({ nameserversNotDefault: true })).toEqual([...off].sort());

    const fix = await portfolio.bulk(everything({ nameserversNotDefault: true }), {
      kind: 'setNameservers',
      nameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'],
    });
    expect(await jobs.finished(fix.jobId)).toMatchObject({ total: 2, succeeded: 2 });
    for (const name of off) {
      expect(h.sim.domain(name)?.nameservers).toEqual(['ns1.agency-dns.net', 'ns2.agency-dns.net']);
    }
    expect(matching({ nameserversNotDefault: true })).toEqual([]);
  });

  it('matches no domain while no default nameservers are set', () => {
    expect(matching({ nameserversNotDefault: true })).toEqual([]);
  });
});

describe('health: contacts differ from a profile', () => {
  it('tells uncached domains apart, reads them, and the profile fix leaves none differing', async () => {
    const profile = h.ctx.cache.contactProfiles.save({
      name: 'Agency',
      contact: { ...FULL_CONTACT, email: 'Hostmaster@Agency.example' },
    });
    const differ = { contactsDifferFromProfile: profile.id };
    // Syncs read contacts; these two were added before their contacts were ever read.
    const [cached, ...uncached] = names as [string, string, string];
    for (const name of uncached) h.ctx.cache.snapshots.remove(h.main.accountId, name, 'contacts');
    expect(matching({ contactsCached: false })).toEqual([...uncached].sort());
    expect(matching(differ)).toEqual([cached]);

    const read = await portfolio.bulk(everything({ contactsCached: false }), {
      kind: 'readContacts',
    });
    expect(await jobs.finished(read.jobId)).toMatchObject({ total: 2, succeeded: 2 });
    expect(matching({ contactsCached: false })).toEqual([]);
    expect(matching(differ)).toEqual([...names].sort());

    const preview = await portfolio.copyPreview(
      everything(differ),
      { kind: 'profile', profileId: profile.id },
      'contacts',
    );
    await jobs.finished(preview.jobId);
    const applied = portfolio.copyApply(preview.jobId);
    expect(await jobs.finished(applied.jobId)).toMatchObject({ total: 3, succeeded: 3 });
    expect(matching(differ)).toEqual([]);

    // Someone changes one role of one domain at the registrar: it differs again once read.
    const [changed] = names as [string];
    const live = (await h.domains.getContacts({ name: changed })).data.contacts;
    await h.main.otherClient.saveContacts(changed, {
      Registrant: { ...FULL_CONTACT, email: 'hostmaster@agency.example' },
      Technical: { ...FULL_CONTACT, email: 'hostmaster@agency.example', city: 'Elsewhere' },
      Billing: { ...FULL_CONTACT, email: 'hostmaster@agency.example' },
      Admin: { ...FULL_CONTACT, email: 'hostmaster@agency.example' },
    });
    expect(live.Technical?.city).toBe(FULL_CONTACT.city);
    await h.domains.getContacts({ name: changed });
    expect(matching(differ)).toEqual([changed]);
  });

  it('refuses a profile that no longer exists, naming the problem', () => {
    expect(() => matching({ contactsDifferFromProfile: 'gone' })).toThrow(
      'This contact profile no longer exists.',
    );
  });
});
