import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { AccountSummary } from '../../../shared/accounts/accountTypes';
import type { AppError, DomainDeskApi } from '../../../shared/ipc';
import { getBridge } from '../bridge';
import { putAccount, reloadAccounts, replaceAccounts } from '../data/accounts';

/*
 * What the user does to accounts, and the UI state of it. The accounts themselves are read
 * through the window's cache (`data/accounts.ts`): what an action answers is written there.
 */
export interface AccountsState {
  readonly demoStarting: boolean;
  readonly demoError: AppError | null;
  /** Accounts whose balance is being read. */
  readonly refreshing: Readonly<Record<string, boolean>>;
  readonly balanceErrors: Readonly<Record<string, AppError>>;
  startDemo: () => Promise<void>;
  exitDemo: () => Promise<void>;
  /** A connect form finished: show the account without waiting for a reload. */
  connected: (account: AccountSummary) => void;
  refreshBalance: (accountId: string) => Promise<void>;
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/** One store per window. */
export function createAccountsStore(bridge: () => DomainDeskApi): StoreApi<AccountsState> {
  return createStore<AccountsState>()((set, get) => ({
    demoStarting: false,
    demoError: null,
    refreshing: {},
    balanceErrors: {},

    async startDemo() {
      if (get().demoStarting) return;
      set({ demoStarting: true, demoError: null });
      const result = await bridge().demoStart();
      if (!result.ok) {
        set({ demoStarting: false, demoError: result.error });
        return;
      }
      replaceAccounts([result.data]);
      await reloadAccounts();
      set({ demoStarting: false });
    },

    async exitDemo() {
      const result = await bridge().demoExit();
      if (!result.ok) {
        set({ demoError: result.error });
        return;
      }
      await reloadAccounts();
    },

    connected(account) {
      putAccount(account);
    },

    async refreshBalance(accountId) {
      set({ refreshing: { ...get().refreshing, [accountId]: true } });
      const result = await bridge().accountsRefreshBalance({ accountId });
      set({ refreshing: without(get().refreshing, accountId) });
      if (result.ok) {
        set({ balanceErrors: without(get().balanceErrors, accountId) });
        putAccount(result.data);
      } else {
        set({ balanceErrors: { ...get().balanceErrors, [accountId]: result.error } });
      }
    },
  }));
}

export const accountsStore = createAccountsStore(getBridge);

/** Reads the store through a selector, so a component re-renders only for its slice. */
export function useAccountActions<T>(selector: (state: AccountsState) => T): T {
  return useStore(accountsStore, selector);
}
