import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LabelSearchResult } from '../../../shared/ipc/channels/search';
import { createResellerClient } from '../../api';
import { inFlightFetch } from '../../api/testing/inFlightFetch';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { createSearchService } from './searchService';
import type { SearchService } from './searchService';

let h: ServiceHarness;
let jobs: JobRunner;
let search: SearchService;

beforeEach(async () => {
  h = await startServiceHarness();
  jobs = createJobRunner(h.ctx);
  search = createSearchService(h.ctx, jobs);
});
afterEach(async () => {
  await h.close();
});

function resultsOf(jobId: string): LabelSearchResult[] {
  return (jobs.get(jobId)?.items ?? []).flatMap((item) =>
    item.state === 'succeeded' ? [item.result as LabelSearchResult] : [],
  );
}

describe('a bulk search', () => {
  it('reports every bad entry with its reason and keeps both forms of IDN names', async () => {
    const started = await search.start({
      accountId: h.accountId,
      entries: [
        'Coffee-Shop',
        'exa mple.com',
        'bücher',
        'XN--BCHER-KVA',
        '  coffee-shop ',
        '-bad-',
        'shop.zz',
        'mybrand.co.uk',
      ],
      tlds: ['.com', 'DE'],
    });
    const summary = await jobs.finished(started.job.jobId);

    expect(started.invalid).toEqual([
      {
        input: 'exa mple.com',
        reason: '"exa mple.com" is not a valid domain name: it contains a space.',
      },
      {
        input: '-bad-',
        reason:
          '"-bad-" is not a valid domain name: it has a label ("-bad-") that begins or ends with a hyphen.',
      },
      {
        input: 'shop.zz',
        reason:
          '"shop.zz" is not a valid domain name: it ends in .zz, which this provider does not offer.',
      },
    ]);
    expect(started.duplicates).toEqual(['XN--BCHER-KVA', '  coffee-shop ']);
    expect(summary).toMatchObject({ state: 'done', total: 6, succeeded: 3, failed: 3 });

    const rows = resultsOf(started.job.jobId).flatMap((r) => r.domains);
    expect(rows.map((r) => [r.domain, r.unicodeDomain])).toEqual([
      ['coffee-shop.com', 'coffee-shop.com'],
      ['coffee-shop.de', 'coffee-shop.de'],
      ['xn--bcher-kva.com', 'bücher.com'],
      ['xn--bcher-kva.de', 'bücher.de'],
      ['mybrand.co.uk', 'mybrand.co.uk'],
    ]);
    for (const row of rows) {
      expect(['available', 'unavailable']).toContain(row.availability);
      expect(row.period).toBe(1);
      expect(row.price).toMatch(/^\d+\.\d\d$/);
    }
    // One lookup per label, the IDN one sent in both forms.
    const lookups = h.sim.requests.filter((r) => r.path === '/domains/lookup');
    expect(lookups).toHaveLength(3);
    expect(lookups.find((r) => r.body.punyCodeSearchTerm === 'xn--bcher-kva')?.body).toMatchObject({
      searchTerm: 'bücher',
      isIdnDomain: '1',
      tldsToInclude: ['.com', '.de'],
    });
    // The bad entries are items of the job too, so a reopened window sees them.
    expect(
      jobs
        .get(started.job.jobId)
        ?.items.slice(0, 3)
        .map((i) => i.error?.kind),
    ).toEqual(['invalid_input', 'invalid_input', 'invalid_input']);
  });

  it('shows premium names with their premium price', async () => {
    const started = await search.start({
      accountId: h.accountId,
      entries: ['casino'],
      tlds: ['.com'],
    });
    await jobs.finished(started.job.jobId);
    const [row] = resultsOf(started.job.jobId)[0]?.domains ?? [];
    expect(row).toMatchObject({ domain: 'casino.com', premium: true, availability: 'available' });
    expect(Number(row?.price)).toBeGreaterThan(100);
  });

  it('without premium names, a premium name is hidden rather than taken, with no ordinary price', async () => {
    const started = await search.start({
      accountId: h.accountId,
      entries: ['casino'],
      tlds: ['.com'],
      premium: false,
    });
    await jobs.finished(started.job.jobId);
    const [row] = resultsOf(started.job.jobId)[0]?.domains ?? [];
    expect(row).toMatchObject({
      domain: 'casino.com',
      premium: true,
      premiumHidden: true,
      price: null,
      period: null,
    });
  });

  it('streams progress events, and a window opened later catches up with get', async () => {
    const entries = ['alpha-one', 'beta-two', 'gamma-three', 'delta-four', 'epsilon-five'];
    const started = await search.start({ accountId: h.accountId, entries, tlds: ['.com', '.net'] });
    await jobs.finished(started.job.jobId);

    const progress = h.eventsOf('jobs:progress').filter((p) => p.jobId === started.job.jobId);
    expect(progress[0]).toMatchObject({ kind: 'search', state: 'running', done: 0, total: 5 });
    expect(progress.at(-1)).toMatchObject({ state: 'done', done: 5, succeeded: 5 });
    const streamed = progress.flatMap((p) => p.items ?? []).map((i) => i.key);
    expect(streamed.sort()).toEqual([...entries].sort());

    // A reopened window: the job list, then the items page by page.
    expect(jobs.list()[0]).toMatchObject({ jobId: started.job.jobId, state: 'done' });
    const page = jobs.get(started.job.jobId, { offset: 3, limit: 2 });
    expect(page?.items.map((i) => i.key)).toEqual(['delta-four', 'epsilon-five']);
    expect((page?.items[0]?.result as LabelSearchResult).domains).toHaveLength(2);
  });

  it('when cancelled, stops sending lookups', async () => {
    h.sim.faults.add({ path: '/domains/lookup', latencyMs: 40, action: { kind: 'latency' } });
    // Many more than the account keeps in flight, so most are still waiting at the cancel.
    const entries = Array.from({ length: 200 }, (_, i) => `cancel-test-${i}`);
    const started = await search.start({ accountId: h.accountId, entries, tlds: ['.com'] });
    await h.nextEvent('jobs:progress', (p) => p.jobId === started.job.jobId && p.succeeded >= 2);

    jobs.cancel(started.job.jobId);
    const summary = await jobs.finished(started.job.jobId);
    const items = jobs.get(started.job.jobId)?.items ?? [];
    const neverStarted = items.filter((i) => i.error?.message === 'Cancelled before it started.');
    const client = await h.ctx.clients(h.accountId);
    await client.version();
    const seen = h.sim.countRequests({ path: '/domains/lookup' });
    await client.version();

    expect(summary.state).toBe('cancelled');
    expect(summary.succeeded + summary.failed + summary.cancelled).toBe(200);
    expect(neverStarted.length).toBeGreaterThan(100);
    // The provider saw at most the lookups started before the cancel, and no more after it.
    expect(seen).toBeLessThanOrEqual(200 - neverStarted.length);
    expect(h.sim.countRequests({ path: '/domains/lookup' })).toBe(seen);
  });

  it('is saved in the search history', async () => {
    const started = await search.start({
      accountId: h.accountId,
      entries: ['history-test'],
      tlds: ['com', '.io'],
    });
    await jobs.finished(started.job.jobId);
    expect(search.history()[0]).toMatchObject({ term: 'history-test', tlds: ['.com', '.io'] });
  });

  it('says which names are already in the account portfolio, as the cache knows it', async () => {
    h.cache.domains.upsert(h.accountId, { name: 'ours-already.com', status: 'active' });
    h.cache.domains.upsert(h.accountId, { name: 'ours-ordered.net', status: 'pending' });
    // Held in the cache but not the account's (any more): not "in your portfolio".
    h.cache.domains.upsert(h.accountId, { name: 'someone-else.com', status: 'not_in_account' });
    h.cache.domains.upsert(h.accountId, { name: 'let-go.com', status: 'released' });

    const started = await search.start({
      accountId: h.accountId,
      entries: ['ours-already', 'ours-ordered', 'someone-else', 'let-go'],
      tlds: ['.com', '.net'],
    });
    await jobs.finished(started.job.jobId);

    const flagged = resultsOf(started.job.jobId)
      .flatMap((r) => r.domains)
      .filter((row) => row.inPortfolio === true)
      .map((row) => row.domain);
    expect(flagged.sort()).toEqual(['ours-already.com', 'ours-ordered.net']);
  });

  it('reports a TLD the provider does not offer instead of dropping it', async () => {
    const started = await search.start({
      accountId: h.accountId,
      entries: ['shop'],
      tlds: ['.com', '.zz'],
    });
    expect(started.invalid).toEqual([
      { input: '.zz', reason: '.zz is not offered by this provider.' },
    ]);
    await jobs.finished(started.job.jobId);
  });
});

describe('a large search', () => {
  it('keeps as many lookups in flight as the account allows', async () => {
    h.cache.accounts.update(h.accountId, { maxConcurrentRequests: 8, minRequestIntervalMs: 0 });
    h.sim.faults.add({ path: '/domains/lookup', latencyMs: 30, action: { kind: 'latency' } });
    const counting = inFlightFetch();
    const client = createResellerClient({
      baseUrl: h.sim.baseUrl,
      email: h.email,
      apiKey: 's3cr3t-API-key',
      now: h.ctx.now,
      concurrency: 8,
      minIntervalMs: 0,
      fetch: counting.fetch,
    });
    const wide = createSearchService({ ...h.ctx, clients: () => Promise.resolve(client) }, jobs);
    const entries = Array.from({ length: 48 }, (_, i) => `in-flight-${i}`);

    const started = await wide.start({ accountId: h.accountId, entries, tlds: ['.com', '.net'] });
    const summary = await jobs.finished(started.job.jobId);

    expect(summary).toMatchObject({ state: 'done', succeeded: 48 });
    expect(counting.most()).toBe(8);
  });
});

describe('suggestions', () => {
  it('asks for at most maxResults and keep only names that can be ordered', async () => {
    const view = await search.suggestions({
      accountId: h.accountId,
      term: 'Coffee',
      maxResults: 30,
    });

    const request = h.sim.requests.find((r) => r.path === '/domains/lookup/suggestions');
    expect(request?.body).toMatchObject({
      searchTerm: 'coffee',
      suggestionSettings: { maxResults: '30' },
    });
    expect(view.suggestions.length + view.hidden).toBe(30);
    expect(view.hidden).toBeGreaterThan(0);
    for (const s of view.suggestions) expect(s.availability).toBe('available');
  });
});
