import { useEffect, useMemo, useReducer, useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioFilter } from '../../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../../bridge';
import type { GridSort } from './gridStore';
import { filterInput } from './bridgeInput';
import { createRowWindow } from './rowWindow';
import type { RowWindow } from './rowWindow';

/** Reloads after a burst of cache changes (a bulk job changes thousands of rows) at most this often. */
const RELOAD_DELAY_MS = 400;

/**
 * The grid's rows for an account, filter and sort, fetched by page around what is drawn and
 * reloaded when the cache changes underneath (a sync, a bulk action, a pending domain turning
 * active).
 */
export function usePortfolioRows(
  accountId: string | null,
  filter: PortfolioFilter,
  sort: GridSort,
): { rows: RowWindow; total: number | null; error: AppError | null; tick: number } {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<AppError | null>(null);
  const rows = useMemo(
    () =>
      createRowWindow(async (offset, limit) => {
        if (accountId === null) return null;
        const answer = await getBridge().portfolioList({
          ...filterInput(filter),
          accountId,
          sort: sort.key,
          direction: sort.direction,
          offset,
          limit,
        });
        setError(answer.ok ? null : answer.error);
        return answer.ok ? answer.data : null;
      }, bump),
    [accountId, filter, sort],
  );

  useEffect(() => {
    rows.reset();
  }, [rows]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = getBridge().onCacheChanged((change) => {
      if (change.scope !== 'domains' || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        rows.reset();
      }, RELOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [rows]);

  return { rows, total: rows.total(), error, tick };
}
