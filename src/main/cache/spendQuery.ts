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

/**
 * What each order took from the balance (the journal's charge, read from the balance straight
 * after it; the quote of a placed order whose balance was not read), less the refunds of
 * failed transfers, in one currency, broken down four ways. A receipt's lines are these same
 * charges, so they are not added again. A domain with several tags counts under each. Read
 * from the totals the journal's triggers keep (migration018SpendTotals.ts); a group none of
 * whose lines has an amount is not shown.
 */
const SPEND = `
WITH months AS MATERIALIZED (SELECT * FROM spend_by_month WHERE currency = @currency)
SELECT 'month' AS dim, month AS key, sum(orders) AS orders, sum(cents) AS cents
FROM months GROUP BY month HAVING sum(lines) > 0
UNION ALL
SELECT 'tld', tld, sum(orders), sum(cents) FROM months GROUP BY tld HAVING sum(lines) > 0
UNION ALL
SELECT 'tag', coalesce(t.tag, @noTag), sum(s.orders), sum(s.cents)
FROM spend_by_domain s LEFT JOIN domains d ON d.account_id = s.account_id AND d.name = s.domain
LEFT JOIN domain_tags t ON t.domain_id = d.id
WHERE s.currency = @currency AND s.lines > 0 GROUP BY 2
UNION ALL
SELECT 'account', coalesce(acc.label, @removed), sum(m.orders), sum(m.cents)
FROM months m LEFT JOIN accounts acc ON acc.id = m.account_id GROUP BY m.account_id
HAVING sum(m.lines) > 0
UNION ALL
SELECT 'meta', 'open', sum(at_quote), sum(unknown) FROM months`;

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
