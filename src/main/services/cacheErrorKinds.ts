import { isAppErrorKind } from '../../shared/ipc/errors';
import type { AppErrorKind } from '../../shared/ipc/errors';
import type {
  CacheClosedError,
  CacheFromNewerVersionError,
  DuplicateError,
  IllegalOrderTransitionError,
  NotFoundError,
  UnresolvedOrderError,
  UserDataImportError,
} from '../cache/cacheErrors';
import type { InvalidDomainNameError } from '../cache/domainNames';

/** Every `kind` the cache's errors carry. */
export type CacheErrorKind =
  | CacheClosedError['kind']
  | CacheFromNewerVersionError['kind']
  | IllegalOrderTransitionError['kind']
  | UnresolvedOrderError['kind']
  | NotFoundError['kind']
  | DuplicateError['kind']
  | UserDataImportError['kind']
  | InvalidDomainNameError['kind'];

/**
 * The cache's refusals in the app's closed set of kinds; their messages are written for
 * people and are shown as they are. A cache too new is only met on opening, never in reply
 * to a request, so it stays unexpected (`internal`) there.
 */
const CACHE_ERROR_KINDS: Readonly<
  Record<Exclude<CacheErrorKind, AppErrorKind | 'cache_too_new'>, AppErrorKind>
> = {
  unresolved_order: 'conflict',
  illegal_transition: 'conflict',
  duplicate: 'conflict',
  invalid_domain: 'invalid_input',
  invalid_import: 'invalid_input',
  // Work still under way when its profile closed (quitting, leaving the demo): it stops there.
  cache_closed: 'cancelled',
};

/**
 * The app kind for an error's `kind`: an app kind as it is, a cache kind translated,
 * anything else undefined. Shared by request replies and job items so both read alike.
 */
export function appErrorKindOf(kind: unknown): AppErrorKind | undefined {
  if (isAppErrorKind(kind)) return kind;
  if (typeof kind !== 'string' || !Object.hasOwn(CACHE_ERROR_KINDS, kind)) return undefined;
  return CACHE_ERROR_KINDS[kind as keyof typeof CACHE_ERROR_KINDS];
}
