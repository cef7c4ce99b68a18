import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';

export type PriceColumn =
  | 'tld'
  | 'registrationPrice'
  | 'renewalPrice'
  | 'transferPrice'
  | 'graceFee'
  | 'graceDays'
  | 'redemptionFee'
  | 'redemptionDays';

export interface PriceSort {
  readonly column: PriceColumn;
  readonly descending: boolean;
}

/** A number to sort on; missing values (and "no redemption window") sort last. */
function sortValue(row: TldPriceView, column: Exclude<PriceColumn, 'tld'>): number {
  const value = row[column];
  if (value === null) return Number.POSITIVE_INFINITY;
  const n = Number(value);
  if (!Number.isFinite(n) || (column === 'redemptionDays' && n === -1)) {
    return Number.POSITIVE_INFINITY;
  }
  return n;
}

/** The TLDs matching the filter (by ASCII or Unicode name), sorted. */
export function pricingRows(
  prices: readonly TldPriceView[],
  filter: string,
  sort: PriceSort,
): TldPriceView[] {
  const needle = filter.trim().toLowerCase().replace(/^\./, '');
  const kept =
    needle === ''
      ? [...prices]
      : prices.filter(
          (row) =>
            row.tld.slice(1).includes(needle) || row.unicodeTld.toLowerCase().includes(needle),
        );
  const sign = sort.descending ? -1 : 1;
  return kept.sort((a, b) => {
    if (sort.column === 'tld') return sign * a.unicodeTld.localeCompare(b.unicodeTld);
    const va = sortValue(a, sort.column);
    const vb = sortValue(b, sort.column);
    // Missing values stay at the bottom whichever way the column is sorted.
    if (va === vb) return a.tld.localeCompare(b.tld);
    if (va === Number.POSITIVE_INFINITY) return 1;
    if (vb === Number.POSITIVE_INFINITY) return -1;
    return sign * (va - vb);
  });
}

/** Days, with -1 (no window defined) as "none". */
export function formatDays(days: number | null): string {
  if (days === null) return '—';
  if (days === -1) return 'none';
  return days === 1 ? '1 day' : `${days} days`;
}

/** `1–10` for a contiguous run of offered years, else the list. */
export function formatYears(years: readonly number[]): string {
  if (years.length === 0) return '—';
  const sorted = [...years].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  const contiguous = sorted.every((year, i) => year === first + i);
  return contiguous && sorted.length > 2 ? `${first}–${last}` : sorted.join(', ');
}
