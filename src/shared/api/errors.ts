import { z } from 'zod';
import type { NextStep } from '../nextStep';
import { API_ERROR_KINDS } from './errorKinds';
import type { ApiErrorKind } from './errorKinds';

export { API_ERROR_KINDS };
export type { ApiErrorKind };

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
  /**
   * Set where the message sends the user to the account's settings (the key, the API URL,
   * the User-Agent); the account's client turns it into a next step naming the account.
   */
  fixInAccountSettings?: true;
}

export const apiErrorSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  serverMessage: z.string().optional(),
  status: z.number().int().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
  transportCode: z.string().optional(),
  fixInAccountSettings: z.literal(true).optional(),
});

/** Thrown by every client method; `error` says what happened. Never carries a key or token. */
export class ApiCallError extends Error {
  readonly error: ApiError;
  /** What the user can do about it, set by the account's client (it knows the account). */
  readonly next: NextStep | undefined;

  constructor(error: ApiError, next?: NextStep) {
    super(error.message);
    this.name = 'ApiCallError';
    this.error = error;
    this.next = next;
  }

  get kind(): ApiErrorKind {
    return this.error.kind;
  }
}

export function isApiCallError(value: unknown): value is ApiCallError {
  return value instanceof ApiCallError;
}
