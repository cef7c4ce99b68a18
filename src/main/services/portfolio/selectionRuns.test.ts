import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioSelection } from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { PortfolioFilter } from '../../../shared/ipc/channels/portfolioTypes';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { selectedDomains } from './selection';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

const COUNT = 6000;
const DAY = 86_400_000;
const FILTER: PortfolioFilter = { tld: 'com' };
const SORT = { sort: 'expiry', direction: 'desc' } as const;
type FilterSelection = Extract<PortfolioSelection, { kind: 'filter' }>;
let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let accountId: string;
/** The `.com` rows in the grid's order (expiry, latest first), as the grid pages them. */
let shown: string[];

beforeAll(async () => {
  h = await startPortfolioHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs });
  accountId = h.main.accountId;
  // Shuffled names, shared expiry dates (the order falls back to the name) and some unknown.
  h.cache.domains.upsertMany(
    accountId,
    Array.from({ length: COUNT }, (_, i) => ({
      name: `run-${String((i * 7919) % COUNT).padStart(5, '0')}.${i % 4 === 0 ? 'net' : 'com'}`,
      expiryDate:
        i % 11 === 0
          ? null
          : new Date(Date.UTC(2027, 0, 1) + (i % 300) * DAY).toISOString().slice(0, 10),
    })),
  );
  shown = [];
  for (let offset = 0; ; offset += 1000) {
    const page = portfolio.list({ accountId, ...FILTER, ...SORT, offset, limit: 1000 });
    shown.push(...page.rows.map((row) => row.name));
    if (shown.length >= page.total) break;
  }
});
afterAll(async () => {
  portfolio.stop();
  await h.close();
});

const runs = (...pairs: [number, number][]): FilterSelection => ({
  kind: 'filter',
  accountId,
  filter: FILTER,
  runs: { ...SORT, runs: pairs.map(([a, b]) => ({ from: at(a), to: at(b) })) },
});
const at = (index: number): string => shown[index] ?? '';
const namesOf = async (selection: PortfolioSelection) =>
  (await selectedDomains(h.ctx, selection)).map((key) => key.name);

describe('a shift-click run of grid rows, sent as its two end rows', () => {
  it("covers exactly the rows between them in the grid's sort and filter, in either direction", async () => {
    expect(shown.length).toBeGreaterThan(4000);
    const forward = await namesOf(runs([5, 4000]));
    expect(forward).toEqual(shown.slice(5, 4001));
    expect(await namesOf(runs([4000, 5]))).toEqual(forward);
  });

  it('merges overlapping runs, leaves out the unticked and adds the rows ticked besides', async () => {
    const selection: PortfolioSelection = {
      ...runs([100, 2500], [2000, 3000]),
      except: [at(150), at(2999)],
      also: [at(10), at(3150)],
    };
    const names = await namesOf(selection);
    const expected = [
      ...shown.slice(100, 3001).filter((name) => name !== at(150) && name !== at(2999)),
      at(10),
      at(3150),
    ];
    expect(names.sort()).toEqual(expected.sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('a bulk action over a run acts on exactly those domains', async () => {
    const started = await portfolio.bulk(runs([1500, 1800]), { kind: 'addTags', tags: ['run'] });
    await jobs.finished(started.jobId);
    const tagged = await namesOf({ kind: 'filter', accountId, filter: { tag: 'run' } });
    expect(tagged.sort()).toEqual(shown.slice(1500, 1801).sort());
  });

  it('refuses a run whose end row is no longer shown, rather than guess its rows', async () => {
    const selection = runs([30, 60]);
    h.cache.domains.remove(accountId, at(60));
    await expect(namesOf(selection)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining(at(60)) as unknown,
    });
  });
});
