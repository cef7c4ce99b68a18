import { randomBytes } from 'node:crypto';

/** Long enough for the page to open its stream right after asking, short enough to be useless later. */
export const TICKET_LIFETIME_MS = 30_000;
/** Unused tickets kept at once; a page asks for one at a time. */
const MAX_OPEN_TICKETS = 64;

export interface EventTickets {
  /** A fresh ticket, for a caller that presented the secret. */
  issue(): string;
  /** Whether the ticket is one handed out, unused and not expired; it is used up either way. */
  redeem(ticket: string | null): boolean;
}

/**
 * One-use, short-lived tickets: for the event stream, and for the address handed to the
 * browser on its command line (see `WebServer.openOnceUrl`). `EventSource` cannot send headers, and
 * the secret in its URL would sit in the browser's history and any log of the address; a
 * ticket there is worth nothing a moment later.
 */
export function createEventTickets(
  now: () => number,
  lifetimeMs = TICKET_LIFETIME_MS,
): EventTickets {
  const open = new Map<string, number>();
  const prune = (): void => {
    const at = now();
    for (const [ticket, expires] of open) if (expires <= at) open.delete(ticket);
    // Oldest first: a page that asks again and again only pushes out its own old tickets.
    while (open.size >= MAX_OPEN_TICKETS) {
      const oldest = open.keys().next().value;
      if (oldest === undefined) break;
      open.delete(oldest);
    }
  };
  return {
    issue() {
      prune();
      const ticket = randomBytes(24).toString('base64url');
      open.set(ticket, now() + lifetimeMs);
      return ticket;
    },
    redeem(ticket) {
      if (ticket === null) return false;
      const expires = open.get(ticket);
      open.delete(ticket);
      return expires !== undefined && now() < expires;
    },
  };
}
