import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type {
  PortfolioFilter,
  PortfolioSortKey,
} from '../../../../../shared/ipc/channels/portfolioTypes';
import { currentAccount, currentAccountStore } from '../../../state/currentAccount';
import { onAccountsChanged } from '../../../data/accounts';
import { COLUMN_IDS, DEFAULT_WIDTHS } from './columnIds';
import type { ColumnId } from './columnIds';
import { forgetPositions } from './gridPositions';
import {
  NO_SELECTION,
  clickRow,
  extendSelection,
  selectAllMatching,
  tickRange,
  toggleRow,
} from './selectionModel';
import type { ClickModifiers, GridSelection, RowRef } from './selectionModel';

export interface GridSort {
  readonly key: PortfolioSortKey;
  readonly direction: 'asc' | 'desc';
}

export interface ColumnLayout {
  /** Every column, in the order shown. */
  readonly order: readonly ColumnId[];
  readonly hidden: readonly ColumnId[];
  readonly widths: Readonly<Partial<Record<ColumnId, number>>>;
}

export interface SavedView {
  readonly name: string;
  readonly filter: PortfolioFilter;
  readonly sort: GridSort;
}

export interface GridState {
  readonly filter: PortfolioFilter;
  readonly sort: GridSort;
  readonly layout: ColumnLayout;
  /** The selection of the account shown; `accountId` is that account. */
  readonly selection: GridSelection;
  readonly accountId: string | null;
  /** The selections of the other accounts, given back when the window shows them again. */
  readonly otherSelections: Readonly<Record<string, GridSelection>>;
  /** The window shows another account: its own selection replaces this one's. */
  showAccount: (accountId: string | null) => void;
  setFilter: (change: PortfolioFilter) => void;
  clearFilter: () => void;
  sortBy: (key: PortfolioSortKey) => void;
  toggleColumn: (id: ColumnId) => void;
  moveColumn: (id: ColumnId, step: -1 | 1) => void;
  resizeColumn: (id: ColumnId, width: number) => void;
  resetLayout: () => void;
  applyView: (view: SavedView) => void;
  click: (index: number, name: string, modifiers: ClickModifiers) => void;
  toggle: (index: number, name: string) => void;
  /** A shift-click on a checkbox: the rows from the anchor to this one are ticked too. */
  tickRange: (index: number, name: string) => void;
  /** Shift+arrow from `from` to `to`; `restart` when the keyboard moved since the anchor was set. */
  extend: (from: RowRef, to: RowRef, restart: boolean) => void;
  selectAll: () => void;
  clearSelection: () => void;
}

/**
 * What a reseller decides on fits a 1,280 px window without sideways scrolling (1,046 px with
 * the checkboxes); nameservers, ID protection, last synced and notes are a click away under
 * Columns.
 */
export const DEFAULT_LAYOUT: ColumnLayout = {
  order: COLUMN_IDS,
  hidden: ['nameservers', 'idProtection', 'lastSynced', 'notes'],
  widths: {},
};
const DEFAULT_SORT: GridSort = { key: 'name', direction: 'asc' };
export const MIN_WIDTH = 48;
const STORAGE_KEY = 'domaindesk.portfolio.grid';

interface Remembered {
  readonly layout?: ColumnLayout;
}

/** A remembered layout, made whole again if the app gained or lost columns since. */
function readRemembered(storage: Pick<Storage, 'getItem'>): Remembered {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Remembered;
    const known = (id: ColumnId) => COLUMN_IDS.includes(id);
    const saved = parsed.layout;
    const layout = saved
      ? {
          order: [
            ...saved.order.filter(known),
            ...COLUMN_IDS.filter((id) => !saved.order.includes(id)),
          ],
          hidden: saved.hidden.filter(known),
          widths: saved.widths,
        }
      : undefined;
    return layout ? { layout } : {};
  } catch {
    return {};
  }
}

/** The grid's state: filter, sort, columns (remembered here) and the selection. */
export function createGridStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
) {
  const remembered = readRemembered(storage);
  return createStore<GridState>()((set, get) => {
    const remember = (): void => {
      const { layout } = get();
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ layout }));
      } catch {
        // Storage full or unavailable: the layout simply is not remembered.
      }
    };
    const setLayout = (layout: ColumnLayout): void => {
      set({ layout });
      remember();
    };
    // A new filter or sort means other rows: a selection of "all" or of rows drawn no longer fits.
    // Other accounts' selections were made under the old filter too.
    // The remembered scroll positions too: they were rows of the old query.
    const query = (change: Partial<Pick<GridState, 'filter' | 'sort'>>): void => {
      forgetPositions();
      set({ ...change, selection: NO_SELECTION, otherSelections: {} });
    };
    return {
      filter: {},
      sort: DEFAULT_SORT,
      layout: remembered.layout ?? DEFAULT_LAYOUT,
      selection: NO_SELECTION,
      accountId: null,
      otherSelections: {},
      showAccount(accountId) {
        const { accountId: shown, selection, otherSelections } = get();
        if (accountId === shown) return;
        const kept = Object.fromEntries(
          Object.entries({ ...otherSelections, ...(shown !== null && { [shown]: selection }) }),
        );
        const restored = accountId === null ? NO_SELECTION : (kept[accountId] ?? NO_SELECTION);
        set({
          accountId,
          selection: restored,
          otherSelections: Object.fromEntries(
            Object.entries(kept).filter(([id]) => id !== accountId),
          ),
        });
      },
      setFilter(change) {
        // Conditions set to undefined are dropped, so an empty filter is `{}`.
        const filter = Object.fromEntries(
          (Object.entries({ ...get().filter, ...change }) as [string, unknown][]).filter(
            ([, value]) => value !== undefined,
          ),
        ) as PortfolioFilter;
        query({ filter });
      },
      clearFilter: () => {
        query({ filter: {} });
      },
      sortBy(key) {
        const { sort } = get();
        const direction = sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
        query({ sort: { key, direction } });
      },
      toggleColumn(id) {
        const { layout } = get();
        const hidden = layout.hidden.includes(id)
          ? layout.hidden.filter((other) => other !== id)
          : [...layout.hidden, id];
        // The domain column always stays: it names the row.
        if (id !== 'domain') setLayout({ ...layout, hidden });
      },
      moveColumn(id, step) {
        const { layout } = get();
        const order = [...layout.order];
        const at = order.indexOf(id);
        const to = at + step;
        if (at < 0 || to < 0 || to >= order.length) return;
        order.splice(at, 1);
        order.splice(to, 0, id);
        setLayout({ ...layout, order });
      },
      resizeColumn(id, width) {
        const { layout } = get();
        setLayout({
          ...layout,
          widths: { ...layout.widths, [id]: Math.max(MIN_WIDTH, Math.round(width)) },
        });
      },
      resetLayout: () => {
        setLayout(DEFAULT_LAYOUT);
      },
      applyView(view) {
        query({ filter: view.filter, sort: view.sort });
      },
      click(index, name, modifiers) {
        set({ selection: clickRow(get().selection, index, name, modifiers) });
      },
      toggle(index, name) {
        set({ selection: toggleRow(get().selection, index, name) });
      },
      tickRange(index, name) {
        set({ selection: tickRange(get().selection, index, name) });
      },
      extend(from, to, restart) {
        set({ selection: extendSelection(get().selection, from, to, restart) });
      },
      selectAll: () => {
        set({ selection: selectAllMatching() });
      },
      clearSelection: () => {
        set({ selection: NO_SELECTION });
      },
    };
  });
}

export type GridStore = ReturnType<typeof createGridStore>;

export function columnWidth(layout: ColumnLayout, id: ColumnId): number {
  return layout.widths[id] ?? DEFAULT_WIDTHS[id];
}

export const portfolioGrid = createGridStore();

// The selection follows the account the window shows: ticks in one never show in another.
const followAccount = (): void => {
  portfolioGrid.getState().showAccount(currentAccount()?.id ?? null);
};
// This module loads with the portfolio's chunk, after the accounts: start from the one shown.
followAccount();
currentAccountStore.subscribe(followAccount);
onAccountsChanged(followAccount);

export function useGrid<T>(selector: (state: GridState) => T): T {
  return useStore(portfolioGrid, selector);
}
useGrid.getState = () => portfolioGrid.getState();
/** The store's functions, which never change (no re-render needed to read them). */
useGrid.getActions = (): GridState => portfolioGrid.getState();
