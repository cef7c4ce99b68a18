import { useMemo } from 'react';
import type { JobItemView } from '../../../../shared/ipc/channels/jobs';
import type { LabelSearchResult } from '../../../../shared/ipc/channels/search';
import { itemsOfKind } from '../../../../shared/ipc/channels/jobResults';
import { useJob } from '../../state/jobsStore';
import type { TrackedJob } from '../../state/jobsStore';
import { searchRows, visibleRows } from './searchRows';
import type { SearchRow } from './searchRows';
import { useSearch } from './searchStore';
import { useSearchPrices } from './searchReads';
import { useCurrentAccount } from '../../state/currentAccount';
import { useThrottled } from './useThrottled';

/** How often streaming results are redrawn. */
const REFRESH_MS = 250;

export interface SearchFailure {
  readonly key: string;
  readonly message: string;
}

export interface SearchResults {
  readonly job: TrackedJob | undefined;
  /** Every checked domain. */
  readonly rows: readonly SearchRow[];
  /** The rows shown: filtered and sorted. */
  readonly shown: readonly SearchRow[];
  /** Labels that could not be checked (network, provider errors); input problems are apart. */
  readonly failures: readonly SearchFailure[];
}

function labelResult(item: JobItemView<LabelSearchResult>): LabelSearchResult | null {
  return item.state === 'succeeded' ? (item.result ?? null) : null;
}

/** The running or last search's results, as they stream in, priced for the chosen period. */
export function useSearchResults(): SearchResults {
  const jobId = useSearch((s) => s.jobId);
  const prices = useSearchPrices(useCurrentAccount()?.id ?? null);
  const period = useSearch((s) => s.period);
  const availableOnly = useSearch((s) => s.availableOnly);
  const sort = useSearch((s) => s.sort);
  const job = useJob(jobId);
  const items = useThrottled(job?.items, REFRESH_MS);
  const kind = job?.summary.kind;
  const rows = useMemo(() => {
    const searched =
      kind === undefined ? [] : itemsOfKind('search', { summary: { kind }, items: items ?? [] });
    // Items arrive as their lookups answer; their index is the order the names were typed in.
    const typedOrder = [...searched].sort((a, b) => a.index - b.index);
    const results = typedOrder.flatMap((item) => {
      const result = labelResult(item);
      return result === null ? [] : [result];
    });
    return searchRows(results, prices, period);
  }, [kind, items, prices, period]);
  const shown = useMemo(
    () => visibleRows(rows, { availableOnly, sort }),
    [rows, availableOnly, sort],
  );
  const failures = useMemo(
    () =>
      (items ?? []).flatMap((item) =>
        item.state === 'failed' && item.error && item.error.kind !== 'invalid_input'
          ? [{ key: item.key, message: item.error.message }]
          : [],
      ),
    [items],
  );
  return { job, rows, shown, failures };
}
