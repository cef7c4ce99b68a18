import { isApiCallError } from '../../../shared/api';
import { isAppErrorKind } from '../../../shared/ipc';
import type { AppErrorKind } from '../../../shared/ipc';
import type { JobItemError } from '../../../shared/ipc/channels/jobs';

export const INTERNAL_ITEM_MESSAGE =
  'Something went wrong inside DomainDesk while handling this item.';

// Kinds raised by the cache, translated to the app's closed set.
const CACHE_KINDS: Readonly<Record<string, AppErrorKind>> = {
  unresolved_order: 'conflict',
  illegal_transition: 'conflict',
  duplicate: 'conflict',
  invalid_domain: 'invalid_input',
};

/**
 * What a failed item shows. API and app errors keep their kind and plain-language message;
 * anything unexpected becomes `internal` with a generic message, so no stack trace or
 * secret ever reaches a window.
 */
export function toItemError(thrown: unknown): JobItemError {
  if (isApiCallError(thrown)) return { kind: thrown.kind, message: thrown.message };
  if (typeof thrown === 'object' && thrown !== null && 'kind' in thrown && 'message' in thrown) {
    const { kind, message } = thrown;
    if (typeof kind === 'string' && typeof message === 'string' && message.trim() !== '') {
      if (isAppErrorKind(kind)) return { kind, message };
      const mapped = CACHE_KINDS[kind];
      if (mapped !== undefined) return { kind: mapped, message };
    }
  }
  return { kind: 'internal', message: INTERNAL_ITEM_MESSAGE };
}
