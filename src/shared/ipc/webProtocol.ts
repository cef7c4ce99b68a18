/**
 * How the browser preview carries the contract over HTTP on 127.0.0.1:
 * `POST /ipc/<channel>` with JSON `{ "input": ... }` answers with the same `Result` envelope as
 * Electron IPC; `GET /events?ticket=…` streams the contract's events as Server-Sent Events.
 *
 * Each run has a random secret. The page gets it in a meta tag (and keeps it in its tab's
 * sessionStorage, which only its own origin reads, for a reload); requests send it in a
 * header. The event stream, which cannot set headers, opens with a short-lived ticket that
 * `POST /events/ticket` hands out for the header. The cookie set with the page is not the
 * secret: browsers send cookies for 127.0.0.1 to every port, so it unlocks only the built
 * files.
 */
export const WEB_IPC_PATH = '/ipc/';
export const WEB_EVENTS_PATH = '/events';
export const WEB_EVENTS_TICKET_PATH = '/events/ticket';
export const WEB_EVENTS_TICKET_QUERY = 'ticket';
export const WEB_SECRET_META = 'domaindesk-secret';
export const WEB_SECRET_HEADER = 'x-domaindesk-secret';
export const WEB_SECRET_QUERY = 'secret';
/** Where the page keeps the secret for a reload of its tab. */
export const WEB_SECRET_STORAGE_KEY = 'domaindesk-secret';
/** A one-use code in the address the preview hands to the browser it starts. */
export const WEB_OPEN_QUERY = 'open';
/** Always the page telling a person which address to open: for a tab without the secret. */
export const WEB_OPEN_THE_PRINTED_ADDRESS_PATH = '/open-the-printed-address';
