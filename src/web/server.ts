import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy } from '../main/shell/contentSecurityPolicy';
import type { Dispatcher } from '../main/ipc/dispatcher';
import type { EventHub } from '../main/ipc/eventHub';
import { redactSecrets } from '../shared/ipc/redactSecrets';
import { failure } from '../shared/ipc/result';
import {
  WEB_EVENTS_PATH,
  WEB_IPC_PATH,
  WEB_SECRET_HEADER,
  WEB_SECRET_QUERY,
} from '../shared/ipc/webProtocol';
import { streamEvents } from './eventStream';
import { foreignRequest, openThePrintedAddressPage, PUBLIC_PATHS } from './requestGate';
import { readStartData } from './startData';
import { cacheControl, findStaticFile, injectSecret } from './staticFiles';
import { createWebSecret, secretsMatch } from './webSecret';

/** The preview never listens beyond this machine. */
export const WEB_HOST = '127.0.0.1';
// Room for the largest user-data import (src/shared/ipc/channels/userData.ts), JSON-quoted.
const MAX_BODY_BYTES = 128 * 1024 * 1024;

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
}

export interface WebServer {
  /** Address to open, secret included. */
  readonly url: string;
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

function send(response: ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/** A person opening a page is told what to do; calls from scripts get a short refusal. */
function refuseWithoutSecret(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): void {
  const isCall = path.startsWith(WEB_IPC_PATH) || path === WEB_EVENTS_PATH;
  if (!isCall && (request.method === 'GET' || request.method === 'HEAD')) {
    send(response, 403, openThePrintedAddressPage(), 'text/html; charset=utf-8');
    return;
  }
  send(
    response,
    403,
    'Forbidden: open the address `npm run web` printed; it carries the secret of this run.',
    'text/plain; charset=utf-8',
  );
}

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function decodeChannel(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

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

/**
 * Serves the built renderer and the contract over HTTP on 127.0.0.1, for the browser preview.
 * Every request must come from its own host and origin and carry the run's secret (header,
 * query or the cookie set with the page); anything else gets 403, with a page telling a person
 * which address to open. Requests go through the same dispatcher as Electron IPC.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const secret = options.secret ?? createWebSecret();
  if (!/^[A-Za-z0-9_-]{16,}$/.test(secret)) throw new Error('The web secret is too weak.');
  let port = options.port;
  const cookieName = (): string => `domaindesk_secret_${port}`;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', `http://${WEB_HOST}:${port}`);

    const foreign = foreignRequest(request, WEB_HOST, port);
    if (foreign !== undefined) {
      send(response, 403, `Forbidden: a request from ${foreign}.`, 'text/plain; charset=utf-8');
      return;
    }
    const fromHeader = headerValue(request, WEB_SECRET_HEADER);
    const presented =
      fromHeader ?? url.searchParams.get(WEB_SECRET_QUERY) ?? cookieValue(request, cookieName());
    const isPublic = PUBLIC_PATHS.has(url.pathname) && request.method === 'GET';
    if (!isPublic && !secretsMatch(presented, secret)) {
      refuseWithoutSecret(request, response, url.pathname);
      return;
    }

    if (url.pathname.startsWith(WEB_IPC_PATH)) {
      if (request.method !== 'POST') {
        send(response, 405, 'Method Not Allowed', 'text/plain; charset=utf-8');
        return;
      }
      const text = await readBody(request);
      const body = text === undefined ? undefined : parseRequestBody(text);
      const result =
        text === undefined
          ? failure(
              'invalid_input',
              `The request is larger than the preview accepts (${String(MAX_BODY_BYTES / 1024 / 1024)} MB).`,
            )
          : body === undefined
            ? failure(
                'invalid_input',
                'The request body must be a JSON object like {"input": ...}.',
              )
            : await options.dispatcher.dispatch({
                channel: decodeChannel(url.pathname.slice(WEB_IPC_PATH.length)),
                input: body.input,
                // Only a page that read the secret can set the header: a cookie alone could be
                // sent by another local page, so it does not count for requests.
                trustedSender: secretsMatch(fromHeader, secret),
              });
      send(response, 200, JSON.stringify(result), 'application/json; charset=utf-8');
      return;
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'Method Not Allowed', 'text/plain; charset=utf-8');
      return;
    }
    if (url.pathname === WEB_EVENTS_PATH) {
      streamEvents(response, options.events);
      return;
    }
    const file = await findStaticFile(options.rendererDir, url.pathname);
    if (file === undefined) {
      send(response, 404, 'Not Found', 'text/plain; charset=utf-8');
      return;
    }
    if (file.isIndex) {
      response.setHeader(
        'set-cookie',
        `${cookieName()}=${secret}; Path=/; HttpOnly; SameSite=Strict`,
      );
      // Without the answers the page asks for them itself: never a reason to refuse the page.
      const start = await readStartData(options.dispatcher).catch(() => undefined);
      const html = injectSecret(file.body.toString('utf8'), secret, start);
      send(response, 200, html, file.contentType);
      return;
    }
    response.writeHead(200, {
      'content-type': file.contentType,
      'cache-control': cacheControl(url.pathname),
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
