import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { channelNames, eventNames } from '../shared/ipc/contract';
import { contractNamesText, WEB_CONTRACT_META } from '../shared/ipc/contractNamesMeta';
import { startDataText, WEB_START_META } from '../shared/ipc/startDataMeta';
import type { StartData } from '../shared/ipc/startDataMeta';
import { WEB_SECRET_META } from '../shared/ipc/webProtocol';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly isIndex: boolean;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds the built file for a URL path, never outside `rootDir`. Paths without an extension
 * fall back to index.html so client-side routes survive a reload.
 */
export async function findStaticFile(
  rootDir: string,
  urlPath: string,
): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = resolve(rootDir);
  const wanted = resolve(join(root, decoded));
  if (wanted !== root && !wanted.startsWith(root + sep)) return undefined;

  const index = join(root, 'index.html');
  let path = wanted;
  if (wanted === root || !(await isFile(wanted))) {
    if (wanted !== root && extname(wanted) !== '') return undefined;
    path = index;
  }
  if (!(await isFile(path))) return undefined;
  return {
    body: await readFile(path),
    contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    isIndex: path === index,
  };
}

/**
 * Built files under `/assets/` carry a hash of their content in their name, so a browser may
 * keep them for good: a later start of the page then reads its scripts from the cache, with
 * the code Chromium compiled for them. Everything else is checked again each time.
 */
export function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const CONTRACT_TAG = `<meta name="${WEB_CONTRACT_META}" content="${contractNamesText({
  channels: channelNames,
  events: eventNames,
})}" />`;

/**
 * Hands the run's secret to the page, which sends it back with every request, the contract's
 * names, from which the page builds its bridge, and the answers its first screen waits for.
 */
export function injectSecret(html: string, secret: string | undefined, start?: StartData): string {
  const startTag =
    start === undefined
      ? ''
      : `\n  <meta name="${WEB_START_META}" content="${startDataText(start)}" />`;
  // Without the secret (the page cookie alone), the page reads it from its tab's storage.
  const secretTag =
    secret === undefined ? '' : `<meta name="${WEB_SECRET_META}" content="${secret}" />\n  `;
  const tags = `${secretTag}${CONTRACT_TAG}${startTag}`;
  return html.includes('</head>')
    ? html.replace('</head>', `  ${tags}\n  </head>`)
    : `${tags}\n${html}`;
}
