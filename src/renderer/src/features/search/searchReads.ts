import { useEffect, useMemo } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import { useSettings, useTldPrices } from '../../data/sharedReads';
import { useBridgeRead } from '../../data/useBridgeRead';
import { useSearch } from './searchStore';

/*
 * What a search starts from — the TLDs the provider offers, their prices and the reseller's
 * default TLDs and period — is read through the window's keyed cache, for the account shown:
 * an answer for another account is never painted, and a `prices` change reads them again.
 */

const NO_TLDS: readonly string[] = [];
const NO_PRICES: ReadonlyMap<string, TldPriceView> = new Map();

/** Without the leading dot, as the search holds TLDs. */
const bare = (tld: string): string => tld.replace(/^\./, '');

/** Every TLD the account's provider offers (ASCII, no dot); none while they are read. */
export function useOfferedTlds(accountId: string | null): {
  readonly offered: readonly string[];
  readonly error: AppError | null;
  readonly reload: () => void;
} {
  const read = useBridgeRead('pricing:tlds', accountId === null ? null : { accountId });
  // Memoised on the answer itself, which the cache keeps while it is unchanged.
  const list = read.status === 'ok' ? read.data.tlds : null;
  const offered = useMemo(() => (list === null ? NO_TLDS : list.map(bare)), [list]);
  return { offered, error: read.status === 'error' ? read.error : null, reload: read.reload };
}

/** The account's TLD prices by TLD (no dot), for the result rows; none while they are read. */
export function useSearchPrices(accountId: string | null): ReadonlyMap<string, TldPriceView> {
  const read = useTldPrices(accountId);
  const prices = read.status === 'ok' ? read.data.prices : null;
  return useMemo(
    () => (prices === null ? NO_PRICES : new Map(prices.map((price) => [bare(price.tld), price]))),
    [prices],
  );
}

/** A first visit of an account's search starts from the reseller's default TLDs and period. */
export function useSearchDefaults(): void {
  const settings = useSettings();
  const startFrom = useSearch((s) => s.startFrom);
  const defaults = settings.status === 'ok' ? settings.data : null;
  useEffect(() => {
    if (defaults !== null) startFrom(defaults.defaultTlds, defaults.defaultPeriod);
  }, [defaults, startFrom]);
}
