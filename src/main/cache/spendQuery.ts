import { GROUPED, params } from './renewalsQuery';
import type { RenewalsScope } from './renewalsQuery';
import { all, str } from './sqlite';
import type { Db } from './sqlite';

export type SpendDimension = 'month' | 'tld' | 'tag' | 'account';

export interface SpendFigure {
  readonly dimension: SpendDimension;
  readonly key: string;
  readonly orders: number;
  readonly cents: number;
}

export interface SpendFigures {
  readonly rows: SpendFigure[];
  /** Orders counted at their quote: the balance after them was not read. */
  readonly atQuote: number;
  readonly outcomeUnknown: number;
}

const CENTS = (column: string) => `CAST(round(CAST(${column} AS REAL) * 100) AS INTEGER)`;
const PLACED = `(j.state = 'succeeded' OR (j.state = 'reconciled' AND j.outcome_detail LIKE 'Placed: %'))`;

/**
 * What each order took from the balance (the journal's charge, read from the balance straight
 * after it; the quote of a placed order whose balance was not read), less the refunds of
 * failed transfers, in one currency, broken down four ways. A receipt's lines are these same
 * charges, so they are not added again. A domain with several tags counts under each.
 */
const SPEND = `
WITH charges AS MATERIALIZED (
  SELECT j.account_id, j.domain, substr(coalesce(j.sent_at, j.created_at), 1, 7) AS month,
         CASE WHEN j.price_charged IS NOT NULL THEN ${CENTS('j.price_charged')}
              WHEN ${PLACED} THEN ${CENTS('j.price_quoted')} END AS cents,
         CASE WHEN j.price_charged IS NULL AND ${PLACED} THEN 1 ELSE 0 END AS at_quote,
         CASE WHEN j.price_charged IS NULL AND j.state = 'outcome_unknown' THEN 1 ELSE 0 END
           AS unknown
  FROM order_journal j WHERE j.currency = @currency
  UNION ALL
  SELECT a.account_id, a.domain, substr(a.at, 1, 7),
         -${CENTS("json_extract(a.after_json, '$.refund')")}, 0, 0
  FROM activity_log a JOIN order_journal j ON j.id = json_extract(a.after_json, '$.orderId')
  WHERE a.action = 'transfer.failed' AND j.currency = @currency
    AND json_extract(a.after_json, '$.refund') IS NOT NULL
),
counted AS MATERIALIZED (SELECT * FROM charges WHERE cents IS NOT NULL AND cents != 0)
SELECT 'month' AS dim, month AS key, sum(cents > 0) AS orders, sum(cents) AS cents
FROM counted GROUP BY month
UNION ALL
SELECT 'tld', substr(domain, instr(domain, '.') + 1), sum(cents > 0), sum(cents)
FROM counted GROUP BY 2
UNION ALL
SELECT 'tag', coalesce(t.tag, @noTag), sum(c.cents > 0), sum(c.cents)
FROM counted c LEFT JOIN domains d ON d.account_id = c.account_id AND d.name = c.domain
LEFT JOIN domain_tags t ON t.domain_id = d.id GROUP BY 2
UNION ALL
SELECT 'account', coalesce(acc.label, @removed), sum(c.cents > 0), sum(c.cents)
FROM counted c LEFT JOIN accounts acc ON acc.id = c.account_id GROUP BY c.account_id
UNION ALL
SELECT 'meta', 'open', sum(at_quote), sum(unknown) FROM charges`;

export function spendFigures(
  db: Db,
  currency: string,
  labels: { noTag: string; removed: string },
): SpendFigures {
  const rows = all(db, SPEND, { currency, noTag: labels.noTag, removed: labels.removed });
  const meta = rows.find((row) => row.dim === 'meta');
  return {
    rows: rows
      .filter((row) => row.dim !== 'meta')
      .map((row) => ({
        dimension: str(row.dim) as SpendDimension,
        key: str(row.key),
        orders: Number(row.orders),
        cents: Number(row.cents),
      })),
    atQuote: Number(meta?.orders ?? 0),
    outcomeUnknown: Number(meta?.cents ?? 0),
  };
}

export interface ProjectionFigure {
  readonly dimension: 'month' | 'tag';
  readonly key: string;
  readonly count: number;
  readonly cents: number;
  readonly notPriced: number;
}

/**
 * One renewal of every domain due up to `aheadDays` from today (those in grace or redemption
 * now, in this month), priced as the Expiry view prices them, by month and by tag.
 */
const PROJECTION = `${GROUPED},
ahead AS MATERIALIZED (
  SELECT domain_id, CASE WHEN late >= 0 THEN substr(@today, 1, 7) ELSE substr(expiry_date, 1, 7) END
           AS month, price, CASE WHEN price IS NULL THEN 1 ELSE 0 END AS open
  FROM priced WHERE phase != 'lost'
)
SELECT 'month' AS dim, month AS key, count(*) AS count, coalesce(sum(price), 0) AS cents,
       sum(open) AS open
FROM ahead GROUP BY month
UNION ALL
SELECT 'tag', coalesce(t.tag, @noTag), count(*), coalesce(sum(a.price), 0), sum(a.open)
FROM ahead a LEFT JOIN domain_tags t ON t.domain_id = a.domain_id GROUP BY 2`;

export function projectionFigures(
  db: Db,
  scope: RenewalsScope,
  aheadDays: number,
  noTag: string,
): ProjectionFigure[] {
  return all(db, PROJECTION, { ...params(scope, aheadDays), noTag }).map((row) => ({
    dimension: str(row.dim) as 'month' | 'tag',
    key: str(row.key),
    count: Number(row.count),
    cents: Number(row.cents),
    notPriced: Number(row.open),
  }));
}
