import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioRow, PortfolioSortKey } from '../../../shared/ipc/channels/portfolioTypes';
import { PORTFOLIO_SORT_KEYS } from '../../../shared/ipc/channels/portfolioTypes';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

const COUNT = 1500;
const DAY = 86_400_000;
const COMMON_NS = { ns1: 'ns1.common.example', ns2: 'ns2.common.example' };
let h: PortfolioHarness;
let portfolio: PortfolioService;
let all: PortfolioRow[];

beforeAll(async () => {
  h = await startPortfolioHarness();
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  const accountId = h.main.accountId;
  h.cache.domains.upsertMany(
    accountId,
    Array.from({ length: COUNT }, (_, i) => ({
      name: `grid-${String((i * 7919) % COUNT).padStart(4, '0')}.${['com', 'net', 'co.uk'][i % 3] ?? 'com'}`,
      expiryDate:
        i % 9 === 0
          ? null
          : new Date(Date.UTC(2027, 0, 1) + (i % 400) * DAY).toISOString().slice(0, 10),
    })),
  );
  // A third synced at different times, with lock, ID protection and nameservers known.
  const rows = h.cache.domains.list({ accountId });
  rows.forEach((row, i) => {
    if (i % 3 !== 0) return;
    h.advance(60_000);
    h.cache.domains.recordActive(accountId, row.name, {
      locked: i % 2 === 0,
      idProtection: i % 5 === 0,
      nameservers: i % 4 === 0 ? { ns1: 'ns1.other.example', ns2: 'ns2.other.example' } : COMMON_NS,
    });
  });
  rows.forEach((row, i) => {
    if (i % 10 === 1)
      h.cache.domains.recordError(accountId, row.name, { kind: 'network', message: 'No answer.' });
  });
  all = portfolio
    .list({ accountId, limit: 1000 })
    .rows.concat(portfolio.list({ accountId, limit: 1000, offset: 1000 }).rows);
});
afterAll(async () => {
  await h.close();
});

type Key = string | number | null;
const KEY: Record<PortfolioSortKey, (row: PortfolioRow) => Key> = {
  name: () => 0,
  expiry: (row) => row.expiryDate,
  status: (row) => row.status,
  lastSynced: (row) => row.lastSyncedAt,
  added: (row) => row.addedAt,
  account: (row) => row.accountId,
  locked: (row) => (row.locked === null ? null : Number(row.locked)),
  idProtection: (row) => (row.idProtection === null ? null : Number(row.idProtection)),
  lastError: (row) => row.lastError?.at ?? null,
};

/** The order a user expects: unknown expiry dates last either way, other unknowns first. */
function expectedOrder(sort: PortfolioSortKey, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const cmp = (a: Key, b: Key): number =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return [...all]
    .sort((a, b) => {
      const ka = KEY[sort](a);
      const kb = KEY[sort](b);
      if (sort === 'expiry' && (ka === null) !== (kb === null)) return ka === null ? 1 : -1;
      return sign * (cmp(ka, kb) || cmp(a.name, b.name));
    })
    .map((row) => row.name);
}

describe('the portfolio grid query', () => {
  it.each(
    PORTFOLIO_SORT_KEYS.flatMap(
      (sort) =>
        [
          [sort, 'asc'],
          [sort, 'desc'],
        ] as const,
    ),
  )('pages through every domain sorted by %s %s in a stable order', (sort, direction) => {
    const names: string[] = [];
    for (let offset = 0; offset < COUNT; offset += 400) {
      const page = portfolio.list({
        accountId: h.main.accountId,
        sort,
        direction,
        offset,
        limit: 400,
      });
      expect(page.total).toBe(COUNT);
      names.push(...page.rows.map((row) => row.name));
    }
    expect(names).toEqual(expectedOrder(sort, direction));
  });

  it('combines the TLD, error, lock and sync-age filters', () => {
    const cutoff = new Date(h.now() - 30 * DAY).toISOString();
    const page = portfolio.list({
      accountId: h.main.accountId,
      tld: '.co.uk',
      locked: false,
      notSyncedForDays: 30,
      limit: 1000,
    });
    const expected = all.filter(
      (r) =>
        r.name.endsWith('.co.uk') &&
        r.locked === false &&
        (r.lastSyncedAt === null || r.lastSyncedAt < cutoff),
    );
    expect(page.rows.map((r) => r.name).sort()).toEqual(expected.map((r) => r.name).sort());
    const failing = portfolio.list({ accountId: h.main.accountId, hasError: true, limit: 1000 });
    expect(failing.total).toBe(all.filter((r) => r.lastError !== null).length);
    expect(failing.total).toBeGreaterThan(0);
  });

  it('finds domains whose nameservers differ from the ones most domains use', () => {
    const page = portfolio.list({
      accountId: h.main.accountId,
      nameserversDiffer: true,
      limit: 1000,
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.nameservers.includes('ns1.other.example'))).toBe(true);
    expect(page.total).toBe(all.filter((r) => r.nameservers.includes('ns1.other.example')).length);
  });
});

describe('selections', () => {
  it('counts everything matching a filter less the domains unticked, without listing pages', async () => {
    const filter = { tld: 'net' };
    const matching = all
      .filter((r) => r.name.endsWith('.net'))
      .map((r) => r.name)
      .sort();
    const except = matching.slice(0, 3);
    const picked = await portfolio.selectionNames(
      { kind: 'filter', accountId: h.main.accountId, filter, except },
      5,
    );
    expect(picked.total).toBe(matching.length - 3);
    expect(picked.names.map((n) => n.name)).toEqual(matching.slice(3, 8));
  });

  it('exports the selected domains as CSV with one line each', async () => {
    const names = all.slice(0, 4).map((r) => r.name);
    const csv = await portfolio.exportCsv({ kind: 'names', accountId: h.main.accountId, names });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^domain,unicode,status,expiry/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...names].sort());
  });

  it('exports notes that a spreadsheet would run as formulas as plain text', async () => {
    const [first, second, third] = all.map((r) => r.name);
    const notes: [string | undefined, string][] = [
      [first, ' =HYPERLINK("http://evil.example","renew")'],
      [second, '\u00a0\u00a0＝1+1\u0007'],
      [third, '\n@SUM(A1)'],
    ];
    for (const [name, text] of notes) h.cache.domains.setNotes(h.main.accountId, name ?? '', text);
    const names = notes.map(([name]) => name ?? '');
    const csv = await portfolio.exportCsv({ kind: 'names', accountId: h.main.accountId, names });
    expect(csv).toContain(`"' =HYPERLINK(""http://evil.example"",""renew"")"`);
    expect(csv).toContain(`,'\u00a0\u00a0＝1+1,`);
    expect(csv).toContain(`"'\n@SUM(A1)"`);
    expect(csv).not.toContain('\u0007');
  });

  it('tags every domain of a filter selection as a job, leaving out the unticked ones', async () => {
    const jobs = (await import('../jobs/jobRunner')).createJobRunner(h.ctx);
    const tagger = createPortfolioService(h.ctx, { timers: h.timers, jobs });
    const kept = all.find((r) => r.name.endsWith('.net'))?.name ?? '';
    const started = await tagger.bulk(
      { kind: 'filter', accountId: h.main.accountId, filter: { tld: 'net' }, except: [kept] },
      { kind: 'addTags', tags: ['client-b'] },
    );
    const done = await jobs.finished(started.jobId);
    const nets = all.filter((r) => r.name.endsWith('.net')).length;
    expect(done).toMatchObject({ state: 'done', total: nets - 1, succeeded: nets - 1 });
    expect(portfolio.list({ accountId: h.main.accountId, tag: 'client-b' }).total).toBe(nets - 1);
    expect(h.cache.domains.get(h.main.accountId, kept)?.tags).not.toContain('client-b');
  });
});
