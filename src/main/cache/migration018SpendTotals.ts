/**
 * Schema step: spend totals kept as the journal changes, so the spend report reads a few
 * hundred rows instead of computing every order's charge. Triggers keep them: a journal row
 * or a failed transfer's refund (activity_log) leaving takes its line out, one arriving puts
 * it in, so the totals always equal the journal. `lines` counts the lines with a non-zero
 * amount (a group with none is not shown). No key column is NOT NULL: a line with a missing
 * key is kept in a row of its own rather than failing the write that made it.
 */
const CENTS = (column: string): string => `CAST(round(CAST(${column} AS REAL) * 100) AS INTEGER)`;
const PLACED = (r: string): string =>
  `(${r}.state = 'succeeded' OR (${r}.state = 'reconciled' AND ${r}.outcome_detail LIKE 'Placed: %'))`;
const REFUND = (a: string): string => `json_extract(${a}.after_json, '$.refund')`;
const ORDER_ID = (a: string): string => `json_extract(${a}.after_json, '$.orderId')`;

/** The journal row `r`'s own line: what it took from the balance. */
const orderLine = (r: string): string => `
  SELECT ${r}.account_id AS account_id, ${r}.currency AS currency, ${r}.domain AS domain,
         substr(coalesce(${r}.sent_at, ${r}.created_at), 1, 7) AS month,
         CASE WHEN ${r}.price_charged IS NOT NULL THEN ${CENTS(`${r}.price_charged`)}
              WHEN ${PLACED(r)} THEN ${CENTS(`${r}.price_quoted`)} END AS cents,
         ${r}.price_charged IS NULL AND ${PLACED(r)} AS at_quote,
         ${r}.price_charged IS NULL AND ${r}.state = 'outcome_unknown' AS unknown
  WHERE ${r}.currency IS NOT NULL`;

/** The refunds logged for the journal row `r` (in its currency). */
const refundsOfOrder = (r: string): string => `
  SELECT a.account_id AS account_id, ${r}.currency AS currency, a.domain AS domain,
         substr(a.at, 1, 7) AS month, -${CENTS(REFUND('a'))} AS cents, 0 AS at_quote, 0 AS unknown
  FROM activity_log a
  WHERE a.action = 'transfer.failed' AND ${ORDER_ID('a')} = ${r}.id
    AND ${REFUND('a')} IS NOT NULL AND ${r}.currency IS NOT NULL`;

/** The activity row `a`'s refund, in its order's currency. */
const refundLine = (a: string): string => `
  SELECT ${a}.account_id AS account_id, j.currency AS currency, ${a}.domain AS domain,
         substr(${a}.at, 1, 7) AS month, -${CENTS(REFUND(a))} AS cents, 0 AS at_quote, 0 AS unknown
  FROM order_journal j
  WHERE ${a}.action = 'transfer.failed' AND j.id = ${ORDER_ID(a)}
    AND ${REFUND(a)} IS NOT NULL AND j.currency IS NOT NULL`;

/** Adds (sign 1) or takes out (sign -1) the lines `source` selects. */
function apply(source: string, sign: 1 | -1): string {
  const s = String(sign);
  return `
  INSERT INTO spend_by_month (account_id, currency, month, tld, orders, cents, lines, at_quote, unknown)
  SELECT account_id, currency, month, substr(domain, instr(domain, '.') + 1),
         ${s} * coalesce(cents > 0, 0), ${s} * coalesce(cents, 0), ${s} * coalesce(cents != 0, 0),
         ${s} * at_quote, ${s} * unknown
  FROM (${source}) WHERE true
  ON CONFLICT (account_id, currency, month, tld) DO UPDATE SET
    orders = orders + excluded.orders, cents = cents + excluded.cents,
    lines = lines + excluded.lines, at_quote = at_quote + excluded.at_quote,
    unknown = unknown + excluded.unknown;
  INSERT INTO spend_by_domain (account_id, currency, domain, orders, cents, lines)
  SELECT account_id, currency, domain,
         ${s} * coalesce(cents > 0, 0), ${s} * coalesce(cents, 0), ${s} * coalesce(cents != 0, 0)
  FROM (${source}) WHERE true
  ON CONFLICT (account_id, currency, domain) DO UPDATE SET
    orders = orders + excluded.orders, cents = cents + excluded.cents,
    lines = lines + excluded.lines;`;
}

const ORDER_COLUMNS =
  'account_id, domain, currency, state, outcome_detail, price_charged, price_quoted, sent_at, created_at';
const ACTIVITY_COLUMNS = 'account_id, domain, at, action, after_json';

/** Tables made from others by triggers: a salvage rebuilds them rather than copying them. */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['spend_by_month', 'spend_by_domain']);

export const migration018SpendTotals = `
CREATE TABLE spend_by_month (
  account_id TEXT, currency TEXT, month TEXT, tld TEXT,
  orders INTEGER NOT NULL, cents INTEGER NOT NULL, lines INTEGER NOT NULL,
  at_quote INTEGER NOT NULL, unknown INTEGER NOT NULL,
  UNIQUE (account_id, currency, month, tld)
) STRICT;
CREATE TABLE spend_by_domain (
  account_id TEXT, currency TEXT, domain TEXT,
  orders INTEGER NOT NULL, cents INTEGER NOT NULL, lines INTEGER NOT NULL,
  UNIQUE (account_id, currency, domain)
) STRICT;
-- A failed transfer's refund is found by its order without reading the whole log.
CREATE INDEX activity_refunds_by_order ON activity_log (json_extract(after_json, '$.orderId'))
  WHERE action = 'transfer.failed';

CREATE TRIGGER spend_order_in AFTER INSERT ON order_journal BEGIN
  ${apply(orderLine('NEW'), 1)} ${apply(refundsOfOrder('NEW'), 1)}
END;
CREATE TRIGGER spend_order_out AFTER DELETE ON order_journal BEGIN
  ${apply(orderLine('OLD'), -1)} ${apply(refundsOfOrder('OLD'), -1)}
END;
CREATE TRIGGER spend_order_change AFTER UPDATE OF id, ${ORDER_COLUMNS} ON order_journal BEGIN
  ${apply(orderLine('OLD'), -1)} ${apply(refundsOfOrder('OLD'), -1)}
  ${apply(orderLine('NEW'), 1)} ${apply(refundsOfOrder('NEW'), 1)}
END;
CREATE TRIGGER spend_refund_in AFTER INSERT ON activity_log
WHEN NEW.action = 'transfer.failed' BEGIN ${apply(refundLine('NEW'), 1)} END;
CREATE TRIGGER spend_refund_out AFTER DELETE ON activity_log
WHEN OLD.action = 'transfer.failed' BEGIN ${apply(refundLine('OLD'), -1)} END;
CREATE TRIGGER spend_refund_change AFTER UPDATE OF ${ACTIVITY_COLUMNS} ON activity_log
WHEN OLD.action = 'transfer.failed' OR NEW.action = 'transfer.failed' BEGIN
  ${apply(refundLine('OLD'), -1)} ${apply(refundLine('NEW'), 1)}
END;

${apply(
  `${orderLine('j').replace('WHERE', 'FROM order_journal j WHERE')}
   UNION ALL ${refundLine('a').replace('FROM order_journal j', 'FROM activity_log a JOIN order_journal j')}`,
  1,
)}
`;
