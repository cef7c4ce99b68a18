export interface BackoffPolicy {
  /** First delay before jitter. */
  baseDelayMs: number;
  /** Upper bound of a computed delay. */
  maxDelayMs: number;
  /** A server asking for a longer wait than this ends the retries instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

/**
 * `Retry-After` as milliseconds: either delay-seconds or an HTTP date, the latter measured
 * against the server's own `Date` when given (so client clock skew does not matter).
 */
export function parseRetryAfter(header: string | null, serverNowMs: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - serverNowMs);
}

/**
 * Delay before retry number `attempt` (0 for the first retry): exponential with jitter in
 * the upper half, never shorter than what the server asked for.
 */
export function backoffDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}
