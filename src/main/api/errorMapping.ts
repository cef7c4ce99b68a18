import type { ApiError, ApiErrorKind } from '../../shared/api';
import { fixedInAccountSettings, messageFor, webPageMessage } from './errorMessages';
import { MAX_ANSWER_BYTES } from './httpTransport';
import type { TransportFailure } from './httpTransport';
import type { RequestMode } from './requestMode';
import { looksLikeHtml, pageTitleOf, parseJson, serverTextOf } from './responseText';
import type { JsonParse } from './responseText';

const TOO_LARGE_LEAD = `The provider sent an answer larger than ${String(
  MAX_ANSWER_BYTES / 1024 / 1024,
)} MB; DomainDesk stopped reading it.`;

/** A complete HTTP answer as received. */
export interface HttpAnswer {
  status: number;
  text: string;
  contentType: string | null;
  retryAfterMs?: number;
}

const INSUFFICIENT_CREDIT =
  /\b(insufficient|not enough|too low)\b.{0,40}\b(credits?|balance|funds)\b|\b(credits?|balance|funds)\b.{0,20}\b(insufficient|too low|not enough)\b/i;
const AUTH_TEXT = /\b(token|username|credentials?|api[ _-]?key|authenticat\w*)\b/i;
const NOT_IN_ACCOUNT = /not (been )?found in (your|the|this) (reseller )?account/i;
// On a 403, the shorter ways of saying the same ("Domain not found").
const DOMAIN_NOT_FOUND = /\bdomain\b[^.]{0,80}\bnot (been )?found\b/i;
// A refusal that names the caller's address (an allow list), even when it mentions the key.
const ADDRESS_TEXT = /\b(ip|ip ?address(es)?|white ?list(ed)?|allow ?list(ed)?)\b/i;
const NOT_ALLOWED = /\bnot (allowed|permitted)\b/i;
const UNSUPPORTED = /not supported|not implemented/i;
const REGISTRAR_PREFIX = /^\s*registrar error/i;
const VALIDATION = /validation|invalid|required|missing/i;
const PROXY_BLOCK = /error code:?\s*10\d\d/i;

interface Extras {
  serverMessage?: string | undefined;
  status?: number | undefined;
  retryAfterMs?: number | undefined;
  timeoutMs?: number | undefined;
  transportCode?: string | undefined;
  connectionClosed?: boolean;
}

export function apiError(kind: ApiErrorKind, mode: RequestMode, extras: Extras = {}): ApiError {
  const context = {
    mode,
    serverMessage: extras.serverMessage,
    status: extras.status,
    retryAfterMs: extras.retryAfterMs,
    timeoutMs: extras.timeoutMs,
    connectionClosed: extras.connectionClosed === true,
    ...(extras.transportCode !== undefined && { transportCode: extras.transportCode }),
  };
  const error: ApiError = { kind, message: messageFor(kind, context) };
  if (fixedInAccountSettings(kind, context)) error.fixInAccountSettings = true;
  if (extras.serverMessage !== undefined) error.serverMessage = extras.serverMessage;
  if (extras.status !== undefined) error.status = extras.status;
  if (extras.retryAfterMs !== undefined) error.retryAfterMs = extras.retryAfterMs;
  if (extras.transportCode !== undefined) error.transportCode = extras.transportCode;
  return error;
}

/** The kind an error text points to regardless of status, if any. */
function kindFromText(text: string): ApiErrorKind | undefined {
  if (INSUFFICIENT_CREDIT.test(text)) return 'insufficient_credit';
  if (NOT_IN_ACCOUNT.test(text)) return 'not_in_account';
  if (UNSUPPORTED.test(text)) return 'unsupported';
  if (REGISTRAR_PREFIX.test(text)) return 'registrar_error';
  return undefined;
}

function jsonErrorKind(status: number, text: string, mode: RequestMode): ApiErrorKind {
  if (status === 401) return 'auth';
  if (status === 402 || INSUFFICIENT_CREDIT.test(text)) return 'insufficient_credit';
  // A 403 means "not in this account" only when it says the domain was not found; any other
  // refuses the account itself (an IP allow list answers `Action is not allowed`).
  if (status === 403) {
    if (ADDRESS_TEXT.test(text)) return 'access_refused';
    if (AUTH_TEXT.test(text)) return 'auth';
    const notFound = NOT_IN_ACCOUNT.test(text) || DOMAIN_NOT_FOUND.test(text);
    return notFound ? 'not_in_account' : 'access_refused';
  }
  if (status === 429) return 'rate_limited';
  if (status === 501) return 'unsupported';
  if (status === 400 || status === 422) return 'validation';
  if (status === 500) return REGISTRAR_PREFIX.test(text) ? 'registrar_error' : 'server_error';
  if ((status === 502 || status === 504) && mode !== 'read') return 'outcome_unknown';
  if (status >= 400 && status < 500) return kindFromText(text) ?? 'validation';
  return 'server_error';
}

function textErrorKind(status: number, text: string): ApiErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) {
    if (PROXY_BLOCK.test(text)) return 'proxy_blocked';
    if (ADDRESS_TEXT.test(text)) return 'access_refused';
    if (AUTH_TEXT.test(text)) return 'auth';
    // Other plain-text 403s come from web protection in front of the API.
    return NOT_ALLOWED.test(text) ? 'access_refused' : 'proxy_blocked';
  }
  if (status === 429) return 'rate_limited';
  if (status === 501) return 'unsupported';
  return 'server_error';
}

/** The API's own error answer: a JSON object carrying its text under `error`. */
function isApiErrorBody(json: JsonParse): boolean {
  if (!json.ok || typeof json.value !== 'object' || json.value === null) return false;
  const { error } = json.value as { error?: unknown };
  return typeof error === 'string' && error.trim() !== '';
}

/** A non-2xx answer. */
export function errorFromStatus(answer: HttpAnswer, mode: RequestMode): ApiError {
  const json = parseJson(answer.text);
  const serverMessage = serverTextOf(answer.text, answer.contentType, json);
  // A gateway, maintenance or crash page after a change was handed over is not the API
  // refusing it: the change may still have happened.
  const kind =
    answer.status >= 500 && mode !== 'read' && !isApiErrorBody(json)
      ? 'outcome_unknown'
      : json.ok
        ? jsonErrorKind(answer.status, serverMessage ?? '', mode)
        : textErrorKind(answer.status, answer.text);
  const asksToWait = kind === 'rate_limited' || answer.status === 503;
  return apiError(kind, mode, {
    serverMessage,
    status: answer.status,
    retryAfterMs: asksToWait ? answer.retryAfterMs : undefined,
  });
}

/** A 2xx answer whose body reports a failure (`status: "error"` and the like). */
export function errorFromFailureBody(text: string, status: number, mode: RequestMode): ApiError {
  const kind = kindFromText(text) ?? (VALIDATION.test(text) ? 'validation' : 'registrar_error');
  return apiError(kind, mode, { serverMessage: text, status });
}

/** A 2xx answer that is not JSON or not a shape the call knows. */
export function errorFromUnreadableSuccess(answer: HttpAnswer, mode: RequestMode): ApiError {
  const error = apiError(mode === 'read' ? 'malformed_response' : 'outcome_unknown', mode, {
    serverMessage: serverTextOf(answer.text, answer.contentType),
    status: answer.status,
  });
  // A web page where JSON was expected is almost always a wrong URL, a login or a
  // maintenance page: say so, rather than "could not read".
  if (error.kind !== 'malformed_response' || !looksLikeHtml(answer.text, answer.contentType)) {
    return error;
  }
  return {
    ...error,
    message: webPageMessage(pageTitleOf(answer.text)),
    fixInAccountSettings: true,
  };
}

/**
 * `transportCode` is the network library's code (`ECONNRESET`): kept as a detail, never
 * shown as what the provider said, since no answer came from it.
 */
export function errorFromTransport(
  failure: TransportFailure,
  mode: RequestMode,
  extras: { transportCode?: string | undefined; timeoutMs?: number } = {},
): ApiError {
  if (failure === 'not-sent') return apiError('network', mode, extras);
  if (failure === 'too-large') {
    // The server took the request; only its answer could not be read.
    const error = apiError(mode === 'read' ? 'malformed_response' : 'outcome_unknown', mode);
    return { ...error, message: `${TOO_LARGE_LEAD} ${error.message}` };
  }
  if (mode !== 'read') {
    return apiError('outcome_unknown', mode, {
      ...extras,
      connectionClosed: failure === 'maybe-sent',
    });
  }
  if (failure === 'maybe-sent') return apiError('network', mode, extras);
  return apiError(failure === 'timeout' ? 'timeout' : 'cancelled', mode, extras);
}
