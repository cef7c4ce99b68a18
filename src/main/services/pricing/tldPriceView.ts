import { tldPriceSchema } from '../../../shared/api';
import type { TldPrice } from '../../../shared/api';
import { normaliseTld, unicodeTld } from '../../../shared/domainName';
import type { TldPriceView } from '../../../shared/ipc/channels/pricing';
import type { TldPriceRecord } from '../../cache/pricingRepo';

/** What the cache keeps of one TLD price: the whole element, keyed by TLD and currency. */
export function toStoredPrice(price: TldPrice): TldPriceRecord {
  return { ...price, tld: price.tld.trim(), currencyCode: price.currencyCode?.trim() ?? '' };
}

/** A cached element read back leniently (it was stored whole, unknown fields included). */
export function toPriceView(record: TldPriceRecord): TldPriceView | undefined {
  const parsed = tldPriceSchema.safeParse(record);
  if (!parsed.success) return undefined;
  const price = parsed.data;
  const ascii = normaliseTld(price.tld) ?? price.tld.replace(/^\./, '').toLowerCase();
  return {
    tld: `.${ascii}`,
    unicodeTld: `.${unicodeTld(ascii)}`,
    currency:
      price.currencyCode === undefined || price.currencyCode === '' ? null : price.currencyCode,
    registrationPrice: price.registrationPrice ?? null,
    renewalPrice: price.renewalPrice ?? null,
    transferPrice: price.transferPrice ?? null,
    graceFee: price.graceFee ?? null,
    graceDays: price.graceDays ?? null,
    redemptionDays: price.redemptionDays ?? null,
    redemptionFee: price.redemptionFee ?? null,
    years: [...new Set(price.years ?? [])].sort((a, b) => a - b),
  };
}

/** The yearly price of an operation in a TLD price. */
export function yearlyPrice(
  view: TldPriceView,
  operation: 'register' | 'transfer' | 'renew',
): string | null {
  if (operation === 'register') return view.registrationPrice;
  if (operation === 'transfer') return view.transferPrice;
  return view.renewalPrice;
}
