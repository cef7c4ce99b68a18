import type {
  PortfolioPage,
  PortfolioRow,
} from '../../../../../shared/ipc/channels/portfolioTypes';

export const PAGE_SIZE = 100;
/** Pages kept around what is drawn; farther ones are dropped, so memory stays flat. */
export const KEEP_PAGES = 6;
/**
 * Pages asked for at once while the view moves. A fast scroll passes thousands of rows; asking
 * for each page it passes queued hundreds of requests ahead of the one the user stops at.
 */
export const MAX_IN_FLIGHT = 2;
/**
 * Rows a new query asks for first: what a grid up to ~1,600 px tall draws (with overscan). The
 * rest of the first page is asked for only when drawn, so the first answer is half the size.
 */
export const FIRST_ROWS = 50;

export interface RowWindow {
  /** Rows matching the query; null until a page answered. */
  readonly total: () => number | null;
  rowAt(index: number): PortfolioRow | undefined;
  /**
   * The rows `first..last` are what is drawn now: their pages are fetched (a few at a time,
   * always for the latest range asked) and far pages are dropped.
   */
  show(first: number, last: number): void;
  /** Loads the rows `first..last` whatever is drawn and resolves once they are here. */
  load(first: number, last: number): Promise<void>;
  /** Loads the first `count` rows alone (a new query's first paint); resolves once they are here. */
  loadFirst(count: number): Promise<void>;
  /** The range last drawn (a reload fetches the same rows again). */
  shown(): readonly [number, number];
  /** Calls `listener` when rows or the total change; answers the way to stop. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Changes on every change of rows or total (for `useSyncExternalStore`). */
  readonly version: () => number;
  /** Pages held now (for tests and the memory bound). */
  heldPages(): number[];
}

/** The grid's rows for one query, fetched a page at a time around what is drawn. */
export function createRowWindow(
  fetchPage: (offset: number, limit: number) => Promise<PortfolioPage | null>,
  initiallyShown: readonly [number, number] = [0, PAGE_SIZE - 1],
): RowWindow {
  const pages = new Map<number, readonly PortfolioRow[]>();
  // Pages held only in part (the first rows of a new query); the rest is asked for when drawn.
  const partial = new Set<number>();
  const loading = new Map<number, Promise<void>>();
  const listeners = new Set<() => void>();
  let total: number | null = null;
  let version = 0;
  let shown: readonly [number, number] = initiallyShown;

  const changed = (): void => {
    version += 1;
    for (const listener of listeners) listener();
  };

  const pagesOf = (first: number, last: number): number[] => {
    const end = total === null ? last : Math.min(last, total - 1);
    const from = Math.floor(Math.max(0, first) / PAGE_SIZE);
    const to = Math.floor(Math.max(0, end) / PAGE_SIZE);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  };

  const evict = (): void => {
    const middle = Math.floor((shown[0] + shown[1]) / 2 / PAGE_SIZE);
    const held = [...pages.keys()].sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
    for (const page of held.slice(KEEP_PAGES)) {
      pages.delete(page);
      partial.delete(page);
    }
  };

  /** True when the rows of `page` up to `last` are here. */
  const holds = (page: number, last: number): boolean => {
    const rows = pages.get(page);
    return rows !== undefined && (!partial.has(page) || last < page * PAGE_SIZE + rows.length);
  };

  const loadPage = (page: number, limit = PAGE_SIZE): Promise<void> => {
    const known = loading.get(page);
    // A whole page asked for while its first rows are on their way: it follows them.
    if (known) return limit < PAGE_SIZE ? known : known.then(() => loadPage(page));
    if (holds(page, page * PAGE_SIZE + limit - 1)) return Promise.resolve();
    const promise = fetchPage(page * PAGE_SIZE, limit).then((answer) => {
      loading.delete(page);
      // A failed page is asked for again when the view next moves, not at once in a loop.
      if (answer === null) return;
      total = answer.total;
      pages.set(page, answer.rows);
      if (limit < PAGE_SIZE && answer.rows.length === limit) partial.add(page);
      else partial.delete(page);
      evict();
      changed();
      pump();
    });
    loading.set(page, promise);
    return promise;
  };

  // Asks for the pages of the latest range drawn that are neither here nor on their way,
  // while fewer than MAX_IN_FLIGHT are; ranges scrolled past are never asked for.
  const pump = (): void => {
    for (const page of pagesOf(shown[0], shown[1])) {
      if (loading.size >= MAX_IN_FLIGHT) return;
      if (!holds(page, shown[1]) && !loading.has(page)) void loadPage(page);
    }
  };

  return {
    total: () => total,
    rowAt: (index) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE],
    show(first, last) {
      if (first === shown[0] && last === shown[1]) return;
      shown = [first, last];
      evict();
      pump();
    },
    async load(first, last) {
      await Promise.all(pagesOf(first, last).map((page) => loadPage(page)));
    },
    loadFirst: (count) => loadPage(0, Math.min(count, PAGE_SIZE)),
    shown: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
    heldPages: () => [...pages.keys()].sort((a, b) => a - b),
  };
}
