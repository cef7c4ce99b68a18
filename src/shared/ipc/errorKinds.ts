import { API_ERROR_KINDS } from '../api/errorKinds';
import type { ApiErrorKind } from '../api/errorKinds';

export type { ApiErrorKind };

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

export function isAppErrorKind(value: unknown): value is AppErrorKind {
  return typeof value === 'string' && (APP_ERROR_KINDS as readonly string[]).includes(value);
}
