import { ApiCallError } from '../../shared/api';
import type { ApiError } from '../../shared/api';
import { MAX_HOLD_MS } from './adaptiveRate';
import { apiError } from './errorMapping';
import { heldMessage, queueTimeoutMessage, RETIRED_MESSAGE } from './errorMessages';
import { PacerCancelled, PacerRefused } from './pacer';
import type { Pacer, Release } from './pacer';
import type { RequestMode } from './requestMode';

/**
 * A turn to send, within the call's deadline: waiting in the queue counts towards it. Every
 * way of not getting one becomes an ApiCallError saying that nothing was sent.
 */
export async function acquireTurn(
  pacer: Pacer,
  mode: RequestMode,
  options: { signal: AbortSignal | undefined; timeoutMs: number; now: () => number },
): Promise<Release> {
  try {
    return await pacer.acquire(options.signal, options.timeoutMs);
  } catch (error) {
    if (error instanceof PacerCancelled) throw new ApiCallError(apiError('cancelled', mode));
    if (!(error instanceof PacerRefused)) throw error;
    if (error.reason === 'retired') {
      throw new ApiCallError({ ...apiError('cancelled', mode), message: RETIRED_MESSAGE });
    }
    if (error.reason === 'held') {
      throw new ApiCallError({
        ...apiError('rate_limited', mode),
        message: heldMessage(options.now() + error.heldForMs),
        retryAfterMs: Math.ceil(error.heldForMs),
      });
    }
    throw new ApiCallError({
      ...apiError('rate_limited', mode),
      message: queueTimeoutMessage(options.timeoutMs),
    });
  }
}

/**
 * A wait asked for beyond the longest hold (`Retry-After: 3000000`) is not repeated as is:
 * the message says when the account is tried again.
 */
export function withHold(error: ApiError, pacer: Pacer, now: () => number): ApiError {
  const heldMs = Math.ceil(pacer.heldForMs());
  if (error.retryAfterMs === undefined || error.retryAfterMs <= MAX_HOLD_MS || heldMs <= 0) {
    return error;
  }
  return { ...error, message: heldMessage(now() + heldMs), retryAfterMs: heldMs };
}
