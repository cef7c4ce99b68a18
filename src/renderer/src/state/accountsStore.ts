import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { AccountSummary, DemoStatus } from '../../../shared/accounts/accountTypes';
import type { AppError, DomainDeskApi, Result } from '../../../shared/ipc';
import { getBridge } from '../bridge';

/** The answers `load` reads. */
export interface AccountsAnswers {
  readonly accounts: Result<AccountSummary[]>;
  readonly demo: Result<DemoStatus>;
}

export interface AccountsState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly accounts: readonly AccountSummary[];
  readonly demo: DemoStatus | null;
  readonly loadError: AppError | null;
  readonly demoStarting: boolean;
  readonly demoError: AppError | null;
  /** Accounts whose balance is being read. */
  readonly refreshing: Readonly<Record<string, boolean>>;
  readonly balanceErrors: Readonly<Record<string, AppError>>;
  /** Reads the accounts, or takes answers already given (the preview sends them with the page). */
  load: (answered?: AccountsAnswers) => Promise<void>;
  startDemo: () => Promise<void>;
  exitDemo: () => Promise<void>;
  /** A connect form finished: show the account without waiting for a reload. */
  connected: (account: AccountSummary) => void;
  refreshBalance: (accountId: string) => Promise<void>;
}

function withAccount(
  accounts: readonly AccountSummary[],
  account: AccountSummary,
): AccountSummary[] {
  const others = accounts.filter((item) => item.id !== account.id);
  return [...others, account].sort((a, b) => a.label.localeCompare(b.label));
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/** The accounts the app knows and the demo's state; one store per window. */
export function createAccountsStore(bridge: () => DomainDeskApi): StoreApi<AccountsState> {
  return createStore<AccountsState>()((set, get) => ({
    status: 'loading',
    accounts: [],
    demo: null,
    loadError: null,
    demoStarting: false,
    demoError: null,
    refreshing: {},
    balanceErrors: {},

    async load(answered) {
      const api = bridge();
      const [accounts, demo] = answered
        ? [answered.accounts, answered.demo]
        : await Promise.all([api.accountsList(), api.demoStatus()]);
      if (!accounts.ok) {
        set({ status: 'failed', loadError: accounts.error });
        return;
      }
      set({
        status: 'ready',
        accounts: accounts.data,
        demo: demo.ok ? demo.data : get().demo,
        loadError: null,
      });
    },

    async startDemo() {
      if (get().demoStarting) return;
      set({ demoStarting: true, demoError: null });
      const result = await bridge().demoStart();
      if (!result.ok) {
        set({ demoStarting: false, demoError: result.error });
        return;
      }
      set({ accounts: withAccount([], result.data) });
      await get().load();
      set({ demoStarting: false });
    },

    async exitDemo() {
      const result = await bridge().demoExit();
      if (!result.ok) {
        set({ demoError: result.error });
        return;
      }
      await get().load();
    },

    connected(account) {
      set({ status: 'ready', accounts: withAccount(get().accounts, account) });
    },

    async refreshBalance(accountId) {
      set({ refreshing: { ...get().refreshing, [accountId]: true } });
      const result = await bridge().accountsRefreshBalance({ accountId });
      set({ refreshing: without(get().refreshing, accountId) });
      if (result.ok) {
        set({
          accounts: withAccount(get().accounts, result.data),
          balanceErrors: without(get().balanceErrors, accountId),
        });
      } else {
        set({ balanceErrors: { ...get().balanceErrors, [accountId]: result.error } });
      }
    },
  }));
}

export const accountsStore = createAccountsStore(getBridge);

/** Reads the accounts store through a selector, so a component re-renders only for its slice. */
export function useAccounts<T>(selector: (state: AccountsState) => T): T {
  return useStore(accountsStore, selector);
}
