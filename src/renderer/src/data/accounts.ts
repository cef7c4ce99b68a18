import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountSummary, DemoStatus } from '../../../shared/accounts/accountTypes';
import type { AppError, Result } from '../../../shared/ipc';
import type { StartData } from '../../../shared/ipc/startDataMeta';
import { BridgeReadError, readKey, readOptions, readThrough } from './bridgeRead';
import type { ReadKey } from './bridgeRead';
import { queryClient } from './queryClient';

/*
 * The accounts the app knows (`accounts:list`) and the demo's state (`demo:status`), read
 * through the window's cache like everything else. Main announces every change to them
 * (`accounts`, `balance`, `profile`), so an answer stays good until then: the shell and most
 * screens read the list, and mounting one must not read it again.
 */
const LIST_KEY = readKey('accounts:list', undefined);
const DEMO_KEY = readKey('demo:status', undefined);
const UNTIL_CHANGED = Infinity;
const NONE: readonly AccountSummary[] = [];

const channelOf = (query: { readonly queryKey: readonly unknown[] }): string =>
  (query.queryKey as unknown as ReadKey)[1];

function useList() {
  return useQuery({ ...readOptions('accounts:list', undefined), staleTime: UNTIL_CHANGED });
}

export interface AccountsRead {
  /** `failed` only when no list was ever read: a failed re-read keeps the list it had. */
  readonly status: 'loading' | 'ready' | 'failed';
  readonly accounts: readonly AccountSummary[];
  readonly error: AppError | null;
  readonly reload: () => void;
}

/** The accounts and whether they could be read (the shell's first screen waits for them). */
export function useAccountsRead(): AccountsRead {
  const query = useList();
  const failed = query.data === undefined && query.status === 'error';
  return {
    status: query.data !== undefined ? 'ready' : failed ? 'failed' : 'loading',
    accounts: query.data ?? NONE,
    error:
      failed && query.error instanceof BridgeReadError
        ? query.error.appError
        : failed
          ? { kind: 'internal', message: query.error.message }
          : null,
    reload: () => void query.refetch(),
  };
}

/** The accounts the app knows, sorted by label; none while they are read. */
export function useAccounts(): readonly AccountSummary[] {
  return useList().data ?? NONE;
}

/** The demo's state; null until read. */
export function useDemoStatus(): DemoStatus | null {
  const query = useQuery({ ...readOptions('demo:status', undefined), staleTime: UNTIL_CHANGED });
  return query.data ?? null;
}

/** The accounts as the cache holds them, outside React (stores, event handlers). */
export function accountsInCache(client: QueryClient = queryClient): readonly AccountSummary[] {
  return client.getQueryData<AccountSummary[]>(LIST_KEY) ?? NONE;
}

/** Calls `listener` whenever the cached list changes; answers how to stop. */
export function onAccountsChanged(listener: () => void, client = queryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && channelOf(event.query) === 'accounts:list') listener();
  });
}

/**
 * The accounts and the demo's state for the first screen: taken from the page when the
 * preview sent them along, else read (once, however often asked).
 */
export async function readAccounts(
  handed?: StartData,
  client: QueryClient = queryClient,
): Promise<Result<AccountSummary[]>> {
  if (handed?.demo.ok === true) client.setQueryData(DEMO_KEY, handed.demo.data);
  if (handed?.accounts.ok === true) {
    client.setQueryData(LIST_KEY, handed.accounts.data);
    return handed.accounts;
  }
  const [accounts] = await Promise.all([
    readThrough(client, 'accounts:list', undefined, UNTIL_CHANGED),
    readThrough(client, 'demo:status', undefined, UNTIL_CHANGED),
  ]);
  return accounts;
}

/** Reads the accounts and the demo's state again (after the user removed or left one). */
export function reloadAccounts(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => ['accounts:list', 'demo:status'].includes(channelOf(query)),
  });
}

function byLabel(a: AccountSummary, b: AccountSummary): number {
  return a.label.localeCompare(b.label);
}

/**
 * Shows an account main just answered (connected, its balance read) at once, then reads the
 * list again. That read replaces (cancels) any list read already under way, whose answer may
 * predate this one and must not overwrite it.
 */
export function putAccount(account: AccountSummary, client: QueryClient = queryClient): void {
  client.setQueryData<AccountSummary[]>(LIST_KEY, (list) =>
    [...(list ?? []).filter((item) => item.id !== account.id), account].sort(byLabel),
  );
  void client.invalidateQueries({ queryKey: LIST_KEY, exact: true });
}

/** Shows the only account there is (the demo just entered) until the list is read again. */
export function replaceAccounts(
  accounts: readonly AccountSummary[],
  client: QueryClient = queryClient,
): void {
  client.setQueryData(LIST_KEY, [...accounts]);
}
