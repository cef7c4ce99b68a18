/**
 * When a renewal costs what: one rule for the quote, the Expiry view's query (which mirrors it
 * in SQL) and the screens. Dates are calendar days in UTC, as the provider counts them.
 */

/** A TLD's windows after expiry, from its price list entry. */
export interface LateTerms {
  readonly graceDays: number | null;
  /** -1 (or null): no redemption window. */
  readonly redemptionDays: number | null;
}

/**
 * `due`: expiring after today (plain renewal). A name is expired from its expiry day on, as the
 * provider charges it. `grace`: expired within the grace window (renewal
 * plus the grace fee); `redemption`: past grace, within redemption (renewal plus the redemption
 * fee); `lost`: past both, it can no longer be renewed.
 */
export type RenewalPhase = 'due' | 'grace' | 'redemption' | 'lost';

const DAY_MS = 86_400_000;

/** Whole days from `expiryDate` (YYYY-MM-DD) to `today` (YYYY-MM-DD); negative before it. */
export function daysPast(expiryDate: string, today: string): number {
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${expiryDate}T00:00:00Z`)) / DAY_MS,
  );
}

export function renewalPhase(expiryDate: string, today: string, terms: LateTerms): RenewalPhase {
  const late = daysPast(expiryDate, today);
  if (late < 0) return 'due';
  const grace = Math.max(0, terms.graceDays ?? 0);
  if (late <= grace) return 'grace';
  const redemption = terms.redemptionDays ?? -1;
  if (redemption >= 0 && late <= grace + redemption) return 'redemption';
  return 'lost';
}

/** The new expiry after renewing `years` from `expiryDate` (YYYY-MM-DD), as the provider adds. */
export function renewedExpiry(expiryDate: string, years: number): string {
  const date = new Date(`${expiryDate}T00:00:00Z`);
  // Same month and day, years later (29 February rolls over to 1 March).
  return new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** Today's calendar date in UTC. */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}
