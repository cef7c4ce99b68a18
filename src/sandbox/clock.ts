/** The server clock: an injectable source plus an adjustable offset. */
export class SandboxClock {
  private offsetMs = 0;

  constructor(private readonly source: () => number) {}

  now(): number {
    return this.source() + this.offsetMs;
  }

  setOffset(ms: number): void {
    this.offsetMs = ms;
  }
}

const DAY_MS = 86_400_000;

/** Midnight UTC of the day of `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

export function addYears(ms: number, years: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate());
}

/** YYYY-MM-DD in UTC. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function daysBetween(fromMs: number, toMs: number): number {
  return Math.floor((startOfDay(toMs) - startOfDay(fromMs)) / DAY_MS);
}
