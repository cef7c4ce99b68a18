import type { QueryClient } from '@tanstack/react-query';
import type { ConnectivityChange, DomainDeskApi } from '../../../shared/ipc';
import { readKey } from './bridgeRead';
import { useBridgeRead } from './useBridgeRead';

/*
 * The one home of connectivity in the renderer: main's snapshot (`connectivity:status`) in the
 * read cache, kept current by `connectivity:changed`, which writes into that same entry.
 */
const STATUS_KEY = readKey('connectivity:status', undefined);

function merged(
  list: readonly ConnectivityChange[] | undefined,
  change: ConnectivityChange,
): ConnectivityChange[] {
  return [...(list ?? []).filter((item) => item.accountId !== change.accountId), change];
}

/** Follows `connectivity:changed`; `onFlip` hears each change as it happens (to notify). */
export function listenToConnectivity(
  api: DomainDeskApi,
  client: QueryClient,
  onFlip: (change: ConnectivityChange) => void,
): () => void {
  return api.onConnectivityChanged((change) => {
    // A snapshot still under way is older than this event: it must not overwrite it.
    void client.cancelQueries({ queryKey: STATUS_KEY, exact: true });
    client.setQueryData<ConnectivityChange[]>(STATUS_KEY, (list) => merged(list, change));
    onFlip(change);
  });
}

/** The latest view of reaching an account's API; null: nothing has failed (reachable). */
export function useConnectivity(accountId: string | null | undefined): ConnectivityChange | null {
  // Events keep the snapshot current, so it is read once per window (and after a profile change).
  const status = useBridgeRead('connectivity:status', undefined, { maxAgeMs: Infinity });
  if (status.status !== 'ok' || !accountId) return null;
  return status.data.find((item) => item.accountId === accountId) ?? null;
}
