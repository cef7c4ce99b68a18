import { API_ERROR_KINDS } from '../api/errorKinds';
import type { ApiErrorKind } from '../api/errorKinds';
import type { NextStep } from '../nextStep';

export type { ApiErrorKind, NextStep };

/** Kinds that arise in the app itself rather than from the reseller API. */
export const APP_ONLY_ERROR_KINDS = [
  'invalid_input',
  'forbidden_sender',
  'keychain_unavailable',
  'not_found',
  'conflict',
  'internal',
] as const;

/**
 * The closed set of error kinds the UI can switch on: every reseller API error kind plus the
 * app's own. Errors cross the bridge as values (`{ kind, message, detail? }`), never as
 * thrown exceptions.
 */
export type AppErrorKind = ApiErrorKind | (typeof APP_ONLY_ERROR_KINDS)[number];

export const APP_ERROR_KINDS: readonly AppErrorKind[] = [
  ...new Set<AppErrorKind>([...API_ERROR_KINDS, ...APP_ONLY_ERROR_KINDS]),
];

/** Extra facts for the UI (failing fields, HTTP status...): plain JSON, never a secret. */
export type ErrorDetail =
  | string
  | number
  | boolean
  | null
  | readonly ErrorDetail[]
  | { readonly [key: string]: ErrorDetail };

export interface AppError {
  readonly kind: AppErrorKind;
  readonly message: string;
  readonly detail?: ErrorDetail;
  /** What the user can do about it, when main knows (see `NextStep`). */
  readonly next?: NextStep;
}

export function isAppErrorKind(value: unknown): value is AppErrorKind {
  return typeof value === 'string' && (APP_ERROR_KINDS as readonly string[]).includes(value);
}

/** Thrown by main-process handlers to fail with a specific kind and a message for the user. */
export class AppFailure extends Error {
  override readonly name = 'AppFailure';
  readonly kind: AppErrorKind;
  readonly detail: ErrorDetail | undefined;
  readonly next: NextStep | undefined;

  constructor(kind: AppErrorKind, message: string, detail?: ErrorDetail, next?: NextStep) {
    super(message);
    this.kind = kind;
    this.detail = detail;
    this.next = next;
  }
}
