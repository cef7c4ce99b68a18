const HOUR_MS = 3_600_000;
// The Date header has second precision: take the middle of its second, and ignore offsets
// smaller than that uncertainty.
const DATE_PRECISION_MS = 1000;

/**
 * Tracks the server's clock as seen through its `Date` header, so tokens are computed for
 * the hour the server is in.
 */
export class ServerClock {
  readonly #now: () => number;
  #offsetMs = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** The instant, on the server's clock, to compute a token from. */
  serverNow(): number {
    return this.#now() + this.#offsetMs;
  }

  /**
   * Learn the offset from a response's `Date` header read now. Returns the header's instant
   * in ms, or undefined when it is missing or unreadable.
   */
  observeDateHeader(dateHeader: string | null): number | undefined {
    const serverMs = dateHeader ? Date.parse(dateHeader) : NaN;
    if (Number.isNaN(serverMs)) return undefined;
    const measured = serverMs + DATE_PRECISION_MS / 2 - this.#now();
    this.#offsetMs = Math.abs(measured) < DATE_PRECISION_MS ? 0 : Math.round(measured);
    return serverMs;
  }

  /**
   * After an authentication failure for a token computed at `usedAt`: the instant to retry
   * with. If the server's Date header now puts it in another hour, that hour; otherwise the
   * neighbouring hour nearer to `usedAt`.
   */
  retryInstant(usedAt: number): number {
    const server = this.serverNow();
    if (Math.floor(server / HOUR_MS) !== Math.floor(usedAt / HOUR_MS)) return server;
    const intoHour = ((usedAt % HOUR_MS) + HOUR_MS) % HOUR_MS;
    return intoHour < HOUR_MS / 2 ? usedAt - HOUR_MS : usedAt + HOUR_MS;
  }
}
