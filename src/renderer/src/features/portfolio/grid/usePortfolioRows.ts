import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioFilter } from '../../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../../bridge';
import type { GridSort } from './gridStore';
import { filterInput } from './bridgeInput';
import { createRowWindow, FIRST_ROWS } from './rowWindow';
import type { RowWindow } from './rowWindow';

/** Reloads after a burst of cache changes (a bulk job changes thousands of rows) at most this often. */
const RELOAD_DELAY_MS = 400;

export interface GridRows {
  readonly rows: RowWindow;
  /** True when these rows answer a new filter or sort (the grid shows them from the top). */
  readonly fromTop: boolean;
  /** The filter and sort these rows answer: until a new query's rows are here, the old one's. */
  readonly filter: PortfolioFilter | null;
  readonly sort: GridSort | null;
  /** The account these rows are of (null before the first answer). */
  readonly accountId: string | null;
}

const NO_ROWS: GridRows = {
  rows: createRowWindow(() => Promise.resolve(null)),
  fromTop: true,
  filter: null,
  sort: null,
  accountId: null,
};

/**
 * The grid's rows for an account, filter and sort, fetched by page around what is drawn.
 * The latest query wins: rows for a new query (or reloaded because the cache changed
 * underneath: a sync, a bulk action, a pending domain turning active) replace the ones shown
 * only once their first rows are here, so the grid never empties meanwhile, and an answer to
 * a query already replaced is dropped. Typing in a filter therefore needs no pause: each
 * keystroke asks at once and only the last answer is shown.
 */
export function usePortfolioRows(
  accountId: string | null,
  filter: PortfolioFilter,
  sort: GridSort,
): GridRows & { total: number | null; error: AppError | null } {
  const [view, setView] = useState<GridRows>(NO_ROWS);
  const [error, setError] = useState<AppError | null>(null);
  const latest = useRef(0);
  // What a reload after a cache change fetches again: the rows drawn at that moment.
  const current = useRef(view.rows);
  useEffect(() => {
    current.current = view.rows;
  }, [view]);

  useEffect(() => {
    const replace = (range: readonly [number, number], fromTop: boolean): void => {
      latest.current += 1;
      const asked = latest.current;
      const rows = createRowWindow(async (offset, limit) => {
        if (accountId === null) return null;
        const answer = await getBridge().portfolioList({
          ...filterInput(filter),
          accountId,
          sort: sort.key,
          direction: sort.direction,
          offset,
          limit,
        });
        if (asked === latest.current) setError(answer.ok ? null : answer.error);
        return answer.ok ? answer.data : null;
      }, range);
      // A new query paints from its first rows; a reload fetches again what is drawn.
      const loaded = fromTop ? rows.loadFirst(FIRST_ROWS) : rows.load(range[0], range[1]);
      void loaded.then(() => {
        if (asked === latest.current) setView({ rows, fromTop, filter, sort, accountId });
      });
    };

    replace([0, FIRST_ROWS - 1], true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = getBridge().onCacheChanged((change) => {
      if (change.scope !== 'domains' || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        replace(current.current.shown(), false);
      }, RELOAD_DELAY_MS);
    });
    return () => {
      latest.current += 1;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [accountId, filter, sort]);

  const total = useSyncExternalStore(view.rows.subscribe, view.rows.total);
  return { ...view, total, error };
}
