import { Buffer } from 'node:buffer';
import { GROUPED, params } from './renewalsQuery';
import type { RenewalsScope } from './renewalsQuery';
import { rows } from './sqlite';
import type { Db } from './sqlite';

export interface ProjectionFigure {
  readonly dimension: 'month' | 'tag';
  readonly key: string;
  readonly count: number;
  readonly cents: number;
  readonly notPriced: number;
}

/**
 * One renewal of every domain due up to `aheadDays` from today (those in grace or redemption
 * now, in this month), priced by the Expiry view's own query: each domain's id, month and
 * price, handed over as three JSON arrays in one row. Grouping them here instead spares
 * SQLite two sorts (by month, and of every domain's tags by tag), most of the time the
 * report took; 100,000 rows handed over one by one would cost more than the query.
 */
const AHEAD = `${GROUPED}
SELECT json_group_array(domain_id),
       json_group_array(CASE WHEN late >= 0 THEN substr(@today, 1, 7)
                             ELSE substr(expiry_date, 1, 7) END),
       json_group_array(price)
FROM priced WHERE phase != 'lost'`;

/** Each tag's domains (of every account), read in tag order from the tag index: no sort. */
const TAGGED = 'SELECT tag, json_group_array(domain_id) FROM domain_tags GROUP BY tag';

class Tally {
  count = 0;
  cents = 0;
  open = 0;

  add(price: number | null): void {
    this.count += 1;
    if (price === null) this.open += 1;
    else this.cents += price;
  }
}

/** SQLite's order for text (its bytes), which JavaScript's own (UTF-16 units) is not. */
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

function figures(dimension: 'month' | 'tag', tallies: Map<string, Tally>): ProjectionFigure[] {
  return [...tallies.keys()].sort(byBytes).map((key) => {
    const t = tallies.get(key) ?? new Tally();
    return { dimension, key, count: t.count, cents: t.cents, notPriced: t.open };
  });
}

const parsed = <T>(value: unknown): T[] => JSON.parse(String(value)) as T[];

/** Where each id sits in `ids`: an array indexed by id when the ids are dense enough. */
function positions(ids: readonly number[]): (id: number) => number | undefined {
  const top = ids.reduce((most, id) => Math.max(most, id), 0);
  if (top > 8 * ids.length + 65_536 || ids.some((id) => id < 0)) {
    const map = new Map(ids.map((id, i) => [id, i]));
    return (id) => map.get(id);
  }
  const at = new Int32Array(top + 1).fill(-1);
  ids.forEach((id, i) => (at[id] = i));
  return (id) => {
    const i = id <= top ? (at[id] ?? -1) : -1;
    return i < 0 ? undefined : i;
  };
}

/** The renewals ahead by month and by tag (untagged under `noTag`), each in SQLite's order. */
export function projectionFigures(
  db: Db,
  scope: RenewalsScope,
  aheadDays: number,
  noTag: string,
): ProjectionFigure[] {
  const [ahead] = rows(db, AHEAD, params(scope, aheadDays));
  const ids = parsed<number>(ahead?.[0] ?? '[]');
  const months = parsed<string>(ahead?.[1] ?? '[]');
  const prices = parsed<number | null>(ahead?.[2] ?? '[]');
  const byMonth = new Map<string, Tally>();
  const tally = (map: Map<string, Tally>, key: string): Tally => {
    let t = map.get(key);
    if (t === undefined) map.set(key, (t = new Tally()));
    return t;
  };
  months.forEach((month, i) => {
    tally(byMonth, month).add(prices[i] ?? null);
  });

  const byTag = new Map<string, Tally>();
  const tagged = new Uint8Array(ids.length);
  if (ids.length > 0) {
    const position = positions(ids);
    for (const [tag, list] of rows(db, TAGGED)) {
      let t: Tally | undefined;
      for (const id of parsed<number>(list)) {
        const i = position(id);
        if (i === undefined) continue; // another account's, or not due
        tagged[i] = 1;
        (t ??= tally(byTag, String(tag))).add(prices[i] ?? null);
      }
    }
  }
  tagged.forEach((isTagged, i) => {
    if (isTagged === 0) tally(byTag, noTag).add(prices[i] ?? null);
  });
  return [...figures('month', byMonth), ...figures('tag', byTag)];
}
