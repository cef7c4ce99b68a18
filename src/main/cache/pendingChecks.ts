import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { all, num, one, run, str, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** A pending domain whose next check is due. */
export interface DueRow {
  readonly accountId: string;
  readonly name: string;
  /** When the check became due, ms since the epoch. */
  readonly dueAt: number;
}

/** The back-off of pending re-checks, as the SQL below computes it. */
export interface RecheckBackoff {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

// A pending domain is due at its latest event (pending since, last "not found", last error,
// added) plus a delay doubling with each "not found" answer. Computed in SQL so that tens of
// thousands of pending rows are never read into JavaScript just to find the few that are due.
// Stored instants are all ISO UTC with milliseconds, so the latest is the largest text.
const DUE_AT = `round(
  (julianday(max(coalesce(pending_since, ''), coalesce(forbidden_last_at, ''),
                 coalesce(last_error_at, ''), added_at)) - 2440587.5) * 86400000.0
  + min(@firstDelayMs * (1 << min(forbidden_count, 20)), @maxDelayMs))`;

const PENDING = `status = 'pending' AND account_id IN (SELECT id FROM accounts)
  AND account_id NOT IN (SELECT value FROM json_each(@skipped))`;

/** The earliest instant a pending domain of an account not skipped is due; null when none. */
export function nextPendingDueAt(
  db: Db,
  backoff: RecheckBackoff,
  skipped: readonly string[],
): number | null {
  const row = one(db, `SELECT min(${DUE_AT}) AS due FROM domains WHERE ${PENDING}`, {
    ...backoff,
    skipped: JSON.stringify(skipped),
  });
  return row?.due === null || row?.due === undefined ? null : Math.round(num(row.due));
}

/** Pending domains due at `now`, longest waiting first (every one: for tests and tools). */
export function duePendingRows(
  db: Db,
  backoff: RecheckBackoff,
  now: number,
  skipped: readonly string[] = [],
): DueRow[] {
  return all(
    db,
    `SELECT account_id, name, ${DUE_AT} AS due FROM domains
      WHERE ${PENDING} AND ${DUE_AT} <= @now ORDER BY due, name`,
    { ...backoff, now, skipped: JSON.stringify(skipped) },
  ).map((row) => ({
    accountId: str(row.account_id),
    name: str(row.name),
    dueAt: num(row.due),
  }));
}

/** Up to `limit` pending domains due at `now`, in no particular order (stops at `limit`). */
export function someDuePendingRows(
  db: Db,
  backoff: RecheckBackoff,
  now: number,
  skipped: readonly string[],
  limit: number,
): { accountId: string; name: string }[] {
  return all(
    db,
    `SELECT account_id, name FROM domains WHERE ${PENDING} AND ${DUE_AT} <= @now LIMIT @limit`,
    { ...backoff, now, skipped: JSON.stringify(skipped), limit },
  ).map((row) => ({ accountId: str(row.account_id), name: str(row.name) }));
}

/** How many pending domains of each account are due at `now`. */
export function dueCountsByAccount(
  db: Db,
  backoff: RecheckBackoff,
  now: number,
  skipped: readonly string[],
): Map<string, number> {
  const rows = all(
    db,
    `SELECT account_id, count(*) AS due FROM domains
      WHERE ${PENDING} AND ${DUE_AT} <= @now GROUP BY account_id`,
    { ...backoff, now, skipped: JSON.stringify(skipped) },
  );
  return new Map(rows.map((row) => [str(row.account_id), num(row.due)]));
}

/**
 * Records the same failure on up to `limit` due pending domains of one account, in one
 * statement; returns how many. Noted domains are no longer due, so repeating it moves on.
 */
export function recordErrorOnDue(
  db: Db,
  clock: Clock,
  backoff: RecheckBackoff,
  target: { accountId: string; now: number; limit: number },
  error: { kind: string; message: string },
): number {
  const at = isoAt(clock);
  return withTransaction(
    db,
    () =>
      run(
        db,
        `UPDATE domains SET last_error_kind = @kind, last_error_message = @message,
                last_error_at = @at, updated_at = @at
          WHERE rowid IN (SELECT rowid FROM domains
                           WHERE account_id = @accountId AND ${PENDING} AND ${DUE_AT} <= @now
                           LIMIT @limit)`,
        { ...backoff, ...target, skipped: '[]', kind: error.kind, message: error.message, at },
      ).changes,
  );
}
