// Apart from the error schemas, so that code that only names the kinds does not load zod.
export const API_ERROR_KINDS = [
  'not_in_account',
  'access_refused',
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
 * - `not_in_account`: the domain is pending or not in this reseller account (403 JSON whose
 *   text says the domain was not found)
 * - `access_refused`: the provider refused the account's calls (any other 403 that is not
 *   about credentials, such as an IP allow list's `Action is not allowed`)
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
