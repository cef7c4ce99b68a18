import { onAbort } from './abortSubscription';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The largest answer read, in bytes. The API's largest answers (TLD pricing) are well under
 * 1 MB; a server sending hundreds of MB would otherwise be held whole in memory.
 */
export const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** How a request ended without a complete answer. */
export type TransportFailure =
  | 'not-sent' // refused, name not found, TLS failure: the server never saw it
  | 'maybe-sent' // connection lost after the request may have been written
  | 'timeout'
  | 'too-large' // an answer beyond MAX_ANSWER_BYTES: reading stopped
  | 'aborted'; // the caller's signal, while the request was in flight

/** The code an exchange rejects with when an answer goes beyond `MAX_ANSWER_BYTES`. */
export const ANSWER_TOO_LARGE = 'ERR_ANSWER_TOO_LARGE';

export function answerTooLarge(): Error {
  return Object.assign(
    new Error(`The answer is larger than ${String(MAX_ANSWER_BYTES / 1024 / 1024)} MB.`),
    { code: ANSWER_TOO_LARGE },
  );
}

/** What came back: the status, the headers and the whole body as text. */
export interface HttpAnswerRaw {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Sends one request and reads its whole answer, rejecting on any failure with the network
 * library's error (its `code`s tell whether anything was sent); `signal` aborts it.
 */
export type Exchange = (request: HttpRequest, signal: AbortSignal) => Promise<HttpAnswerRaw>;

/** An exchange through a `fetch` (tests pass their own, to watch or shape the traffic). */
export function fetchExchange(fetchImpl: typeof fetch): Exchange {
  return async (request, signal) => {
    const init: RequestInit = {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      signal,
    };
    if (request.body !== undefined) init.body = request.body;
    const response = await fetchImpl(request.url, init);
    return { status: response.status, headers: response.headers, text: await readCapped(response) };
  };
}

/** The body as text, read no further than `MAX_ANSWER_BYTES`. */
async function readCapped(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw answerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type HttpOutcome =
  | { ok: true; status: number; headers: Headers; text: string }
  | { ok: false; failure: TransportFailure; detail?: string };

// Failures raised before any byte of the request could reach the server.
const NOT_SENT_CODES = new Set([
  // A proxy refused the tunnel (nodeHttpExchange.ts): the provider was never reached.
  'EPROXY_REFUSED',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NODATA',
  'EAI_NONAME',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_INVALID_ARG',
  'ERR_INVALID_URL',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  // Node's own checks of a request before it is written.
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_INVALID_PROTOCOL',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
}

/** Whether a fetch rejection with these codes happened before the request could be sent. */
function failedBeforeSending(codes: readonly string[]): boolean {
  return codes.some((code) => NOT_SENT_CODES.has(code));
}

/**
 * One HTTP exchange with a deadline. Never follows redirects: a redirected POST would be
 * replayed as a GET, and the token header would travel to wherever the redirect points.
 */
export async function sendHttp(
  exchange: Exchange,
  request: HttpRequest,
  options: { signal: AbortSignal | undefined; timeoutMs: number },
): Promise<HttpOutcome> {
  const controller = new AbortController();
  // An object, not a local boolean, so the timer's write is visible to the checks below.
  const deadline = { passed: false };
  const timer = setTimeout(() => {
    deadline.passed = true;
    controller.abort();
  }, options.timeoutMs);
  const unsubscribe = onAbort(options.signal, () => {
    controller.abort();
  });
  try {
    const answer = await exchange(request, controller.signal);
    return { ok: true, ...answer };
  } catch (error) {
    if (deadline.passed) return { ok: false, failure: 'timeout' };
    if (options.signal?.aborted) return { ok: false, failure: 'aborted' };
    const codes = errorCodes(error);
    if (codes.includes(ANSWER_TOO_LARGE)) return { ok: false, failure: 'too-large' };
    return {
      ok: false,
      failure: failedBeforeSending(codes) ? 'not-sent' : 'maybe-sent',
      detail: codes.length > 0 ? codes.join(' / ') : undefined,
    };
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}
