import type { NextStep } from '../nextStep';
import type { ErrorDetailOf, PlainJson } from './errorDetailSchemas';
import type { AppErrorKind } from './errorKinds';

export type { ApiErrorKind, AppErrorKind } from './errorKinds';
export { APP_ERROR_KINDS, APP_ONLY_ERROR_KINDS, isAppErrorKind } from './errorKinds';
export type { ErrorDetailOf, NextStep, PlainJson };

/** An error of one kind: its `detail`, when it has one, is of the shape declared for that kind. */
export interface AppErrorOf<K extends AppErrorKind> {
  readonly kind: K;
  readonly message: string;
  /** Extra facts for the UI (failing fields, both versions of a set...): never a secret. */
  readonly detail?: ErrorDetailOf<K>;
  /** What the user can do about it, when main knows (see `NextStep`). */
  readonly next?: NextStep;
}

/**
 * An error as a value, a union by kind: checking `kind` gives `detail` its declared type
 * (`error.kind === 'invalid_input'` → `error.detail?.issues`).
 */
export type AppError = { [K in AppErrorKind]: AppErrorOf<K> }[AppErrorKind];

/**
 * An error of `kind` with a detail of that kind's declared shape. The one place a kind known
 * only as a type parameter is tied to its member of the union (TypeScript cannot relate the
 * two for a generic `K`).
 */
export function appError<K extends AppErrorKind>(
  kind: K,
  message: string,
  detail?: ErrorDetailOf<K>,
  next?: NextStep,
): AppError {
  const error: AppErrorOf<K> = {
    kind,
    message,
    ...(detail !== undefined && { detail }),
    ...(next !== undefined && { next }),
  };
  return error as AppError;
}

/** Thrown by main-process handlers to fail with a specific kind and a message for the user. */
export class AppFailure<K extends AppErrorKind = AppErrorKind> extends Error {
  override readonly name = 'AppFailure';
  readonly kind: K;
  readonly detail: ErrorDetailOf<K> | undefined;
  readonly next: NextStep | undefined;

  constructor(kind: K, message: string, detail?: ErrorDetailOf<K>, next?: NextStep) {
    super(message);
    this.kind = kind;
    this.detail = detail;
    this.next = next;
  }
}

/**
 * Whether `error` is an `AppFailure`, of `kind` when given. Typed, unlike `instanceof`, which
 * gives a class generic over its kind `AppFailure<any>`.
 */
export function isAppFailure<K extends AppErrorKind = AppErrorKind>(
  error: unknown,
  kind?: K,
): error is AppFailure<K> {
  return error instanceof AppFailure && (kind === undefined || error.kind === kind);
}
