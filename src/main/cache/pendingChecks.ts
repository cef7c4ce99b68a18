import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { all, num, run, str, strOrNull, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** What deciding when a pending domain is next due needs, without reading the whole row. */
export interface PendingCheckRow {
  readonly accountId: string;
  readonly name: string;
  /** The latest of: pending since, last "not found", last error, added (ISO instants). */
  readonly lastEventAt: number;
  /** Checks answered "not found in this account" so far. */
  readonly notFoundCount: number;
}

function latest(...instants: (string | null)[]): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const instant of instants) if (instant) best = Math.max(best, Date.parse(instant));
  return best;
}

/** Every pending domain of a known account, with only the columns its schedule needs. */
export function pendingCheckRows(db: Db): PendingCheckRow[] {
  return all(
    db,
    `SELECT account_id, name, pending_since, forbidden_last_at, last_error_at, added_at,
            forbidden_count
       FROM domains
      WHERE status = 'pending' AND account_id IN (SELECT id FROM accounts)`,
  ).map((row) => ({
    accountId: str(row.account_id),
    name: str(row.name),
    lastEventAt: latest(
      strOrNull(row.pending_since),
      strOrNull(row.forbidden_last_at),
      strOrNull(row.last_error_at),
      strOrNull(row.added_at),
    ),
    notFoundCount: num(row.forbidden_count),
  }));
}

/** Records the same failure on many domains of one account in one transaction. */
export function recordErrors(
  db: Db,
  clock: Clock,
  accountId: string,
  names: readonly string[],
  error: { kind: string; message: string },
): void {
  const at = isoAt(clock);
  withTransaction(db, () => {
    for (const name of names) {
      run(
        db,
        `UPDATE domains SET last_error_kind = @kind, last_error_message = @message,
                last_error_at = @at, updated_at = @at
          WHERE account_id = @accountId AND name = @name`,
        { accountId, name, kind: error.kind, message: error.message, at },
      );
    }
  });
}
