import { all, num, one, run, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** One account's background pass, as stored (instants in ms since the epoch). */
export interface BackgroundPass {
  readonly accountId: string;
  /** When the pass under way began; null when none is under way. */
  readonly startedAt: number | null;
  /** The last domain (ASCII name) the pass is done with; null before the first. */
  readonly cursor: string | null;
  readonly done: number;
  readonly failed: number;
  readonly total: number;
  /** The wait between two reads, so the pass spreads over its period. */
  readonly spacingMs: number;
  /** When the next read is due. */
  readonly nextAt: number;
  /** Why the pass waits (offline, no key), or null. */
  readonly pausedReason: string | null;
  readonly lastStartedAt: number | null;
  readonly lastFinishedAt: number | null;
}

const numOrNull = (value: unknown): number | null => (value === null ? null : num(value));

function passOf(row: Record<string, unknown>): BackgroundPass {
  return {
    accountId: str(row.account_id),
    startedAt: numOrNull(row.started_at),
    cursor: strOrNull(row.cursor),
    done: num(row.done),
    failed: num(row.failed),
    total: num(row.total),
    spacingMs: num(row.spacing_ms),
    nextAt: num(row.next_at),
    pausedReason: strOrNull(row.paused_reason),
    lastStartedAt: numOrNull(row.last_started_at),
    lastFinishedAt: numOrNull(row.last_finished_at),
  };
}

/** Domains a background pass reads: kept ones, not pending (those have their own re-check). */
const READ_STATUSES = `status NOT IN ('pending', 'released', 'deleted')`;

export function backgroundPassOf(db: Db, accountId: string): BackgroundPass | null {
  const row = one(db, 'SELECT * FROM background_passes WHERE account_id = @accountId', {
    accountId,
  });
  return row ? passOf(row) : null;
}

/** Every account's pass, accounts without one included (as never run). */
export function backgroundPasses(db: Db): BackgroundPass[] {
  return all(
    db,
    `SELECT a.id AS account_id, p.started_at, p.cursor, coalesce(p.done, 0) AS done,
            coalesce(p.failed, 0) AS failed, coalesce(p.total, 0) AS total,
            coalesce(p.spacing_ms, 0) AS spacing_ms, coalesce(p.next_at, 0) AS next_at,
            p.paused_reason, p.last_started_at, p.last_finished_at
       FROM accounts a LEFT JOIN background_passes p ON p.account_id = a.id
      ORDER BY a.id`,
  ).map(passOf);
}

export function saveBackgroundPass(db: Db, pass: BackgroundPass): void {
  run(
    db,
    `INSERT INTO background_passes (account_id, started_at, cursor, done, failed, total,
       spacing_ms, next_at, paused_reason, last_started_at, last_finished_at)
     VALUES (@accountId, @startedAt, @cursor, @done, @failed, @total, @spacingMs, @nextAt,
       @pausedReason, @lastStartedAt, @lastFinishedAt)
     ON CONFLICT (account_id) DO UPDATE SET started_at = excluded.started_at,
       cursor = excluded.cursor, done = excluded.done, failed = excluded.failed,
       total = excluded.total, spacing_ms = excluded.spacing_ms, next_at = excluded.next_at,
       paused_reason = excluded.paused_reason, last_started_at = excluded.last_started_at,
       last_finished_at = excluded.last_finished_at`,
    { ...pass },
  );
}

/** How many domains of the account a pass reads. */
export function countPassDomains(db: Db, accountId: string): number {
  const row = one(
    db,
    `SELECT count(*) AS n FROM domains WHERE account_id = @accountId AND ${READ_STATUSES}`,
    { accountId },
  );
  return row ? num(row.n) : 0;
}

/** The next domain after the cursor, by name (the UNIQUE (account_id, name) index). */
export function nextPassDomain(db: Db, accountId: string, cursor: string | null): string | null {
  const row = one(
    db,
    `SELECT name FROM domains
      WHERE account_id = @accountId AND name > @cursor AND ${READ_STATUSES}
      ORDER BY name LIMIT 1`,
    { accountId, cursor: cursor ?? '' },
  );
  return row ? str(row.name) : null;
}
