import type { AppError, AppErrorKind, ErrorDetail } from './errors';

/** What every request channel answers with: errors are values, so their kind survives. */
export type Result<T> = { readonly ok: true; readonly data: T } | Failure;

export interface Failure {
  readonly ok: false;
  readonly error: AppError;
}

export function success<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function failure(kind: AppErrorKind, message: string, detail?: ErrorDetail): Failure {
  return { ok: false, error: detail === undefined ? { kind, message } : { kind, message, detail } };
}
