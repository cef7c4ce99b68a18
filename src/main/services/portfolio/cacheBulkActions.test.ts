import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESET_PARTS_UNSET } from '../../../shared/ipc/channels/presets';
import type { PresetOffers } from '../../../shared/ipc/channels/presets';
import { savePreset } from '../../cache/presetsRepo';
import type { JobItemView } from '../../../shared/ipc/channels/jobs';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { CACHE_EDIT_BATCH } from './bulkActions';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';

// Several batches' worth, so every action crosses batch boundaries.
const COUNT = 4 * CACHE_EDIT_BATCH + 123;
let h: ServiceHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;

const nameOf = (i: number): string =>
  `client-${String(i).padStart(5, '0')}.${i % 3 ? 'com' : 'net'}`;
const tagged = (tag: string): number =>
  h.cache.domains.list({ accountId: h.accountId, tag }).length;

beforeEach(async () => {
  h = await startServiceHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, { jobs });
  h.cache.domains.upsertMany(
    h.accountId,
    Array.from({ length: COUNT }, (_, i) => ({
      name: nameOf(i),
      status: 'active' as const,
      ...(i % 10 === 0 && { tags: ['vip'] }),
    })),
  );
});

afterEach(async () => {
  await jobs.stopAll();
  portfolio.stop();
  await h.close();
});

describe('tags and removal over many domains, a batch per transaction', () => {
  it('offers a preset bound to a tag given, once, to every domain that did not have it', async () => {
    savePreset(
      h.cache.db,
      h.accountId,
      { ...PRESET_PARTS_UNSET, name: 'VIP', lock: true, tag: 'VIP' },
      'now',
    );
    const started = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: {} },
      { kind: 'addTags', tags: ['vip', 'renew'] },
    );
    await jobs.finished(started.jobId);
    await vi.waitFor(() => {
      expect(h.eventsOf('presets:offered')).toHaveLength(1);
    });
    const [{ offers }] = h.eventsOf('presets:offered') as [PresetOffers];
    expect(offers.map((offer) => [offer.presetName, offer.names.length])).toEqual([
      ['VIP', COUNT - Math.ceil(COUNT / 10)],
    ]);
    expect(offers[0]?.names).toContain(nameOf(1));
    expect(offers[0]?.names).not.toContain(nameOf(10));
  });

  it('tags every domain of a filter, keeps the tags they had, and tells windows once', async () => {
    const started = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: {} },
      { kind: 'addTags', tags: [' client A ', 'renew'] },
    );
    expect(started.label).toBe(`Tagging ${COUNT.toLocaleString('en-US')} domains`);
    const done = await jobs.finished(started.jobId);
    expect(done).toMatchObject({ state: 'done', total: COUNT, succeeded: COUNT, failed: 0 });
    expect(tagged('client A')).toBe(COUNT);
    expect(tagged('renew')).toBe(COUNT);
    expect(tagged('vip')).toBe(Math.ceil(COUNT / 10));
    expect(h.cache.domains.get(h.accountId, nameOf(10))?.tags).toEqual([
      'client A',
      'renew',
      'vip',
    ]);
    expect(h.eventsOf('cache:changed')).toEqual([{ scope: 'domains', accountId: h.accountId }]);
  });

  it('removes a tag from the domains of one TLD only, and leaves the others tagged', async () => {
    const addAll = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: {} },
      { kind: 'addTags', tags: ['renew'] },
    );
    await jobs.finished(addAll.jobId);
    const dotNet = Array.from({ length: COUNT }, (_, i) => i).filter((i) => i % 3 === 0).length;
    const started = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: { tld: 'net' } },
      { kind: 'removeTags', tags: ['renew', 'vip'] },
    );
    expect(await jobs.finished(started.jobId)).toMatchObject({ succeeded: dotNet, failed: 0 });
    expect(tagged('renew')).toBe(COUNT - dotNet);
    expect(h.cache.domains.get(h.accountId, nameOf(30))?.tags).toEqual([]);
    expect(h.cache.domains.get(h.accountId, nameOf(10))?.tags).toEqual(['renew', 'vip']);
  });

  it('removes named domains from the portfolio, with their tags, and lists names not in it', async () => {
    const names = Array.from({ length: CACHE_EDIT_BATCH + 5 }, (_, i) => nameOf(i * 2));
    const started = await portfolio.bulk(
      { kind: 'names', accountId: h.accountId, names: [...names, 'elsewhere.example'] },
      { kind: 'remove' },
    );
    const done = await jobs.finished(started.jobId);
    expect(done).toMatchObject({ succeeded: names.length, failed: 1 });
    const failed = (jobs.get(started.jobId)?.items ?? []).filter(
      (item: JobItemView) => item.state === 'failed',
    );
    expect(failed.map((item) => item.key)).toEqual(['elsewhere.example']);
    expect(h.cache.domains.count(h.accountId)).toBe(COUNT - names.length);
    expect(h.cache.domains.get(h.accountId, nameOf(0))).toBeNull();
    expect(h.cache.domains.get(h.accountId, nameOf(1))).not.toBeNull();
    // Domain 0 was tagged vip: its tag went with it.
    expect(tagged('vip')).toBe(Math.ceil(COUNT / 10) - Math.ceil((CACHE_EDIT_BATCH + 5) / 5));
  });

  it('cancelled mid-way, leaves whole batches tagged and says how many', async () => {
    const started = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: {} },
      { kind: 'addTags', tags: ['half'] },
    );
    // The first item of the first batch is reported at once; the rest of it is being applied.
    await h.nextEvent('jobs:progress', (p) => p.jobId === started.jobId && p.succeeded > 0);
    jobs.cancel(started.jobId);
    const done = await jobs.finished(started.jobId);

    expect(done).toMatchObject({
      state: 'cancelled',
      total: COUNT,
      succeeded: CACHE_EDIT_BATCH,
      cancelled: COUNT - CACHE_EDIT_BATCH,
      failed: 0,
    });
    expect(tagged('half')).toBe(CACHE_EDIT_BATCH);
  });
});
