import type { RequestLogEntry } from './types';

export interface RequestFilter {
  method?: string;
  path?: string | RegExp;
  account?: string;
}

// Bounded so a long-running preview does not grow without end.
const MAX_ENTRIES = 100_000;

/** Every request made under the API base path, with the token redacted. */
export class RequestLog {
  readonly entries: RequestLogEntry[] = [];

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  count(filter: RequestFilter = {}): number {
    return this.entries.filter((e) => matches(e, filter)).length;
  }
}

export function matches(entry: RequestLogEntry, filter: RequestFilter): boolean {
  if (filter.method !== undefined && entry.method !== filter.method.toUpperCase()) return false;
  if (filter.account !== undefined && entry.account !== filter.account) return false;
  const { path } = filter;
  if (path === undefined) return true;
  return typeof path === 'string'
    ? entry.path === path
    : new RegExp(path.source, path.flags).test(entry.path);
}

/** Request headers with lower-case names and the token replaced. */
export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    out[lower] = lower === 'token' ? '<redacted>' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
