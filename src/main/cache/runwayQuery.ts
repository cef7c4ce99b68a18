import { GROUPED, params } from './renewalsQuery';
import type { RenewalsScope } from './renewalsQuery';
import { all, str } from './sqlite';
import type { Db } from './sqlite';

export interface RunwayWeekFigures {
  /** 0 = today and the six days after it (and everything already expired), up to 12. */
  readonly week: number;
  readonly count: number;
  readonly priced: number;
  readonly dueCents: number;
  readonly premiumUnknown: number;
  /** Expiry date of the week's first renewal the balance no longer covers, if any. */
  readonly shortFrom: string | null;
}

/**
 * The renewals due over the next 90 days (and those already in grace or redemption, due now),
 * priced as the Expiry view prices them, counted per week. A running total in expiry order
 * finds the first renewal the balance does not cover.
 */
const RUNWAY = `${GROUPED},
ahead AS (
  SELECT CASE WHEN late >= 0 THEN 0 ELSE (-late) / 7 END AS week, expiry_date, price, unknown,
         sum(price) OVER (ORDER BY expiry_date, name ROWS UNBOUNDED PRECEDING) AS running
  FROM priced WHERE phase != 'lost' AND late >= -90
)
SELECT week, count(*) AS count, count(price) AS priced, coalesce(sum(price), 0) AS due,
       sum(unknown) AS unknown, min(CASE WHEN running > @balance THEN expiry_date END) AS short
FROM ahead GROUP BY week ORDER BY week`;

const UNKNOWN_NAMES = `${GROUPED}
SELECT unicode_name FROM priced WHERE phase != 'lost' AND late >= -90 AND unknown = 1
ORDER BY expiry_date, name LIMIT @limit`;

export function runwayWeeks(
  db: Db,
  scope: RenewalsScope,
  balanceCents: number | null,
): RunwayWeekFigures[] {
  return all(db, RUNWAY, { ...params(scope), balance: balanceCents }).map((row) => ({
    week: Number(row.week),
    count: Number(row.count),
    priced: Number(row.priced),
    dueCents: Number(row.due),
    premiumUnknown: Number(row.unknown),
    shortFrom: row.short === null ? null : str(row.short),
  }));
}

/** Names (Unicode) due within 90 days whose premium renewal price is unknown, soonest first. */
export function runwayUnknownNames(db: Db, scope: RenewalsScope, limit: number): string[] {
  return all(db, UNKNOWN_NAMES, { ...params(scope), limit }).map((row) => str(row.unicode_name));
}
