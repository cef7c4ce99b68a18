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
import { findStaticFile, injectSecret } from './staticFiles';
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

/**
 * A browser opening the preview without its secret (a bookmark, a restarted run) gets a page
 * that says what to do rather than a bare "Forbidden"; scripts still get plain text.
 */
const FORBIDDEN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DomainDesk preview</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;color:#222}code{background:#f1f3f5;padding:1px 4px;border-radius:4px}</style></head>
<body><h1>This DomainDesk preview needs its own address</h1>
<p>Each run of <code>npm run web</code> prints an address with a secret in it (<code>http://127.0.0.1:…/?secret=…</code>), so that no other page can reach your accounts. This address lacks it, or it belongs to an earlier run.</p>
<p>Open the address printed by the running <code>npm run web</code>, or start it again.</p></body></html>`;

function forbidden(request: IncomingMessage, response: ServerResponse): void {
  if ((request.headers.accept ?? '').includes('text/html')) {
    send(response, 403, FORBIDDEN_PAGE, 'text/html; charset=utf-8');
  } else {
    send(response, 403, 'Forbidden', 'text/plain; charset=utf-8');
  }
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
 * Every request must carry the run's secret (header, query or the cookie set with the page);
 * anything else gets 403. Requests go through the same dispatcher as Electron IPC.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const secret = options.secret ?? createWebSecret();
  if (!/^[A-Za-z0-9_-]{16,}$/.test(secret)) throw new Error('The web secret is too weak.');
  let port = options.port;
  const cookieName = (): string => `domaindesk_secret_${port}`;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', `http://${WEB_HOST}:${port}`);

    // A page on another site resolving its name to 127.0.0.1 (DNS rebinding) has another Host.
    const host = request.headers.host ?? '';
    if (host !== `${WEB_HOST}:${port}` && host !== `localhost:${port}`) {
      forbidden(request, response);
      return;
    }
    const fromHeader = headerValue(request, WEB_SECRET_HEADER);
    const presented =
      fromHeader ?? url.searchParams.get(WEB_SECRET_QUERY) ?? cookieValue(request, cookieName());
    if (!secretsMatch(presented, secret)) {
      forbidden(request, response);
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
      send(response, 200, injectSecret(file.body.toString('utf8'), secret), file.contentType);
      return;
    }
    response.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-cache' });
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
