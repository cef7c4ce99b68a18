import { all, num, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** Statuses a renewal cannot succeed from, and the reason each is left out. */
const LEFT_OUT = {
  pending: 'pending',
  not_in_account: 'notInAccount',
  released: 'gone',
  deleted: 'gone',
  transferring: 'gone',
} as const;

export interface RenewalBatchRow {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string | null;
}

/**
 * Of these portfolio rows: how many each status leaves out, how many can be renewed, and the
 * first `limit` renewable ones, soonest-expiring first (unknown expiry last, then by name).
 */
export function renewalBatch(
  db: Db,
  ids: readonly number[],
  limit: number,
): {
  renewable: number;
  leftOut: { pending: number; notInAccount: number; gone: number };
  rows: RenewalBatchRow[];
} {
  const idsJson = JSON.stringify(ids);
  const leftOut = { pending: 0, notInAccount: 0, gone: 0 };
  let renewable = 0;
  for (const row of all(
    db,
    `SELECT status, count(*) AS n FROM domains
     WHERE id IN (SELECT value FROM json_each(@ids)) GROUP BY status`,
    { ids: idsJson },
  )) {
    const status = str(row.status);
    const reason = status in LEFT_OUT ? LEFT_OUT[status as keyof typeof LEFT_OUT] : undefined;
    if (reason === undefined) renewable += num(row.n);
    else leftOut[reason] += num(row.n);
  }
  const rows = all(
    db,
    `SELECT name, unicode_name, expiry_date FROM domains
     WHERE id IN (SELECT value FROM json_each(@ids))
       AND status NOT IN (${Object.keys(LEFT_OUT)
         .map((s) => `'${s}'`)
         .join(', ')})
     ORDER BY coalesce(expiry_date, '9999-12-31'), name
     LIMIT @limit`,
    { ids: idsJson, limit },
  );
  return {
    renewable,
    leftOut,
    rows: rows.map((row) => ({
      name: str(row.name),
      unicodeName: str(row.unicode_name),
      expiryDate: strOrNull(row.expiry_date),
    })),
  };
}
