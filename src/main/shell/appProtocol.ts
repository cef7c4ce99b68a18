import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

/** The window's page is served as app://domaindesk/…, never from file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'domaindesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Registered before the app is ready: a standard, secure scheme, so the page gets an origin of
 * its own (localStorage, module scripts, 'self' in the CSP) like an https page.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
} as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file under `root` an app:// request names, or null for anything else: another host,
 * another scheme, a path that climbs out of `root` (also when percent-encoded), a NUL.
 */
export function appFileFor(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const base = resolve(root);
  const file = resolve(join(base, path === '/' ? 'index.html' : path));
  const inside = relative(base, file);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return null;
  return file;
}

/** What app:// answers for a request: the built file with its type, or a plain 404. */
export async function appResponse(
  root: string,
  requestUrl: string,
  csp: string,
): Promise<Response> {
  const file = appFileFor(root, requestUrl);
  const notFound = (): Response =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (file === null) return notFound();
  try {
    if (!(await stat(file)).isFile()) return notFound();
    const body = await readFile(file);
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return notFound();
  }
}
