import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESET_PARTS_UNSET } from '../../../shared/ipc/channels/presets';
import type { PresetOffers } from '../../../shared/ipc/channels/presets';
import { createDomainsService } from '../domains/domainsService';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from '../portfolio/portfolioService';
import type { PortfolioService } from '../portfolio/portfolioService';
import { startPortfolioHarness } from '../portfolio/testing/portfolioHarness';
import type { PortfolioHarness } from '../portfolio/testing/portfolioHarness';
import { createPresetsService } from './presetsService';

let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let accountId: string;

beforeEach(async () => {
  h = await startPortfolioHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, {
    timers: h.timers,
    jobs,
    domains: createDomainsService(h.ctx),
  });
  accountId = h.main.accountId;
  const presets = createPresetsService(h.ctx, portfolio);
  presets.save(accountId, { ...PRESET_PARTS_UNSET, name: 'Parking', lock: true, tag: 'Parked' });
  presets.save(accountId, { ...PRESET_PARTS_UNSET, name: 'VIP', lock: true, tag: 'vip' });
  presets.save(accountId, { ...PRESET_PARTS_UNSET, name: 'Unbound', lock: false, tag: null });
});
afterEach(async () => {
  portfolio.stop();
  await h.close();
});

/** What the windows were offered since the last call, preset name → domains. */
function offered(): Record<string, readonly string[]>[] {
  const sent = h.events.filter((event) => event.name === 'presets:offered');
  h.events.length = 0;
  return sent.map((event) => {
    const { accountId: account, offers } = event.payload as PresetOffers;
    expect(account).toBe(accountId);
    return Object.fromEntries(offers.map((offer) => [offer.presetName, offer.names]));
  });
}

describe('domains that newly get a tag bound to a preset are offered it', () => {
  it('through a CSV import, of new domains and of those it updates, not from its preview', async () => {
    const csv = 'domain,tags\nalpha-offer.com,parked\nbeta-offer.com,other\n';
    await portfolio.previewNames(accountId, 'csv', csv);
    expect(offered()).toEqual([]);
    await portfolio.importCsv(accountId, csv, {});
    // The tag is compared without case, as the preset says it.
    expect(offered()).toEqual([{ Parking: ['alpha-offer.com'] }]);

    const again = 'domain,tags\nalpha-offer.com,parked;vip\nbeta-offer.com,PARKED\n';
    await portfolio.importCsv(accountId, again, {});
    expect(offered()).toEqual([]);
    await portfolio.importCsv(accountId, again, { updateExisting: true });
    // alpha-offer.com had "parked" already: offered only the preset of its new tag.
    expect(offered()).toEqual([{ Parking: ['beta-offer.com'], VIP: ['alpha-offer.com'] }]);
    // Nothing was applied: the domains keep only their tags.
    expect(h.ctx.cache.domains.get(accountId, 'alpha-offer.com')?.tags).toEqual(['parked', 'vip']);
  });

  it('through the Add tags job, for the domains that did not have the tag', async () => {
    await portfolio.importCsv(accountId, 'domain,tags\none-offer.com,vip\ntwo-offer.com,\n', {});
    await portfolio.importCsv(accountId, 'domain\nthree-offer.com\n', {});
    h.events.length = 0;
    const names = ['one-offer.com', 'two-offer.com', 'three-offer.com'];
    const job = await portfolio.bulk(
      { kind: 'names', accountId, names },
      { kind: 'addTags', tags: ['VIP', 'misc'] },
    );
    await jobs.finished(job.jobId);
    await vi.waitFor(() => {
      expect(h.events.some((event) => event.name === 'presets:offered')).toBe(true);
    });
    expect(offered()).toEqual([{ VIP: ['two-offer.com', 'three-offer.com'] }]);

    // Tags bound to no preset: no offer at all.
    const plain = await portfolio.bulk(
      { kind: 'names', accountId, names },
      { kind: 'addTags', tags: ['misc2'] },
    );
    await jobs.finished(plain.jobId);
    await vi.waitFor(() => {
      expect(h.events.some((event) => event.name === 'cache:changed')).toBe(true);
    });
    expect(offered()).toEqual([]);
  });

  it('through a tag edit of a domain', async () => {
    await portfolio.importCsv(accountId, 'domain\nedit-offer.com\n', {});
    h.events.length = 0;
    portfolio.setTags(['edit-offer.com'], ['client'], accountId);
    expect(offered()).toEqual([]);
    portfolio.setTags(['edit-offer.com'], ['client', 'parked'], accountId);
    expect(offered()).toEqual([{ Parking: ['edit-offer.com'] }]);
    portfolio.setTags(['edit-offer.com'], ['Parked'], accountId);
    expect(offered()).toEqual([]);
  });
});
