import { describe, expect, it } from 'vitest';
import type { Cache } from './openCache';
import type { PremiumFact } from './premiumRepo';
import { projectionFigures } from './projectionQuery';
import type { ProjectionFigure } from './projectionQuery';
import type { RenewalTerms, RenewalsScope } from './renewalsQuery';
import { all, run } from './sqlite';
import { openTestCache, sampleAccount } from './testing/testSupport';

const NO_TAG = '(no tag)';
const TODAY = '2026-11-22';
const DAY_MS = 86_400_000;
const STATUSES = [
  'pending',
  'active',
  'expired',
  'transferring',
  'released',
  'deleted',
  'not_in_account',
  'unknown',
] as const;
// Beyond ASCII on purpose: SQLite orders text by its bytes, JavaScript by UTF-16 units.
const TAGS = ['client-a', 'b', 'Z', 'é', '😀', '～', NO_TAG];
const TLDS = ['com', 'io', 'de', 'co.uk', 'net'];

/** A small seeded generator, so a failing portfolio can be replayed. */
function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const day = (offset: number): string =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** Expiry dates as the provider may send them: mostly plain days, some odd or missing. */
function expiry(pick: (n: number) => number): string | null {
  const plain = day(pick(560) - 130);
  switch (pick(12)) {
    case 0:
      return null;
    case 1:
      return `${plain} 12:30:00`;
    case 2:
      return `${plain}T23:59:59Z`;
    case 3:
      return `${plain.slice(0, 8)}31`; // 31 September and the like
    case 4:
      return `${plain.slice(0, 8)}xx`;
    default:
      return plain;
  }
}

function randomTerms(pick: (n: number) => number): RenewalTerms[] {
  const maybe = (value: number): number | null => (pick(5) === 0 ? null : value);
  return ['com', 'io', 'de', 'co.uk'].map((tld) => ({
    tld,
    renewal: maybe(pick(4) === 0 ? 0 : 500 + pick(5000)),
    graceDays: maybe(pick(50) - 5),
    redemptionDays: maybe(pick(40) - 5),
    graceFee: maybe(pick(3) * 250),
    redemptionFee: maybe(5000 + pick(5000)),
  }));
}

function premiumFact(pick: (n: number) => number): PremiumFact | null {
  const price = pick(6) === 0 ? null : `${String(50 + pick(500))}.${String(pick(100))}`;
  const currency = [null, 'USD', 'EUR'][pick(3)] ?? null;
  return [null, { premium: false } as const, { premium: true, renewalPrice: price, currency }][
    pick(3)
  ] as PremiumFact | null;
}

/** Three accounts' portfolios (names shared between them), premium facts and tags. */
function randomPortfolios(seed: number): { cache: Cache; accounts: string[] } {
  const { cache } = openTestCache();
  const pick = random(seed);
  const accounts = ['USD', 'EUR', 'USD'].map(
    (currency, i) =>
      cache.accounts.create({ ...sampleAccount, email: `p${String(i)}@example.com`, currency }).id,
  );
  for (const accountId of accounts) {
    const domains = Array.from({ length: 40 + pick(40) }, (_, i) => ({
      name: `site-${String(pick(90))}-${String(i)}.${TLDS[pick(TLDS.length)] ?? 'com'}`,
      status: STATUSES[pick(STATUSES.length)] ?? 'active',
      expiryDate: expiry(pick),
    }));
    cache.domains.upsertMany(accountId, domains);
    const facts = new Map<string, PremiumFact>();
    for (const { name } of domains) {
      const fact = premiumFact(pick);
      if (fact) facts.set(name, fact);
    }
    cache.premium.record(accountId, facts);
  }
  // Some portfolios with a due domain far beyond the others in id order (rows deleted between).
  if (seed % 2 === 1)
    run(
      cache.db,
      `UPDATE domains SET id = 9000000 + @seed, status = 'active', expiry_date = @due WHERE id = 7`,
      { seed, due: day(20) },
    );
  for (const d of all(cache.db, 'SELECT account_id, name FROM domains')) {
    const tags = TAGS.filter(() => pick(4) === 0);
    cache.domains.setTags(String(d.account_id), String(d.name), tags);
  }
  return { cache, accounts };
}

/** The projection worked out domain by domain in plain code (the day count is SQLite's). */
function reference(cache: Cache, scope: RenewalsScope, aheadDays: number): ProjectionFigure[] {
  const terms = new Map(scope.terms.map((t) => [t.tld, t]));
  const longest = Math.max(
    0,
    ...scope.terms.map((t) => Math.max(0, t.graceDays ?? 0) + Math.max(0, t.redemptionDays ?? 0)),
  );
  const [from, to] = [day(-longest), day(aheadDays)];
  const premium = new Map(
    all(cache.db, 'SELECT * FROM domain_premium WHERE account_id = @id', {
      id: scope.accountId,
    }).map((p) => [String(p.name), p]),
  );
  const tagsOf = new Map<number, string[]>();
  for (const t of all(cache.db, 'SELECT domain_id, tag FROM domain_tags')) {
    const id = Number(t.domain_id);
    tagsOf.set(id, [...(tagsOf.get(id) ?? []), String(t.tag)]);
  }
  const groups = new Map<string, ProjectionFigure>();
  const add = (dimension: 'month' | 'tag', key: string, price: number | null) => {
    const g = groups.get(`${dimension} ${key}`) ?? {
      dimension,
      key,
      count: 0,
      cents: 0,
      notPriced: 0,
    };
    groups.set(`${dimension} ${key}`, {
      ...g,
      count: g.count + 1,
      cents: g.cents + (price ?? 0),
      notPriced: g.notPriced + (price === null ? 1 : 0),
    });
  };
  const domains = all(
    cache.db,
    `SELECT id, name, status, expiry_date,
            CAST(julianday(@today) - julianday(expiry_date) AS INTEGER) AS late
     FROM domains WHERE account_id = @accountId`,
    { today: scope.today, accountId: scope.accountId },
  );
  for (const d of domains) {
    const name = String(d.name);
    const expiryDate = typeof d.expiry_date === 'string' ? d.expiry_date : null;
    if (!['active', 'expired', 'unknown'].includes(String(d.status))) continue;
    if (expiryDate === null || expiryDate < from || expiryDate > to || d.late === null) continue;
    const late = Number(d.late);
    const t = terms.get(name.slice(name.indexOf('.') + 1));
    const grace = Math.max(0, t?.graceDays ?? 0);
    const redemption = t?.redemptionDays ?? -1;
    const fee =
      late < 0
        ? 0
        : late <= grace
          ? (t?.graceFee ?? null)
          : redemption >= 0 && late <= grace + redemption
            ? (t?.redemptionFee ?? null)
            : undefined;
    if (fee === undefined) continue; // lost: past grace and redemption
    const p = premium.get(name);
    const currency = typeof p?.currency === 'string' ? p.currency : null;
    const yearly =
      p === undefined
        ? null
        : p.premium === 1
          ? p.renewal_price !== null &&
            (currency === null || scope.currency === null || currency === scope.currency)
            ? Math.round(Number(p.renewal_price) * 100)
            : null
          : (t?.renewal ?? null);
    const price = yearly === null || fee === null ? null : yearly + fee;
    add('month', (late >= 0 ? scope.today : expiryDate).slice(0, 7), price);
    for (const tag of tagsOf.get(Number(d.id)) ?? [NO_TAG]) add('tag', tag, price);
  }
  // In SQLite's order of text, as the report lists them.
  const ordered = (dimension: string) =>
    all(cache.db, 'SELECT value FROM json_each(@keys) ORDER BY value', {
      keys: JSON.stringify(
        [...groups.values()].filter((g) => g.dimension === dimension).map((g) => g.key),
      ),
    }).map((row) => groups.get(`${dimension} ${String(row.value)}`));
  return [...ordered('month'), ...ordered('tag')].filter((g) => g !== undefined);
}

describe('the renewals projected by month and tag', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('equal the portfolio counted afresh (portfolio %i)', (seed) => {
    const { cache, accounts } = randomPortfolios(seed);
    const pick = random(seed * 31);
    for (const accountId of accounts) {
      for (const aheadDays of [90, 300 + pick(120)]) {
        const scope: RenewalsScope = {
          accountId,
          today: TODAY,
          currency: [null, 'USD', 'EUR'][pick(3)] ?? null,
          terms: randomTerms(pick),
        };
        const expected = reference(cache, scope, aheadDays);
        expect(expected.length).toBeGreaterThan(0);
        expect(projectionFigures(cache.db, scope, aheadDays, NO_TAG)).toEqual(expected);
      }
    }
  });

  it('are empty for an account with nothing due', () => {
    const { cache } = openTestCache();
    const id = cache.accounts.create({ ...sampleAccount, currency: 'USD' }).id;
    cache.domains.upsertMany(id, [
      { name: 'later.com', status: 'active', expiryDate: '2029-01-01' },
    ]);
    const scope = { accountId: id, today: TODAY, currency: 'USD', terms: [] };
    expect(projectionFigures(cache.db, scope, 365, NO_TAG)).toEqual([]);
  });
});
