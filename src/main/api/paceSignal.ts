import type { PaceSignal } from './adaptiveRate';
import { parseRetryAfter } from './backoff';
import type { HttpOutcome } from './httpTransport';
import type { ServerClock } from './serverClock';

const NEUTRAL: PaceSignal = { kind: 'neutral' };

/**
 * What an answer says about the account's load: 429 and 503 (with their `Retry-After`) and
 * timeouts mean "slower"; a clean answer carries its latency; anything else says nothing
 * about load (a refused request, an unreachable network, a cancelled call).
 */
export function paceSignal(
  outcome: HttpOutcome,
  latencyMs: number,
  clock: ServerClock,
): PaceSignal {
  if (!outcome.ok) return outcome.failure === 'timeout' ? { kind: 'throttled' } : NEUTRAL;
  if (outcome.status === 429 || outcome.status === 503) {
    const date = Date.parse(outcome.headers.get('date') ?? '');
    const retryAfterMs = parseRetryAfter(
      outcome.headers.get('retry-after'),
      Number.isNaN(date) ? clock.serverNow() : date,
    );
    return { kind: 'throttled', ...(retryAfterMs !== undefined && { retryAfterMs }) };
  }
  return outcome.status >= 200 && outcome.status < 300 ? { kind: 'clean', latencyMs } : NEUTRAL;
}
