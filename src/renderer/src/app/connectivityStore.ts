import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ConnectivityChange, DomainDeskApi } from '../../../shared/ipc';

interface ConnectivityState {
  /** The latest view per account; an account not listed counts as reachable. */
  readonly byAccount: Readonly<Record<string, ConnectivityChange>>;
  apply: (change: ConnectivityChange) => void;
}

export const connectivityStore = createStore<ConnectivityState>()((set, get) => ({
  byAccount: {},
  apply(change) {
    set({ byAccount: { ...get().byAccount, [change.accountId]: change } });
  },
}));

/**
 * Follows `connectivity:changed` and starts from what main already knows; `onFlip` hears
 * each change as it happens (to notify), not the initial state.
 */
export function listenToConnectivity(
  api: DomainDeskApi,
  onFlip: (change: ConnectivityChange) => void,
): () => void {
  const unsubscribe = api.onConnectivityChanged((change) => {
    connectivityStore.getState().apply(change);
    onFlip(change);
  });
  void api.connectivityStatus().then((result) => {
    if (!result.ok) return;
    for (const change of result.data) {
      // An event that arrived meanwhile is newer than this snapshot.
      if (connectivityStore.getState().byAccount[change.accountId] === undefined) {
        connectivityStore.getState().apply(change);
      }
    }
  });
  return unsubscribe;
}

export function useConnectivity(accountId: string | null | undefined): ConnectivityChange | null {
  return useStore(connectivityStore, (state) =>
    accountId ? (state.byAccount[accountId] ?? null) : null,
  );
}
