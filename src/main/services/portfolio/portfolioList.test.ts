import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainStatus } from '../../cache/domainRecord';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness, TestAccount } from './testing/portfolioHarness';

const STATUSES: DomainStatus[] = [
  'active',
  'active',
  'active',
  'pending',
  'expired',
  'not_in_account',
];
const COUNT = 4000;

interface Seeded {
  name: string;
  accountId: string;
  status: DomainStatus;
  expiryDate: string | null;
  tags: string[];
  notes: string;
}

let h: PortfolioHarness;
let other: TestAccount;
let portfolio: PortfolioService;
const seeded: Seeded[] = [];

function dayAfterToday(days: number): string {
  return new Date(Date.UTC(2026, 10, 22) + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  h = await startPortfolioHarness();
  other = h.addAccount({ email: 'second@example.com' });
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  for (let i = 0; i < COUNT; i += 1) {
    seeded.push({
      name: `site-${String(i).padStart(4, '0')}.${i % 3 === 0 ? 'net' : 'com'}`,
      accountId: i % 4 === 0 ? other.accountId : h.main.accountId,
      status: STATUSES[i % STATUSES.length] ?? 'active',
      // Some expired, most in the coming year, a few unknown.
      expiryDate: i % 50 === 0 ? null : dayAfterToday(((i * 37) % 420) - 30),
      tags: i % 10 === 0 ? ['vip'] : [],
      notes: i % 500 === 0 ? 'Renew by hand: client pays late' : '',
    });
  }
  for (const accountId of [h.main.accountId, other.accountId]) {
    h.cache.domains.upsertMany(
      accountId,
      seeded.filter((s) => s.accountId === accountId),
    );
  }
});
afterAll(async () => {
  await h.close();
});

describe('the portfolio grid over thousands of domains', () => {
  it('pages through one account in name order without gaps or repeats', () => {
    const mine = seeded
      .filter((s) => s.accountId === h.main.accountId)
      .map((s) => s.name)
      .sort();
    const first = portfolio.list({ accountId: h.main.accountId, limit: 250 });
    const second = portfolio.list({ accountId: h.main.accountId, offset: 250, limit: 250 });
    expect(first.total).toBe(mine.length);
    expect([...first.rows, ...second.rows].map((r) => r.name)).toEqual(mine.slice(0, 500));
    // Every row says how old it is, so the grid reads offline.
    expect(first.rows[0]).toHaveProperty('lastSyncedAt', null);
    expect(first.rows[0]?.statusReason).not.toBe('');
  });

  it('filters by status, text, tag and notes', () => {
    const pending = portfolio.list({
      accountId: other.accountId,
      statuses: ['pending'],
      limit: 1000,
    });
    const expected = seeded.filter(
      (s) => s.accountId === other.accountId && s.status === 'pending',
    );
    expect(pending.total).toBe(expected.length);
    expect(
      pending.rows.every((r) => r.status === 'pending' && r.accountId === other.accountId),
    ).toBe(true);

    expect(portfolio.list({ text: 'SITE-012' }).total).toBe(
      seeded.filter((s) => s.name.includes('site-012')).length,
    );
    expect(portfolio.list({ text: '100%' }).total).toBe(0);
    expect(portfolio.list({ tag: 'vip' }).total).toBe(
      seeded.filter((s) => s.tags.includes('vip')).length,
    );
    expect(portfolio.list({ text: 'client pays' }).rows.map((r) => r.name)).toEqual(
      seeded
        .filter((s) => s.notes !== '')
        .map((s) => s.name)
        .sort(),
    );
  });

  it('lists what expires within the next 30 days, soonest first', () => {
    const until = dayAfterToday(30);
    const today = dayAfterToday(0);
    const expected = seeded
      .filter((s) => s.expiryDate !== null && s.expiryDate >= today && s.expiryDate <= until)
      .sort(
        (a, b) =>
          (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '') || a.name.localeCompare(b.name),
      );
    const page = portfolio.list({ expiringWithinDays: 30, sort: 'expiry', limit: 1000 });
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((r) => r.name)).toEqual(expected.map((s) => s.name));
  });

  it('sorts by expiry descending with unknown dates last', () => {
    const page = portfolio.list({
      sort: 'expiry',
      direction: 'desc',
      offset: COUNT - 100,
      limit: 100,
    });
    const dates = page.rows.map((r) => r.expiryDate);
    expect(dates.slice(-10)).toEqual(Array(10).fill(null));
    const known = dates.filter((d): d is string => d !== null);
    expect(known).toEqual([...known].sort().reverse());
  });
});
