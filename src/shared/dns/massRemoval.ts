/*
 * When a DNS change removes so much of a zone that it needs a second, explicit confirmation:
 * the single-domain save and a copy from a model domain across the portfolio ask alike.
 */

/** A change removing more than this share of the live records needs a second confirmation. */
export const REMOVAL_SHARE_LIMIT = 0.25;
/** …or more than this many records, whatever the share. */
export const REMOVAL_COUNT_LIMIT = 10;

/** True when removing `removed` of `live` records takes more than 25 % of them, or more than 10. */
export function removesMuchOfZone(live: number, removed: number): boolean {
  if (removed === 0) return false;
  return removed > REMOVAL_COUNT_LIMIT || removed / Math.max(live, 1) > REMOVAL_SHARE_LIMIT;
}
