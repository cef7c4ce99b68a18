import { isApiCallError } from '../../../shared/api';
import type { JobItemError } from '../../../shared/ipc/channels/jobs';
import { appErrorKindOf } from '../cacheErrorKinds';

export const INTERNAL_ITEM_MESSAGE =
  'Something went wrong inside DomainDesk while handling this item.';

/**
 * What a failed item shows. API, app and cache errors keep their (app) kind and
 * plain-language message; anything unexpected becomes `internal` with a generic message, so
 * no stack trace or secret ever reaches a window.
 */
export function toItemError(thrown: unknown): JobItemError {
  if (isApiCallError(thrown)) return { kind: thrown.kind, message: thrown.message };
  if (typeof thrown === 'object' && thrown !== null && 'kind' in thrown && 'message' in thrown) {
    const { kind, message } = thrown;
    const appKind = appErrorKindOf(kind);
    if (appKind !== undefined && typeof message === 'string' && message.trim() !== '') {
      return { kind: appKind, message };
    }
  }
  return { kind: 'internal', message: INTERNAL_ITEM_MESSAGE };
}
