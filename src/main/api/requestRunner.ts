import type { z } from 'zod';
import { ApiCallError, failureTextOf, inputVarsProblem } from '../../shared/api';
import type { ApiError, CallOptions } from '../../shared/api';
import { onAbort } from './abortSubscription';
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter } from './backoff';
import type { PacingSnapshot } from './adaptiveRate';
import type { BackoffPolicy } from './backoff';
import { actionUrl } from './endpointUrl';
import {
  apiError,
  errorFromFailureBody,
  errorFromStatus,
  errorFromTransport,
  errorFromUnreadableSuccess,
} from './errorMapping';
import type { HttpAnswer } from './errorMapping';
import { fetchExchange, sendHttp } from './httpTransport';
import type { Exchange, HttpOutcome } from './httpTransport';
import { createNodeHttpExchange } from './nodeHttpExchange';
import { paceSignal } from './paceSignal';
import { Pacer } from './pacer';
import { acquireTurn, withHold } from './pacerTurns';
import type { ProxyResolver } from './proxy';
import { encodePhpForm, formVarCount } from './phpForm';
import type { RequestMode } from './requestMode';
import { parseJson } from './responseText';
import { ServerClock } from './serverClock';
import { computeToken } from './token';

/** One API call as the endpoint methods describe it. */
export interface EndpointCall<T> {
  method: 'GET' | 'POST';
  /** Action path after the entry script, `{domain}` already filled in and escaped. */
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  mode: RequestMode;
  schema: z.ZodType<T>;
}

export interface RunnerSettings {
  baseUrl: string;
  email: string;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  concurrency: number;
  minIntervalMs: number;
  maxRetries: number;
  /** Form variables the provider's PHP reads per request (`max_input_vars`). */
  maxInputVars: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Sends through this `fetch` when given; otherwise through Node's `http`/`https`. */
  fetch: typeof fetch | undefined;
  random: () => number;
  backoff?: BackoffPolicy;
  /** Which proxy each request goes through; direct when omitted. */
  resolveProxy?: ProxyResolver;
}

type Interpreted<T> = { ok: true; value: T } | { ok: false; error: ApiError };

function isRetryableRead(error: ApiError): boolean {
  return (
    error.kind === 'rate_limited' ||
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'server_error' && [502, 503, 504].includes(error.status ?? 0))
  );
}

function encodeBody(body: Record<string, unknown>, mode: RequestMode, maxVars: number): string {
  let encoded: string;
  try {
    encoded = encodePhpForm(body);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new ApiCallError({
      ...apiError('validation', mode),
      message: `The request contains a value that cannot be sent: ${error.message}.`,
    });
  }
  // PHP would keep the first variables and drop the rest without an error.
  const tooMany = inputVarsProblem(formVarCount(encoded), maxVars);
  if (tooMany !== undefined) {
    // The message offers raising the limit in the account's settings.
    throw new ApiCallError({
      ...apiError('validation', mode),
      message: tooMany,
      fixInAccountSettings: true,
    });
  }
  return encoded;
}

/**
 * Sends calls for one reseller account: signs them, paces them, retries what is safe to
 * retry and turns every failure into an ApiCallError. Holds the API key privately.
 */
export class RequestRunner {
  readonly #apiKey: string;
  readonly #settings: Omit<RunnerSettings, 'apiKey'>;
  readonly #exchange: Exchange;
  readonly #clock: ServerClock;
  readonly #pacer: Pacer;
  readonly #backoff: BackoffPolicy;

  constructor(settings: RunnerSettings) {
    const { apiKey, ...rest } = settings;
    this.#apiKey = apiKey;
    this.#settings = rest;
    this.#clock = new ServerClock(settings.now);
    this.#pacer = new Pacer(settings.concurrency, settings.minIntervalMs);
    this.#backoff = settings.backoff ?? DEFAULT_BACKOFF;
    this.#exchange =
      settings.fetch === undefined
        ? createNodeHttpExchange(
            settings.resolveProxy ? { resolveProxy: settings.resolveProxy } : {},
          )
        : fetchExchange(settings.fetch);
  }

  /** Offset of the server's clock learnt from its Date header, in ms. */
  get serverClockOffsetMs(): number {
    return this.#clock.offsetMs;
  }

  /** A GET: always read-only, so safe to retry. */
  get<T>(
    path: string,
    schema: z.ZodType<T>,
    options?: CallOptions,
    query?: Record<string, unknown>,
  ): Promise<T> {
    return this.run({ method: 'GET', path, query, mode: 'read', schema }, options);
  }

  /** A POST; `mode` says whether it reads (lookups), changes state or places an order. */
  post<T>(
    path: string,
    body: Record<string, unknown>,
    mode: RequestMode,
    schema: z.ZodType<T>,
    options?: CallOptions,
  ): Promise<T> {
    return this.run({ method: 'POST', path, body, mode, schema }, options);
  }

  async run<T>(call: EndpointCall<T>, options: CallOptions = {}): Promise<T> {
    const { signal } = options;
    const timeoutMs = options.timeoutMs ?? this.#settings.timeoutMs;
    const url = actionUrl(this.#settings.baseUrl, call.path, call.query);
    const body =
      call.body === undefined
        ? undefined
        : encodeBody(call.body, call.mode, this.#settings.maxInputVars);
    const sentTokens: string[] = [];
    let tokenAt: number | undefined;
    let authRetried = false;
    let retries = 0;

    for (;;) {
      const release = await acquireTurn(this.#pacer, call.mode, {
        signal,
        timeoutMs,
        now: this.#settings.now,
      });
      if (signal?.aborted) {
        // Cancelled between getting a slot and sending: nothing left the machine.
        release();
        throw new ApiCallError(apiError('cancelled', call.mode));
      }
      const at = tokenAt ?? this.#clock.serverNow();
      tokenAt = undefined;
      const token = computeToken(this.#settings.email, this.#apiKey, new Date(at));
      sentTokens.push(token);
      let outcome: HttpOutcome;
      const sentAt = performance.now();
      try {
        outcome = await sendHttp(
          this.#exchange,
          { method: call.method, url, headers: this.#headers(at, token, body), body },
          { signal, timeoutMs },
        );
      } catch (error) {
        release();
        throw error;
      }
      release(paceSignal(outcome, performance.now() - sentAt, this.#clock));
      const result = this.#interpret(outcome, call, timeoutMs);
      if (result.ok) return result.value;
      const error = result.error;

      // Auth is checked before any work, so one retry is safe even for orders.
      if (error.kind === 'auth' && !authRetried) {
        authRetried = true;
        tokenAt = this.#clock.retryInstant(at);
        continue;
      }
      if (call.mode === 'read' && isRetryableRead(error) && retries < this.#settings.maxRetries) {
        const asked = error.retryAfterMs;
        if (asked === undefined || asked <= this.#backoff.maxRetryAfterMs) {
          await this.#pause(
            backoffDelay(retries, asked, this.#backoff, this.#settings.random),
            signal,
          );
          retries += 1;
          continue;
        }
      }
      throw new ApiCallError(
        withHold(this.#redact(error, sentTokens), this.#pacer, this.#settings.now),
      );
    }
  }

  /** Ends this client: calls waiting for their turn are refused, nothing more is sent. */
  retire(): void {
    this.#pacer.retire();
  }

  /** The account's current pace, for the user to see during a job. */
  pacing(): PacingSnapshot {
    return this.#pacer.status();
  }

  #headers(at: number, token: string, body: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      username: this.#settings.email,
      token,
      timestamp: String(Math.floor(at / 1000)),
      Accept: 'application/json',
      'User-Agent': this.#settings.userAgent,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return headers;
  }

  #interpret<T>(outcome: HttpOutcome, call: EndpointCall<T>, timeoutMs: number): Interpreted<T> {
    const { mode } = call;
    if (!outcome.ok) {
      return {
        ok: false,
        error: errorFromTransport(outcome.failure, mode, {
          transportCode: outcome.detail,
          timeoutMs,
        }),
      };
    }
    const serverDate = this.#clock.observeDateHeader(outcome.headers.get('date'));
    const answer: HttpAnswer = {
      status: outcome.status,
      text: outcome.text,
      contentType: outcome.headers.get('content-type'),
      retryAfterMs: parseRetryAfter(
        outcome.headers.get('retry-after'),
        serverDate ?? this.#clock.serverNow(),
      ),
    };
    if (answer.status < 200 || answer.status >= 300) {
      return { ok: false, error: errorFromStatus(answer, mode) };
    }
    const json = parseJson(answer.text);
    if (!json.ok) return { ok: false, error: errorFromUnreadableSuccess(answer, mode) };
    const failureText = failureTextOf(json.value);
    if (failureText !== undefined) {
      return { ok: false, error: errorFromFailureBody(failureText, answer.status, mode) };
    }
    const parsed = call.schema.safeParse(json.value);
    if (!parsed.success) return { ok: false, error: errorFromUnreadableSuccess(answer, mode) };
    return { ok: true, value: parsed.data };
  }

  async #pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    const cancelled = (): ApiCallError => new ApiCallError(apiError('cancelled', 'read'));
    if (signal?.aborted) throw cancelled();
    await new Promise<void>((resolve, reject) => {
      const unsubscribe = onAbort(signal, () => {
        reject(cancelled());
      });
      this.#settings.sleep(ms).then(
        () => {
          unsubscribe();
          resolve();
        },
        (error: unknown) => {
          unsubscribe();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  // Servers should never echo credentials, but if one does they must not travel further.
  #redact(error: ApiError, tokens: readonly string[]): ApiError {
    if (error.serverMessage === undefined) return error;
    let text = error.serverMessage;
    for (const secret of [this.#apiKey, ...tokens]) {
      if (secret.length >= 4) text = text.split(secret).join('[redacted]');
    }
    return { ...error, serverMessage: text };
  }
}
