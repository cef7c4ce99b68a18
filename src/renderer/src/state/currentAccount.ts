import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AccountSummary } from '../../../shared/accounts/accountTypes';
import { accountsInCache, useAccounts } from '../data/accounts';

interface CurrentAccountState {
  /** The account the screens act on; null until one exists. */
  readonly accountId: string | null;
  select: (accountId: string) => void;
}

const STORAGE_KEY = 'domaindesk.currentAccount';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The account chosen in the shell's switcher, remembered across restarts (an id, no secret). */
export const currentAccountStore = createStore<CurrentAccountState>()((set) => ({
  accountId: typeof window === 'undefined' ? null : remembered(),
  select(accountId) {
    try {
      window.localStorage.setItem(STORAGE_KEY, accountId);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this window only.
    }
    set({ accountId });
  },
}));

function pick(accounts: readonly AccountSummary[], id: string | null): AccountSummary | null {
  return accounts.find((account) => account.id === id) ?? accounts[0] ?? null;
}

/** The current account's summary (falls back to the first account when none was chosen). */
export function useCurrentAccount(): AccountSummary | null {
  const id = useStore(currentAccountStore, (state) => state.accountId);
  const accounts = useAccounts();
  return pick(accounts, id);
}

/** The same, outside React (stores, bridge calls). */
export function currentAccount(): AccountSummary | null {
  return pick(accountsInCache(), currentAccountStore.getState().accountId);
}
