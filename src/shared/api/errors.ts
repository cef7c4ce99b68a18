import { z } from 'zod';

export const API_ERROR_KINDS = [
  'not_in_account',
  'proxy_blocked',
  'unsupported',
  'registrar_error',
  'validation',
  'auth',
  'insufficient_credit',
  'rate_limited',
  'server_error',
  'network',
  'timeout',
  'outcome_unknown',
  'malformed_response',
  'cancelled',
] as const;

/**
 * What went wrong, closed so callers can switch on it:
 * - `not_in_account`: the domain is pending or not in this reseller account (403 JSON)
 * - `proxy_blocked`: a web-protection proxy refused the User-Agent (403 `error code: 1010`)
 * - `unsupported`: the account's registrar lacks the function (501)
 * - `registrar_error`: the registrar refused or failed (500 with the registrar prefix)
 * - `validation`: the request was rejected as invalid (400)
 * - `auth`: credentials or token refused
 * - `insufficient_credit`: the balance does not cover the order
 * - `rate_limited`: too many requests (429), see `retryAfterMs`
 * - `server_error`: any other server-side failure with a definite answer; a 503 (service
 *   unavailable) carries its `retryAfterMs`
 * - `network`: the request never reached the server (refused, name not found)
 * - `timeout`: no answer in time on a read
 * - `outcome_unknown`: a change may or may not have been applied; never resent automatically
 * - `malformed_response`: the answer could not be read
 * - `cancelled`: cancelled before anything was sent, or a read cancelled in flight
 */
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiError {
  kind: ApiErrorKind;
  /** Plain-language explanation for a reseller. */
  message: string;
  /** The server's own text, when it sent one. */
  serverMessage?: string;
  /** HTTP status, when an answer came back. */
  status?: number;
  /** How long the server asked to wait before trying again. */
  retryAfterMs?: number;
  /**
   * The network library's code when no complete answer came (`UND_ERR_SOCKET`): a detail for
   * the curious, never the provider's words.
   */
  transportCode?: string;
}

export const apiErrorSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  serverMessage: z.string().optional(),
  status: z.number().int().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
  transportCode: z.string().optional(),
});

/** Thrown by every client method; `error` says what happened. Never carries a key or token. */
export class ApiCallError extends Error {
  readonly error: ApiError;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.error = error;
  }

  get kind(): ApiErrorKind {
    return this.error.kind;
  }
}

export function isApiCallError(value: unknown): value is ApiCallError {
  return value instanceof ApiCallError;
}
