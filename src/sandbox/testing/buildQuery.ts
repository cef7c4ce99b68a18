/**
 * A minimal `http_build_query` for the simulator's own tests: nested maps and lists become
 * `a[b][0]=…`, booleans `1`/`0`, null and undefined are omitted, spaces are `+`.
 * Kept apart from the client's encoder on purpose, so simulator tests do not depend on it.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function pairs(prefix: string, value: FormValue, out: string[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'boolean') {
    out.push(`${encode(prefix)}=${value ? '1' : '0'}`);
  } else if (typeof value === 'string' || typeof value === 'number') {
    out.push(`${encode(prefix)}=${encode(String(value))}`);
  } else if (Array.isArray(value)) {
    value.forEach((item: FormValue, i) => {
      pairs(`${prefix}[${i}]`, item, out);
    });
  } else {
    for (const [key, item] of Object.entries(value)) pairs(`${prefix}[${key}]`, item, out);
  }
}

export function buildQuery(fields: Readonly<Record<string, FormValue>>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(fields)) pairs(key, value, out);
  return out.join('&');
}
