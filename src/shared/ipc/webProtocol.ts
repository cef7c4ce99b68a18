/**
 * How the browser preview carries the contract over HTTP on 127.0.0.1:
 * `POST /ipc/<channel>` with JSON `{ "input": ... }` answers with the same `Result` envelope as
 * Electron IPC; `GET /events` streams the contract's events as Server-Sent Events.
 *
 * Each run has a random secret. The page gets it in a meta tag; requests send it in a header
 * (the event stream, which cannot set headers, in the query string).
 */
export const WEB_IPC_PATH = '/ipc/';
export const WEB_EVENTS_PATH = '/events';
export const WEB_SECRET_META = 'domaindesk-secret';
export const WEB_SECRET_HEADER = 'x-domaindesk-secret';
export const WEB_SECRET_QUERY = 'secret';
