/** Injectable clock so tests control every stored timestamp. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Timestamps are stored as ISO 8601 UTC text: sortable and readable in any SQLite tool. */
export function isoAt(clock: Clock): string {
  return clock().toISOString();
}
