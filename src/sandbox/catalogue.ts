import { centsToMoney } from '../shared/api/money';
import { CURRENCIES, CURRENCY_IDS, fromUsd } from './money';
import { TLDS, type TldInfo } from './tldData';
import type { Currency } from './types';

export type { TldInfo } from './tldData';

export type OrderType = 'register' | 'renew' | 'transfer';

const BY_NAME = new Map(TLDS.map((t) => [t.tld, t]));

/** Finds a TLD by 'com', '.com' or 'CO.UK'. */
export function findTld(text: string): TldInfo | undefined {
  return BY_NAME.get(text.trim().toLowerCase().replace(/^\./, ''));
}

// Slots whose TLD was deactivated: GET /tlds answers null there.
const EMPTY_SLOTS = new Set([7, 19, 30]);

/** GET /tlds: TLDs with a leading dot, with a few null slots. */
export function tldList(): (string | null)[] {
  const out: (string | null)[] = [];
  TLDS.forEach((t, i) => {
    if (EMPTY_SLOTS.has(i)) out.push(null);
    out.push(`.${t.tld}`);
  });
  return out;
}

/** One year of the operation in the currency, in cents. */
export function unitPrice(tld: TldInfo, type: OrderType, currency: Currency): number {
  return fromUsd(tld[type], currency);
}

/** GET /tlds/pricing: one element per TLD and currency. */
export function listPricing(): Record<string, unknown>[] {
  return TLDS.flatMap((t) =>
    CURRENCIES.map((currency) => ({
      tld: `.${t.tld}`,
      registrationPrice: centsToMoney(unitPrice(t, 'register', currency)),
      renewalPrice: centsToMoney(unitPrice(t, 'renew', currency)),
      transferPrice: centsToMoney(unitPrice(t, 'transfer', currency)),
      graceFee: centsToMoney(fromUsd(t.graceFee, currency)),
      graceDays: t.graceDays,
      redemptionDays: t.redemptionDays,
      redemptionFee: centsToMoney(fromUsd(t.redemptionFee, currency)),
      currencyCode: currency,
      years: [...t.years],
    })),
  );
}

/**
 * The billing platform stores one column per registration length (see
 * docs/decisions/cart-pricing-years.md); tsetupfee and triennially are unused.
 */
const YEAR_COLUMNS: readonly (readonly [string, number | null])[] = [
  ['msetupfee', 1],
  ['qsetupfee', 2],
  ['ssetupfee', 3],
  ['asetupfee', 4],
  ['bsetupfee', 5],
  ['tsetupfee', null],
  ['monthly', 6],
  ['quarterly', 7],
  ['semiannually', 8],
  ['annually', 9],
  ['biennially', 10],
  ['triennially', null],
];

const TYPE_INDEX: Readonly<Record<OrderType, number>> = { register: 1, renew: 2, transfer: 3 };

/** GET /order/pricing/domains/{type}: the cart pricing record in the account currency. */
export function cartPricingRecord(
  tld: TldInfo,
  type: OrderType,
  currency: Currency,
): Record<string, string | number> {
  const unit = unitPrice(tld, type, currency);
  const record: Record<string, string | number> = {
    id: tld.id * 100 + CURRENCY_IDS[currency] * 10 + TYPE_INDEX[type],
    type: `domain${type}`,
    currency: CURRENCY_IDS[currency],
    relid: tld.id,
  };
  for (const [column, years] of YEAR_COLUMNS) {
    record[column] =
      years !== null && tld.years.includes(years) ? centsToMoney(unit * years) : '-1.00';
  }
  return record;
}
