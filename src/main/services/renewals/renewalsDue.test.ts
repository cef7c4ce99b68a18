import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyToCents } from '../../../shared/api';
import type { TldPriceView } from '../../../shared/ipc/channels/pricing';
import { RENEWAL_GROUPS } from '../../../shared/ipc/channels/renewals';
import type { RenewalGroup } from '../../../shared/ipc/channels/renewals';
import { renewalPhase } from '../../../shared/renewals';
import type { DomainStatus } from '../../cache/domainRecord';
import type { PremiumFact } from '../../cache/premiumRepo';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { createPricingService } from '../pricing/pricingService';
import { createRenewalsService } from './renewalsService';
import type { RenewalsService } from './renewalsService';

// Grace 0–40 days, redemption none to 90 days, late fees from nothing to 120.00.
const TLDS = ['com', 'io', 'ai', 'de', 'es', 'co.uk', 'co.nz', 'fr', 'it', 'zz'];
const STATUSES: DomainStatus[] = ['active', 'active', 'active', 'expired', 'unknown', 'pending'];
const COUNT = 100_000;
const TODAY = '2026-11-22';

interface Seeded {
  name: string;
  status: DomainStatus;
  expiryDate: string | null;
  fact: PremiumFact | undefined;
}

let h: ServiceHarness;
let renewals: RenewalsService;
let prices: Map<string, TldPriceView>;
const seeded: Seeded[] = [];

const day = (offset: number): string =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

function factFor(i: number): PremiumFact | undefined {
  if (i % 5 === 0) return undefined;
  if (i % 7 === 0) return { premium: true, renewalPrice: `${100 + (i % 40)}.50`, currency: 'USD' };
  // A premium price in another currency cannot be added to a USD total.
  if (i % 11 === 0) return { premium: true, renewalPrice: '90.00', currency: 'EUR' };
  return { premium: false };
}

beforeAll(async () => {
  h = await startServiceHarness();
  const pricing = createPricingService(h.ctx);
  renewals = createRenewalsService(h.ctx, pricing);
  const view = await pricing.tldPricing(h.accountId);
  prices = new Map(view.prices.map((p) => [p.tld.slice(1), p]));
  for (let i = 0; i < COUNT; i += 1) {
    seeded.push({
      name: `site-${String(i).padStart(6, '0')}.${TLDS[i % TLDS.length] ?? 'com'}`,
      status: STATUSES[i % STATUSES.length] ?? 'active',
      expiryDate: i % 97 === 0 ? null : day(((i * 37) % 400) - 200),
      fact: factFor(i),
    });
  }
  h.cache.domains.upsertMany(h.accountId, seeded);
  h.cache.premium.record(
    h.accountId,
    new Map(seeded.flatMap((s) => (s.fact ? [[s.name, s.fact] as const] : []))),
  );
});
afterAll(async () => {
  await h.close();
});

interface Expected {
  count: number;
  priced: number;
  totalCents: number;
  premiumUnknown: number;
}

/** The groups as the rule in src/shared/renewals.ts says, domain by domain. */
function reference(): Map<RenewalGroup, Expected & { names: string[] }> {
  const groups = new Map(
    RENEWAL_GROUPS.map((g) => [
      g,
      { count: 0, priced: 0, totalCents: 0, premiumUnknown: 0, names: [] as string[] },
    ]),
  );
  for (const s of seeded) {
    if (!['active', 'expired', 'unknown'].includes(s.status) || s.expiryDate === null) continue;
    const tld = prices.get(s.name.slice(s.name.indexOf('.') + 1));
    const phase = renewalPhase(s.expiryDate, TODAY, {
      graceDays: tld?.graceDays ?? null,
      redemptionDays: tld?.redemptionDays ?? null,
    });
    const ahead = -Math.round(
      (Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${s.expiryDate}T00:00:00Z`)) / 86_400_000,
    );
    const member: RenewalGroup[] =
      phase === 'due'
        ? (['days30', 'days60', 'days90'] as const).filter((g) => ahead <= Number(g.slice(4)))
        : phase === 'lost'
          ? []
          : [phase];
    const unknown = s.fact === undefined || (s.fact.premium && s.fact.currency !== 'USD');
    const yearly = unknown
      ? undefined
      : s.fact?.premium
        ? moneyToCents(s.fact.renewalPrice ?? '')
        : moneyToCents(tld?.renewalPrice ?? '');
    const fee =
      phase === 'grace'
        ? moneyToCents(tld?.graceFee ?? '')
        : phase === 'redemption'
          ? moneyToCents(tld?.redemptionFee ?? '')
          : 0;
    for (const g of member) {
      const e = groups.get(g);
      if (!e) continue;
      e.count += 1;
      e.names.push(s.name);
      if (unknown) e.premiumUnknown += 1;
      else if (yearly !== undefined && fee !== undefined) {
        e.priced += 1;
        e.totalCents += yearly + fee;
      }
    }
  }
  return groups;
}

describe('the Expiry view over 100,000 domains', () => {
  it('counts each domain once per group and prices every one of them as it is charged', async () => {
    const due = await renewals.due(h.accountId);
    const expected = reference();
    expect(due.today).toBe(TODAY);
    for (const group of due.groups) {
      const e = expected.get(group.group);
      expect(group).toEqual({
        group: group.group,
        count: e?.count,
        priced: e?.priced,
        total: ((e?.totalCents ?? 0) / 100).toFixed(2),
        premiumUnknown: e?.premiumUnknown,
        unpriced: (e?.count ?? 0) - (e?.priced ?? 0) - (e?.premiumUnknown ?? 0),
      });
    }
    // Far more than one batch of 1,000 in the wider groups; grace and redemption differ.
    expect(due.groups.find((g) => g.group === 'days90')?.count).toBeGreaterThan(5000);
    const grace = expected.get('grace')?.names ?? [];
    const redemption = new Set(expected.get('redemption')?.names ?? []);
    expect(grace.length).toBeGreaterThan(0);
    expect(grace.some((name) => redemption.has(name))).toBe(false);
  });

  it('lists a group soonest-expiring first, page by page, and exports all of it', async () => {
    const expected = reference().get('redemption');
    const first = await renewals.list(h.accountId, {
      group: 'redemption',
      sort: 'expiry',
      direction: 'asc',
      offset: 0,
      limit: 50,
    });
    expect(first.total).toBe(expected?.count);
    const dates = first.rows.map((row) => row.expiryDate);
    expect(dates).toEqual([...dates].sort());
    const byPrice = await renewals.list(h.accountId, {
      group: 'redemption',
      sort: 'price',
      direction: 'desc',
      offset: 0,
      limit: 20,
    });
    const amounts = byPrice.rows.map((row) => Number(row.price));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const csv = await renewals.csv(h.accountId, 'redemption');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength((expected?.count ?? 0) + 1);
    expect(lines.some((line) => line.includes('premium renewal price unknown'))).toBe(true);
  });
});
