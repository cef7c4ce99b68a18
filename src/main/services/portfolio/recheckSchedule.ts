import type { DomainRecord } from '../../cache/domainRecord';

/**
 * Pending orders are asked about again with back-off: 30 s after the order (most
 * registrations are provisioned by then), then 1, 2, 4 … minutes, never more than 30
 * minutes apart, so a slow order costs a few calls an hour and a fast one is seen at once.
 */
export const RECHECK_FIRST_DELAY_MS = 30_000;
export const RECHECK_MAX_DELAY_MS = 30 * 60_000;

/** The wait after `checksSoFar` unanswered checks. */
export function recheckDelayMs(checksSoFar: number): number {
  const doublings = Math.min(Math.max(checksSoFar, 0), 20);
  return Math.min(RECHECK_FIRST_DELAY_MS * 2 ** doublings, RECHECK_MAX_DELAY_MS);
}

function latest(instants: readonly (string | null | undefined)[]): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const instant of instants) {
    if (instant) best = Math.max(best, Date.parse(instant));
  }
  return best;
}

/**
 * When a pending domain is due for its next check (ms since the epoch); null when the row is
 * not pending. A failed check (network, server) backs off from its own time as well.
 */
export function nextRecheckAt(row: DomainRecord): number | null {
  if (row.status !== 'pending') return null;
  const last = latest([row.pendingSince, row.notFound.lastAt, row.lastError?.at, row.addedAt]);
  return last + recheckDelayMs(row.notFound.count);
}
