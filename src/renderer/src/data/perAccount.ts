import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { currentAccount, useCurrentAccount } from '../state/currentAccount';

/** The key of the state held before any account exists (nothing of an account is in it). */
const NO_ACCOUNT = '';

export interface PerAccount<S> {
  /** The store of one account, made on first use. */
  forAccount: (accountId: string) => StoreApi<S>;
  /** The store of the account the window shows now (outside React). */
  current: () => StoreApi<S>;
  /** A hook reading the store of the account the window shows. */
  use: <T>(selector: (state: S) => T) => T;
}

/**
 * UI state that belongs to one account lives in a store of that account's own: switching
 * accounts shows the other store, and a slow answer for the old account lands in the old
 * account's store, never on the screen of the new one.
 */
export function perAccount<S>(make: (accountId: string) => StoreApi<S>): PerAccount<S> {
  const stores = new Map<string, StoreApi<S>>();
  const forAccount = (accountId: string): StoreApi<S> => {
    let store = stores.get(accountId);
    if (store === undefined) {
      store = make(accountId);
      stores.set(accountId, store);
    }
    return store;
  };
  return {
    forAccount,
    current: () => forAccount(currentAccount()?.id ?? NO_ACCOUNT),
    use: function useAccountStore<T>(selector: (state: S) => T): T {
      const accountId = useCurrentAccount()?.id ?? NO_ACCOUNT;
      return useStore(forAccount(accountId), selector);
    },
  };
}
