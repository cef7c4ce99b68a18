import type {
  PortfolioPage,
  PortfolioRow,
} from '../../../../../shared/ipc/channels/portfolioTypes';

export const PAGE_SIZE = 100;
/** Pages kept around what is drawn; farther ones are dropped, so memory stays flat. */
export const KEEP_PAGES = 6;

export interface RowWindow {
  /** Rows matching the query; null until the first page answered. */
  total(): number | null;
  rowAt(index: number): PortfolioRow | undefined;
  /** Makes sure the rows `first..last` are loaded (or loading) and drops far pages. */
  show(first: number, last: number): void;
  /** Loads the rows `first..last` and resolves once they are here (a shift-click range). */
  load(first: number, last: number): Promise<void>;
  /** Forgets every page (the query changed or the cache did) and reloads what is shown. */
  reset(): void;
  /** Pages held now (for tests and the memory bound). */
  heldPages(): number[];
}

/**
 * The grid's rows, fetched a page at a time around what is drawn. Answers for an older query
 * (after a reset) are ignored.
 */
export function createRowWindow(
  fetchPage: (offset: number, limit: number) => Promise<PortfolioPage | null>,
  onChange: () => void,
): RowWindow {
  const pages = new Map<number, readonly PortfolioRow[]>();
  const loading = new Map<number, Promise<void>>();
  let total: number | null = null;
  let generation = 0;
  let shown: [number, number] = [0, PAGE_SIZE - 1];

  const loadPage = (page: number): Promise<void> => {
    const known = loading.get(page);
    if (known) return known;
    if (pages.has(page)) return Promise.resolve();
    const asked = generation;
    const promise = fetchPage(page * PAGE_SIZE, PAGE_SIZE).then((answer) => {
      if (asked !== generation) return;
      loading.delete(page);
      if (answer === null) return;
      total = answer.total;
      pages.set(page, answer.rows);
      evict();
      onChange();
    });
    loading.set(page, promise);
    return promise;
  };

  const evict = (): void => {
    const middle = Math.floor((shown[0] + shown[1]) / 2 / PAGE_SIZE);
    const held = [...pages.keys()].sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
    for (const page of held.slice(KEEP_PAGES)) pages.delete(page);
  };

  const pagesOf = (first: number, last: number): number[] => {
    const from = Math.floor(Math.max(0, first) / PAGE_SIZE);
    const to = Math.floor(Math.max(0, last) / PAGE_SIZE);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  };

  return {
    total: () => total,
    rowAt: (index) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE],
    show(first, last) {
      shown = [first, last];
      for (const page of pagesOf(first, last)) void loadPage(page);
      evict();
    },
    async load(first, last) {
      await Promise.all(pagesOf(first, last).map(loadPage));
    },
    reset() {
      generation += 1;
      pages.clear();
      loading.clear();
      for (const page of pagesOf(shown[0], shown[1])) void loadPage(page);
    },
    heldPages: () => [...pages.keys()].sort((a, b) => a - b),
  };
}
