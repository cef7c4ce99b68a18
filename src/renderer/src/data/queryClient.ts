import { QueryClient } from '@tanstack/react-query';
import type { DomainDeskApi } from '../../../shared/ipc';
import type { ReadKey } from './readKey';
import { invalidateFor } from './cacheScopes';

/** The window's one cache of what was read through the bridge. */
export function createReadCache(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refused read is an answer (errors are values); trying again is the user's call.
        retry: false,
        // Main says what changed (`cache:changed`); a focus change tells nothing new.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

export const queryClient = createReadCache();

/** Keeps the cache true to main: every `cache:changed` invalidates the reads of its scope. */
export function listenToCacheChanges(api: DomainDeskApi, client: QueryClient): () => void {
  return api.onCacheChanged((change) => {
    void invalidateFor(client, change);
  });
}

/**
 * After a switch of account, reads still under way for any other account are cancelled, so
 * their answers are dropped rather than painted late over the new account's screens.
 */
export function dropOtherAccounts(client: QueryClient, accountId: string | null): Promise<void> {
  return client.cancelQueries({
    predicate: (query) => {
      const owner = (query.queryKey as unknown as ReadKey)[0];
      return owner !== null && owner !== accountId;
    },
  });
}
