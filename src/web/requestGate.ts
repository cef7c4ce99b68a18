import type { IncomingMessage } from 'node:http';
import { secretsMatch } from './webSecret';

/** Files any page of the preview may load before it holds the secret: only the icon. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/favicon.svg']);

/**
 * Why a request cannot come from the preview's own page, or undefined when it can. A page on
 * another site resolving its name to 127.0.0.1 (DNS rebinding) has another Host; a page of
 * another site or port calling in has another Origin.
 */
export function foreignRequest(
  request: IncomingMessage,
  host: string,
  port: number,
): string | undefined {
  const own = [`${host}:${String(port)}`, `localhost:${String(port)}`];
  if (!own.includes(request.headers.host ?? '')) return 'another host name';
  const origin = request.headers.origin;
  if (origin !== undefined && !own.some((name) => origin === `http://${name}`)) {
    return 'another site';
  }
  return undefined;
}

/** What someone who opened the preview without the secret (a bookmark, a typed address) sees. */
export function openThePrintedAddressPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>DomainDesk preview: open the printed address</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
    <h1>Open the address <code>npm run web</code> printed</h1>
    <p>
      This DomainDesk preview only answers the address printed in the terminal where
      <code>npm run web</code> runs. That address ends in <code>?secret=…</code>, a key made
      new for each run, so that other pages and programs on this computer cannot use it.
    </p>
    <p>
      Copy the whole address from the terminal and open it here. If the preview was restarted,
      the old address no longer works: use the new one it printed.
    </p>
  </body>
</html>
`;
}

export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** What a request presented, each checked against what this run expects. */
export interface Credentials {
  /** The run's secret in the header: only a page (or program) that read it can set that. */
  readonly header: boolean;
  /** The run's secret in the address: the printed address, opening the page. */
  readonly query: boolean;
  /**
   * The page cookie. Browsers send cookies for 127.0.0.1 to every port, so any local page's
   * server may receive it: it unlocks the built files, nothing that reveals the secret.
   */
  readonly cookie: boolean;
}

export function credentialsOf(
  request: IncomingMessage,
  url: URL,
  expected: {
    readonly secret: string;
    readonly secretHeader: string;
    readonly secretQuery: string;
    readonly cookieName: string;
    readonly cookieValue: string;
  },
): Credentials {
  return {
    header: secretsMatch(headerValue(request, expected.secretHeader), expected.secret),
    query: secretsMatch(url.searchParams.get(expected.secretQuery) ?? undefined, expected.secret),
    cookie: secretsMatch(cookieValue(request, expected.cookieName), expected.cookieValue),
  };
}
