import { csvText } from '../../../../shared/csv';
import type { Availability } from '../../../../shared/api/lookupSchemas';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import type { LabelSearchResult } from '../../../../shared/ipc/channels/search';
import { formatMoney } from '../../components/money';

/** A premium name searched without premium names: it can be had, at a price not shown. */
export const HIDDEN_PREMIUM = 'Premium — hidden; turn on premium names to see the price';

/** One checked domain as the results show it, priced for the chosen period. */
export interface SearchRow {
  /** ASCII form; the row's identity. */
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly unicodeLabel: string;
  /** ASCII TLD without the leading dot. */
  readonly tld: string;
  readonly availability: Availability;
  readonly premium: boolean;
  /** Premium, price not given: premium names were left out of the search. */
  readonly premiumHidden: boolean;
  /** Registration price for the chosen period; null when not offered or unknown. */
  readonly registerPrice: string | null;
  readonly renewPrice: string | null;
  readonly currency: string | null;
  /** Why the row has no price, or the provider's explanation of an error. */
  readonly note: string | null;
  /** One of the current account's own domains: its name opens the domain page. */
  readonly inPortfolio: boolean;
  /** Where the name stands in the order typed (its label's entry, then its TLD's place). */
  readonly position: number;
}

/** `1 year`, `3 years`. */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** A decimal price for one year times a number of years, exactly in cents. */
export function priceForYears(yearly: string | null, years: number): string | null {
  if (yearly === null || yearly.trim() === '' || !Number.isFinite(Number(yearly))) return null;
  return ((Math.round(Number(yearly) * 100) * years) / 100).toFixed(2);
}

function registerPrice(
  result: LabelSearchResult['domains'][number],
  tldPrice: TldPriceView | undefined,
  period: number,
): string | null {
  // A premium price is the provider's own for that name; it is shown for its own period only.
  if (result.premium) return result.period === period ? result.price : null;
  if (tldPrice) return priceForYears(tldPrice.registrationPrice, period);
  return result.period === period ? result.price : null;
}

/** A premium name whose renewal price for the period is not known (shown as such, not blank). */
export function premiumRenewUnknown(row: SearchRow): boolean {
  return row.premium && !row.premiumHidden && row.renewPrice === null;
}

/**
 * Flattens label results into rows priced for `period` years; the results come in the order
 * their names were typed, which each row keeps as its `position`.
 */
export function searchRows(
  results: readonly LabelSearchResult[],
  prices: ReadonlyMap<string, TldPriceView>,
  period: number,
): SearchRow[] {
  let position = 0;
  return results.flatMap((result) =>
    result.domains.map((domain) => {
      const tldPrice = prices.get(domain.tld);
      const offered = tldPrice === undefined || tldPrice.years.includes(period);
      const hidden = domain.premiumHidden === true;
      const currency = domain.currency ?? tldPrice?.currency ?? null;
      const register = offered && !hidden ? registerPrice(domain, tldPrice, period) : null;
      // A premium name renews at its own price, which the TLD's renewal price would understate.
      const renew = !offered
        ? null
        : domain.premium
          ? domain.period === period
            ? (domain.renewPrice ?? null)
            : null
          : tldPrice
            ? priceForYears(tldPrice.renewalPrice, period)
            : null;
      let note: string | null = domain.message ?? null;
      if (note === null && hidden) note = HIDDEN_PREMIUM;
      else if (note === null && !offered) note = `Not offered for ${yearsText(period)}`;
      else if (note === null && domain.premium && register === null)
        note = `Premium: ${formatMoney(domain.price, currency)} for ${domain.period === null ? '?' : yearsText(domain.period)}`;
      return {
        domain: domain.domain,
        unicodeDomain: domain.unicodeDomain,
        unicodeLabel: result.unicodeLabel,
        tld: domain.tld,
        availability: domain.availability,
        premium: domain.premium,
        premiumHidden: hidden,
        registerPrice: register,
        renewPrice: renew,
        currency,
        note,
        inPortfolio: domain.inPortfolio === true,
        position: position++,
      };
    }),
  );
}

export type SortKey = 'typed' | 'domain' | 'tld' | 'availability' | 'price';
export interface SortState {
  readonly key: SortKey;
  readonly descending: boolean;
}

/** shop2 before shop10, as people read them. */
const NAME_ORDER = new Intl.Collator('en', { numeric: true });

const AVAILABILITY_RANK: Record<Availability, number> = {
  available: 0,
  unavailable: 1,
  unknown: 2,
  error: 3,
};

function compare(a: SearchRow, b: SearchRow, key: SortKey): number {
  switch (key) {
    case 'typed':
      return a.position - b.position;
    case 'domain':
      return NAME_ORDER.compare(a.unicodeDomain, b.unicodeDomain);
    case 'tld':
      return a.tld.localeCompare(b.tld) || NAME_ORDER.compare(a.unicodeDomain, b.unicodeDomain);
    case 'availability':
      return AVAILABILITY_RANK[a.availability] - AVAILABILITY_RANK[b.availability];
    case 'price': {
      // Unpriced rows go last whichever way the list is sorted.
      const pa = a.registerPrice === null ? Number.POSITIVE_INFINITY : Number(a.registerPrice);
      const pb = b.registerPrice === null ? Number.POSITIVE_INFINITY : Number(b.registerPrice);
      return pa === pb ? 0 : pa < pb ? -1 : 1;
    }
  }
}

/** The rows shown: optionally only available ones, sorted (stable). */
export function visibleRows(
  rows: readonly SearchRow[],
  options: { availableOnly: boolean; sort: SortState },
): SearchRow[] {
  const kept = options.availableOnly ? rows.filter((r) => r.availability === 'available') : rows;
  const sign = options.sort.descending ? -1 : 1;
  return [...kept].sort((a, b) => sign * compare(a, b, options.sort.key));
}

/** The rows as CSV, one line per domain, with the period the prices are for. */
export function rowsToCsv(rows: readonly SearchRow[], period: number): string {
  const header = [
    'domain',
    'unicode',
    'tld',
    'availability',
    'premium',
    'in_portfolio',
    'period_years',
    'register_price',
    'renew_price',
    'currency',
    'note',
  ];
  return csvText(
    header,
    rows.map((row) => [
      row.domain,
      row.unicodeDomain,
      row.tld,
      row.premiumHidden ? 'premium (hidden)' : row.availability,
      row.premium ? 'yes' : 'no',
      row.inPortfolio ? 'yes' : 'no',
      String(period),
      row.registerPrice ?? '',
      row.renewPrice ?? (premiumRenewUnknown(row) ? 'premium renewal price unknown' : ''),
      row.currency ?? '',
      row.note ?? '',
    ]),
  );
}
