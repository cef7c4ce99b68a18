import { appError } from './errors';
import type { AppError, AppErrorKind, ErrorDetailOf } from './errors';

/** What every request channel answers with: errors are values, so their kind survives. */
export type Result<T> = { readonly ok: true; readonly data: T } | Failure;

export interface Failure {
  readonly ok: false;
  readonly error: AppError;
}

export function success<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function failure<K extends AppErrorKind>(
  kind: K,
  message: string,
  detail?: ErrorDetailOf<K>,
): Failure {
  return { ok: false, error: appError(kind, message, detail) };
}
