import { all, str } from './sqlite';
import type { Db, SqlParams } from './sqlite';

/** A TLD's renewal terms in cents (as the price list gives them), for the query. */
export interface RenewalTerms {
  /** ASCII, without the leading dot. */
  readonly tld: string;
  readonly renewal: number | null;
  readonly graceDays: number | null;
  readonly redemptionDays: number | null;
  readonly graceFee: number | null;
  readonly redemptionFee: number | null;
}

export interface RenewalsScope {
  readonly accountId: string;
  /** YYYY-MM-DD (UTC). */
  readonly today: string;
  /** The account's currency: premium prices in another one are not added up. */
  readonly currency: string | null;
  readonly terms: readonly RenewalTerms[];
}

/**
 * Every renewable domain of the account expiring within 90 days or expired within its TLD's
 * grace and redemption windows, each in its groups with its one-year price in cents: the
 * premium renewal price where premium (recorded), the TLD's otherwise, plus the grace or
 * redemption fee. A domain with no premium record has no price (its premium status is
 * unknown). Mirrors `renewalPhase` (src/shared/renewals.ts). The TLD of a portfolio name is
 * everything after its first dot (the portfolio holds registrable names only).
 */
export const GROUPED = `
WITH terms AS MATERIALIZED (
  SELECT json_extract(value, '$.tld') AS tld,
         json_extract(value, '$.renewal') AS renewal,
         max(0, coalesce(json_extract(value, '$.graceDays'), 0)) AS grace,
         coalesce(json_extract(value, '$.redemptionDays'), -1) AS redemption,
         json_extract(value, '$.graceFee') AS grace_fee,
         json_extract(value, '$.redemptionFee') AS redemption_fee
  FROM json_each(@terms)
),
dated AS (
  SELECT d.id AS domain_id, d.name, d.unicode_name, d.expiry_date,
         CAST(julianday(@today) - julianday(d.expiry_date) AS INTEGER) AS late,
         coalesce(t.grace, 0) AS grace, coalesce(t.redemption, -1) AS redemption,
         t.renewal, t.grace_fee, t.redemption_fee,
         p.premium, p.renewal_price, p.currency AS premium_currency
  FROM domains d
  LEFT JOIN terms t ON t.tld = substr(d.name, instr(d.name, '.') + 1)
  LEFT JOIN domain_premium p ON p.account_id = d.account_id AND p.name = d.name
  WHERE d.account_id = @accountId
    AND d.status IN ('active', 'expired', 'unknown')
    AND d.expiry_date >= @from AND d.expiry_date <= @to
),
phased AS (
  SELECT *,
    CASE WHEN late < 0 THEN 'due'
         WHEN late <= grace THEN 'grace'
         WHEN redemption >= 0 AND late <= grace + redemption THEN 'redemption'
         ELSE 'lost' END AS phase,
    CASE WHEN premium IS NULL THEN NULL
         WHEN premium = 1 THEN
           CASE WHEN renewal_price IS NOT NULL
                 AND (premium_currency IS NULL OR @currency IS NULL OR premium_currency = @currency)
                THEN CAST(round(renewal_price * 100) AS INTEGER) END
         ELSE renewal END AS yearly
  FROM dated
),
priced AS (
  SELECT *,
    yearly + CASE phase WHEN 'due' THEN 0 WHEN 'grace' THEN grace_fee
                        WHEN 'redemption' THEN redemption_fee END AS price,
    CASE WHEN premium IS NULL OR (premium = 1 AND yearly IS NULL) THEN 1 ELSE 0 END AS unknown,
    -- The finest partition: 30/60/90 days ahead are nested groups made from these buckets.
    CASE WHEN phase != 'due' THEN phase WHEN late >= -30 THEN 'days30'
         WHEN late >= -60 THEN 'days60' WHEN late >= -90 THEN 'days90' END AS bucket
  FROM phased
)`;

/** Each group as the buckets of the query it is made of. */
const BUCKETS: Record<string, readonly string[]> = {
  days30: ['days30'],
  days60: ['days30', 'days60'],
  days90: ['days30', 'days60', 'days90'],
  grace: ['grace'],
  redemption: ['redemption'],
};

export interface RenewalGroupFigures {
  readonly group: string;
  readonly count: number;
  readonly priced: number;
  readonly totalCents: number;
  readonly premiumUnknown: number;
}

export interface RenewalRowRecord {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string;
  readonly phase: 'due' | 'grace' | 'redemption';
  readonly priceCents: number | null;
  readonly premium: 'premium' | 'unknown' | null;
}

const DAY_MS = 86_400_000;

export function dayOffset(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The query's parameters, reading expiry dates up to `aheadDays` after today. */
export function params(scope: RenewalsScope, aheadDays = 90): SqlParams {
  // Only expiry dates that can fall in a group are read (through the expiry index).
  const longest = scope.terms.reduce(
    (most, t) => Math.max(most, Math.max(0, t.graceDays ?? 0) + Math.max(0, t.redemptionDays ?? 0)),
    0,
  );
  return {
    accountId: scope.accountId,
    today: scope.today,
    currency: scope.currency,
    terms: JSON.stringify(scope.terms),
    from: dayOffset(scope.today, -longest),
    to: dayOffset(scope.today, aheadDays),
  };
}

/** Counts and totals of every group, in one query. */
export function renewalGroupFigures(db: Db, scope: RenewalsScope): RenewalGroupFigures[] {
  const rows = all(
    db,
    `${GROUPED}
     SELECT bucket, count(*) AS count, count(price) AS priced, coalesce(sum(price), 0) AS total,
            sum(unknown) AS unknown
     FROM priced WHERE bucket IS NOT NULL GROUP BY bucket`,
    params(scope),
  );
  const buckets = new Map(rows.map((row) => [str(row.bucket), row]));
  return Object.entries(BUCKETS).map(([group, members]) => {
    const sum = (column: string): number =>
      members.reduce((total, bucket) => total + Number(buckets.get(bucket)?.[column] ?? 0), 0);
    return {
      group,
      count: sum('count'),
      priced: sum('priced'),
      totalCents: sum('total'),
      premiumUnknown: sum('unknown'),
    };
  });
}

/** ORDER BY per sort and direction; unknown prices last either way. */
function orderBy(sort: 'expiry' | 'name' | 'price', direction: 'ASC' | 'DESC'): string {
  if (sort === 'price') return `price IS NULL, price ${direction}, name ${direction}`;
  if (sort === 'name') return `name ${direction}`;
  return `expiry_date ${direction}, name ${direction}`;
}

/** A page of one group's rows, sorted (name breaks ties), with the group's size. */
export function renewalRows(
  db: Db,
  scope: RenewalsScope,
  page: {
    group: string;
    sort: 'expiry' | 'name' | 'price';
    direction: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): { total: number; rows: RenewalRowRecord[] } {
  const order = orderBy(page.sort, page.direction === 'desc' ? 'DESC' : 'ASC');
  const rows = all(
    db,
    `${GROUPED}
     SELECT name, unicode_name, expiry_date, phase, price, premium, unknown,
            count(*) OVER () AS total
     FROM priced WHERE bucket IN (SELECT value FROM json_each(@buckets))
     ORDER BY ${order}
     LIMIT @limit OFFSET @offset`,
    {
      ...params(scope),
      buckets: JSON.stringify(BUCKETS[page.group] ?? []),
      limit: page.limit,
      offset: page.offset,
    },
  );
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    rows: rows.map((row) => ({
      name: str(row.name),
      unicodeName: str(row.unicode_name),
      expiryDate: str(row.expiry_date),
      phase: str(row.phase) as RenewalRowRecord['phase'],
      priceCents: row.price === null ? null : Number(row.price),
      premium: Number(row.unknown) === 1 ? 'unknown' : Number(row.premium) === 1 ? 'premium' : null,
    })),
  };
}
