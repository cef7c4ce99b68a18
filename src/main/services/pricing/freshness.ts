import { isApiCallError } from '../../../shared/api';
import type { Freshness } from '../../../shared/ipc/channels/pricing';

export const HOUR_MS = 60 * 60 * 1000;

/** Age of data fetched at `fetchedAt` (ISO), never negative; null when never fetched. */
export function ageMs(fetchedAt: string | null, now: number): number | null {
  if (fetchedAt === null) return null;
  const at = Date.parse(fetchedAt);
  return Number.isNaN(at) ? null : Math.max(0, now - at);
}

export function isStale(fetchedAt: string | null, now: number, maxAgeMs: number): boolean {
  const age = ageMs(fetchedAt, now);
  return age === null || age > maxAgeMs;
}

/** Freshness of data just fetched, or of cached data (with the failed refresh, if any). */
export function freshness(
  fetchedAt: string | null,
  now: number,
  fromCache: boolean,
  failure?: unknown,
): Freshness {
  const base = { fetchedAt, ageMs: ageMs(fetchedAt, now), fromCache };
  if (failure === undefined) return base;
  return isApiCallError(failure)
    ? { ...base, refreshError: { kind: failure.kind, message: failure.message } }
    : base;
}

/**
 * Reads through the cache: uses fresh cached data as it is, refreshes stale or missing data,
 * and falls back to cached data (reporting the failure) when the API cannot be reached.
 * Only API failures fall back; anything else is a bug and is thrown.
 */
export async function readThrough<T>(options: {
  cached: () => { value: T; fetchedAt: string | null } | null;
  fetch: () => Promise<T>;
  store: (value: T) => void;
  now: () => number;
  maxAgeMs: number;
  refresh: boolean;
}): Promise<{ value: T; freshness: Freshness }> {
  const cached = options.cached();
  const now = options.now();
  if (cached && !options.refresh && !isStale(cached.fetchedAt, now, options.maxAgeMs)) {
    return { value: cached.value, freshness: freshness(cached.fetchedAt, now, true) };
  }
  try {
    const value = await options.fetch();
    options.store(value);
    const stored = options.cached();
    return {
      value: stored?.value ?? value,
      freshness: freshness(stored?.fetchedAt ?? new Date(now).toISOString(), options.now(), false),
    };
  } catch (error) {
    if (!cached || !isApiCallError(error)) throw error;
    return {
      value: cached.value,
      freshness: freshness(cached.fetchedAt, options.now(), true, error),
    };
  }
}
