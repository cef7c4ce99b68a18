import { apiErrorSchema, isApiCallError } from '../../shared/api/errors';
import type { ApiError } from '../../shared/api/errors';
import { REDACTED, redactSecrets } from '../../shared/ipc';
import type { AppError, AppErrorKind, PlainJson } from '../../shared/ipc';
import { declaredDetail } from '../../shared/ipc/errorDetailSchemas';
import { appError, isAppFailure } from '../../shared/ipc/errors';
import { nextStepSchema } from '../../shared/nextStep';
import type { NextStep } from '../../shared/nextStep';
import { appErrorKindOf } from '../services/cacheErrorKinds';

export const INTERNAL_ERROR_MESSAGE =
  'Something went wrong inside DomainDesk. The details were written to its log.';

/** Keys whose values are never sent, whatever they contain. */
const SECRET_KEY = /token|api[-_]?key|apikey|secret|password|passwd|authorization|cookie/i;
const MAX_DEPTH = 6;

export interface ErrorEnvelopeOptions {
  /** Receives the redacted description of unexpected errors. */
  readonly log?: (message: string) => void;
  /** Secrets known to the process (stored keys); removed from anything that crosses. */
  readonly knownSecrets?: () => readonly string[];
}

/** Turns a JSON-ish value into plain JSON with secrets removed; drops what JSON cannot carry. */
export function sanitizeDetail(
  value: unknown,
  known: readonly string[],
  depth = 0,
): PlainJson | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return redactSecrets(value, known);
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (value instanceof Error) return redactSecrets(value.message, known);
  if (Array.isArray(value)) {
    return value.map((item: unknown) => sanitizeDetail(item, known, depth + 1) ?? null);
  }
  const out: Record<string, PlainJson> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) {
      out[key] = REDACTED;
      continue;
    }
    const clean = sanitizeDetail(item, known, depth + 1);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

interface KnownError {
  readonly kind: AppErrorKind;
  readonly message?: unknown;
  readonly detail?: unknown;
  readonly next?: NextStep | undefined;
}

/** An app failure, or a cache refusal (its kind translated), as the UI should see it. */
function knownError(thrown: unknown): KnownError | undefined {
  if (typeof thrown !== 'object' || thrown === null || !('kind' in thrown)) return undefined;
  const kind = appErrorKindOf(thrown.kind);
  if (kind === undefined) return undefined;
  return {
    kind,
    ...('message' in thrown && { message: thrown.message }),
    ...('detail' in thrown && { detail: thrown.detail }),
    ...('next' in thrown && { next: nextStepSchema.safeParse(thrown.next).data }),
  };
}

/** API errors keep what the UI can use: the server's text, the status, when to retry. */
function fromApiError(error: ApiError, known: readonly string[], next?: NextStep): AppError {
  const { kind, message, ...facts } = error;
  // The account's client has made `fixInAccountSettings` the next step (`next`).
  delete facts.fixInAccountSettings;
  const sanitized = sanitizeDetail(facts, known);
  const hasFacts =
    typeof sanitized === 'object' && sanitized !== null && Object.keys(sanitized).length > 0;
  const detail = hasFacts ? declaredDetail(kind, sanitized) : undefined;
  return appError(kind, redactSecrets(message, known), detail, next);
}

function describe(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.stack ?? `${thrown.name}: ${thrown.message}`;
  try {
    return `Non-error thrown: ${JSON.stringify(thrown)}`;
  } catch {
    return 'Non-error thrown (not serialisable)';
  }
}

/**
 * What a thrown value becomes on the wire: a known kind (an app kind, or a cache kind
 * translated) keeps its message and detail (with secrets removed); anything else is `internal` with a generic message and goes to the log.
 */
export function toAppError(thrown: unknown, options: ErrorEnvelopeOptions = {}): AppError {
  const known = options.knownSecrets?.() ?? [];
  // An app failure is read as one even where its kind is an API kind (`auth`): it may carry a
  // next step, which the API error's shape has no room for.
  const apiError = isApiCallError(thrown)
    ? thrown.error
    : isAppFailure(thrown)
      ? undefined
      : apiErrorSchema.safeParse(thrown).data;
  if (apiError !== undefined) {
    const next = isApiCallError(thrown) ? thrown.next : undefined;
    return fromApiError(apiError, known, next);
  }
  const failure = knownError(thrown);
  if (failure !== undefined) {
    const message =
      typeof failure.message === 'string' && failure.message.trim() !== ''
        ? redactSecrets(failure.message, known)
        : `The request failed (${failure.kind}).`;
    const sent = failure.detail === undefined ? undefined : sanitizeDetail(failure.detail, known);
    // Only a detail of the shape declared for its kind is sent: the window reads it by kind.
    const detail = declaredDetail(failure.kind, sent);
    if (sent !== undefined && detail === undefined) {
      options.log?.(`A ${failure.kind} error's detail is not of its declared shape; not sent.`);
    }
    return appError(failure.kind, message, detail, failure.next);
  }
  options.log?.(redactSecrets(describe(thrown), known));
  return { kind: 'internal', message: INTERNAL_ERROR_MESSAGE, next: { action: 'openLogFolder' } };
}
