import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy } from '../shared/security/contentSecurityPolicy';
import type { Dispatcher } from '../main/ipc/dispatcher';
import type { EventHub } from '../main/events/eventHub';
import { redactSecrets } from '../shared/ipc/redactSecrets';
import { failure } from '../shared/ipc/result';
import { shortText } from '../shared/ipc/shortText';
import { WEB_BODY_BUDGET_BYTES, webBodyLimit } from '../shared/ipc/webBodyLimits';
import {
  WEB_EVENTS_PATH,
  WEB_EVENTS_TICKET_PATH,
  WEB_EVENTS_TICKET_QUERY,
  WEB_IPC_PATH,
  WEB_OPEN_QUERY,
  WEB_OPEN_THE_PRINTED_ADDRESS_PATH,
  WEB_SECRET_HEADER,
  WEB_SECRET_QUERY,
} from '../shared/ipc/webProtocol';
import { createEventTickets } from './eventTickets';
import { streamEvents } from './eventStream';
import { credentialsOf, foreignRequest, PUBLIC_PATHS } from './requestGate';
import { createBodyReader } from './requestBodies';
import { readStartData } from './startData';
import { JSON_TYPE, refuseWithoutSecret, send, TEXT } from './webReplies';
import { cacheControl, findStaticFile, injectSecret } from './staticFiles';
import { createWebSecret } from './webSecret';

/** The preview never listens beyond this machine. */
export const WEB_HOST = '127.0.0.1';

export interface WebServerOptions {
  /** The built renderer (`out/renderer`). */
  readonly rendererDir: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly dispatcher: Dispatcher;
  readonly events: EventHub;
  /** Defaults to a fresh random secret. */
  readonly secret?: string;
  readonly log?: (message: string) => void;
  /** Wall clock for event tickets; tests move it. */
  readonly now?: () => number;
}

export interface WebServer {
  /** Address to open, secret included. */
  readonly url: string;
  /**
   * An address that opens the page once, within a minute, without the secret in it: for the
   * command line of the browser started for the user, which any local user can read.
   */
  openOnceUrl(): string;
  /** The interface actually bound. */
  readonly address: string;
  readonly origin: string;
  readonly port: number;
  readonly secret: string;
  close(): Promise<void>;
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Time for a browser to start and load the address it was given. */
const OPEN_CODE_LIFETIME_MS = 60_000;

function parseRequestBody(text: string): { input: unknown } | undefined {
  if (text.trim() === '') return { input: undefined };
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    return { input: (body as { input?: unknown }).input };
  } catch {
    return undefined;
  }
}

function decodeChannel(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The request's address, or undefined when it is not one (`//`, `http://[`). */
function requestUrl(request: IncomingMessage, port: number): URL | undefined {
  try {
    return new URL(request.url ?? '/', `http://${WEB_HOST}:${String(port)}`);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built renderer and the contract over HTTP on 127.0.0.1, for the browser preview.
 * Every request must come from its own host and origin. Calls carry the run's secret in a
 * header; the page is handed the secret for the printed address (`?secret=`); the event
 * stream opens with a one-use ticket fetched with the header. The cookie set with the page is
 * a key of its own that only unlocks the built files and the page without the secret (a
 * reload, whose tab kept the secret). Anything else gets 403, with a page telling a person
 * which address to open. Requests go through the same dispatcher as Electron IPC.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const secret = options.secret ?? createWebSecret();
  if (!/^[A-Za-z0-9_-]{16,}$/.test(secret)) throw new Error('The web secret is too weak.');
  const pageKey = createWebSecret();
  const tickets = createEventTickets(options.now ?? Date.now);
  const openCodes = createEventTickets(options.now ?? Date.now, OPEN_CODE_LIFETIME_MS);
  const bodies = createBodyReader(WEB_BODY_BUDGET_BYTES);
  let port = options.port;
  const cookieName = (): string => `domaindesk_page_${String(port)}`;

  const call = async (
    request: IncomingMessage,
    response: ServerResponse,
    channel: string,
  ): Promise<void> => {
    const limit = webBodyLimit(channel);
    const body = await bodies.read(request, limit);
    if (!body.ok && body.reason === 'aborted') return;
    if (!body.ok) {
      // The rest of the body is not read: the connection closes after the answer.
      response.setHeader('connection', 'close');
      const refusal =
        body.reason === 'too-large'
          ? failure(
              'invalid_input',
              `The request is larger than the preview accepts for ${shortText(channel)} (${String(limit / 1024 / 1024)} MB).`,
            )
          : failure(
              'rate_limited',
              'The preview is already reading other large requests; try again when they have finished.',
            );
      send(response, 200, JSON.stringify(refusal), JSON_TYPE);
      return;
    }
    try {
      const parsed = parseRequestBody(body.text);
      const result =
        parsed === undefined
          ? failure('invalid_input', 'The request body must be a JSON object like {"input": ...}.')
          : await options.dispatcher.dispatch({
              channel,
              input: parsed.input,
              trustedSender: true,
            });
      send(response, 200, JSON.stringify(result), JSON_TYPE);
    } finally {
      body.done();
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const foreign = foreignRequest(request, WEB_HOST, port);
    if (foreign !== undefined) {
      send(response, 403, `Forbidden: a request from ${foreign}.`, TEXT);
      return;
    }
    const url = requestUrl(request, port);
    if (url === undefined) {
      send(response, 400, 'Bad Request: not an address.', TEXT);
      return;
    }
    const path = url.pathname;
    const presented = credentialsOf(request, url, {
      secret,
      secretHeader: WEB_SECRET_HEADER,
      secretQuery: WEB_SECRET_QUERY,
      cookieName: cookieName(),
      cookieValue: pageKey,
    });
    const isGet = request.method === 'GET' || request.method === 'HEAD';

    if (path.startsWith(WEB_IPC_PATH) || path === WEB_EVENTS_TICKET_PATH) {
      if (!presented.header) {
        refuseWithoutSecret(request, response, path);
      } else if (request.method !== 'POST') {
        send(response, 405, 'Method Not Allowed', TEXT);
      } else if (path === WEB_EVENTS_TICKET_PATH) {
        send(response, 200, JSON.stringify({ ticket: tickets.issue() }), JSON_TYPE);
      } else {
        await call(request, response, decodeChannel(path.slice(WEB_IPC_PATH.length)));
      }
      return;
    }
    if (path === WEB_EVENTS_PATH) {
      if (!isGet || !tickets.redeem(url.searchParams.get(WEB_EVENTS_TICKET_QUERY))) {
        refuseWithoutSecret(request, response, path);
        return;
      }
      streamEvents(response, options.events);
      return;
    }

    if (path === WEB_OPEN_THE_PRINTED_ADDRESS_PATH) {
      refuseWithoutSecret(request, response, path);
      return;
    }
    const isPublic = PUBLIC_PATHS.has(path) && request.method === 'GET';
    const opening =
      presented.header || presented.query || openCodes.redeem(url.searchParams.get(WEB_OPEN_QUERY));
    const mayHaveFiles = opening || presented.cookie;
    if (!isPublic && !mayHaveFiles) {
      refuseWithoutSecret(request, response, path);
      return;
    }
    if (!isGet) {
      send(response, 405, 'Method Not Allowed', TEXT);
      return;
    }
    const file = await findStaticFile(options.rendererDir, path);
    if (file === undefined) {
      send(response, 404, 'Not Found', TEXT);
      return;
    }
    if (file.isIndex) {
      response.setHeader(
        'set-cookie',
        `${cookieName()}=${pageKey}; Path=/; HttpOnly; SameSite=Strict`,
      );
      if (!opening) {
        // The cookie alone: the page without the secret; a reloaded tab has it stored.
        send(response, 200, injectSecret(file.body.toString('utf8'), undefined), file.contentType);
        return;
      }
      // Without the answers the page asks for them itself: never a reason to refuse the page.
      const start = await readStartData(options.dispatcher).catch(() => undefined);
      const html = injectSecret(file.body.toString('utf8'), secret, start);
      send(response, 200, html, file.contentType);
      return;
    }
    response.writeHead(200, {
      'content-type': file.contentType,
      'cache-control': cacheControl(path),
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(
        redactSecrets(`The preview server failed to answer a request: ${String(error)}`),
      );
      if (!response.headersSent) send(response, 500, 'Internal Server Error', 'text/plain');
      else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: WEB_HOST, port: options.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  port = bound.port;
  const origin = `http://${WEB_HOST}:${port}`;

  return {
    url: `${origin}/?${WEB_SECRET_QUERY}=${secret}`,
    openOnceUrl: () => `${origin}/?${WEB_OPEN_QUERY}=${openCodes.issue()}`,
    address: bound.address,
    origin,
    port,
    secret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Open event streams would keep close() waiting forever.
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
