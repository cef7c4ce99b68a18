/**
 * How a request may be treated when something goes wrong:
 * - `read`: changes nothing (GETs and lookups); may be retried.
 * - `change`: changes a domain; never resent once it may have reached the server.
 * - `order`: charges credit; as `change`, with wording about the order.
 */
export type RequestMode = 'read' | 'change' | 'order';
