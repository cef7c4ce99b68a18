/**
 * The renderer's Content-Security-Policy, sent as a header by the Electron session and by the
 * web preview (and with every app:// answer). src/renderer/index.html carries the same policy in
 * a meta tag as well, minus `frame-ancestors`, which a meta tag cannot set.
 *
 * Styles allow 'unsafe-inline' because Mantine writes its theme variables into a style
 * element and uses style attributes; scripts, connections and everything else stay 'self'.
 */
export const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-src', "'none'"],
  ['frame-ancestors', "'none'"],
];

/**
 * `electron-vite dev` only: React's refresh preamble is an inline script and hot reload talks
 * to the dev server over a WebSocket. A packaged or built app never gets this policy.
 */
export interface PolicyOptions {
  readonly devServerUrl?: string | undefined;
}

function directives(options: PolicyOptions): (readonly [string, string])[] {
  const dev = options.devServerUrl === undefined ? undefined : new URL(options.devServerUrl);
  return CSP_DIRECTIVES.map(([name, value]) => {
    if (dev && name === 'script-src') return [name, `${value} 'unsafe-inline'`] as const;
    if (dev && name === 'connect-src') return [name, `${value} ws://${dev.host}`] as const;
    return [name, value] as const;
  });
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  return directives(options)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The same policy for a `<meta http-equiv>` tag, which ignores `frame-ancestors`. */
export function metaContentSecurityPolicy(options: PolicyOptions = {}): string {
  return directives(options)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
