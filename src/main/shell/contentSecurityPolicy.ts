/**
 * The renderer's Content-Security-Policy, sent as a header by the Electron session and by the
 * web preview. src/renderer/index.html carries the same policy in a meta tag (a file:// page
 * gets no headers), minus `frame-ancestors`, which a meta tag cannot set.
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

export function contentSecurityPolicy(): string {
  return CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The same policy for a `<meta http-equiv>` tag, which ignores `frame-ancestors`. */
export function metaContentSecurityPolicy(): string {
  return CSP_DIRECTIVES.filter(([name]) => name !== 'frame-ancestors')
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
