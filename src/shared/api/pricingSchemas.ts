import { z } from 'zod';
import { listOf, optMoney, optNumber, optText, text } from './lenientFields';
import { moneyToCents } from './money';

/** GET /tlds: TLDs with the leading dot; empty slots (null) are dropped. */
export const tldListSchema = listOf(text).transform((tlds) =>
  tlds.map((t) => t.trim()).filter((t) => t !== ''),
);

/** One element of GET /tlds/pricing (one per TLD and currency). */
export const tldPriceSchema = z.looseObject({
  tld: text,
  registrationPrice: optMoney,
  renewalPrice: optMoney,
  transferPrice: optMoney,
  graceFee: optMoney,
  graceDays: optNumber,
  /** -1 means no redemption window is defined. */
  redemptionDays: optNumber,
  redemptionFee: optMoney,
  currencyCode: optText,
  years: listOf(z.union([z.number(), text.transform(Number)]))
    .transform((ys) => ys.filter((y) => Number.isInteger(y) && y > 0))
    .optional()
    .catch(undefined),
});
export type TldPrice = z.output<typeof tldPriceSchema>;
export const tldPriceListSchema = listOf(tldPriceSchema);

/** WHMCS stores domain prices per year in the product cycle columns. */
export const CART_PRICING_YEAR_FIELDS = {
  msetupfee: 1,
  qsetupfee: 2,
  ssetupfee: 3,
  asetupfee: 4,
  bsetupfee: 5,
  monthly: 6,
  quarterly: 7,
  semiannually: 8,
  annually: 9,
  biennially: 10,
} as const;

const cartPricingRecordSchema = z.looseObject({
  id: optNumber,
  type: optText,
  currency: optNumber,
  relid: optNumber,
  msetupfee: optMoney,
  qsetupfee: optMoney,
  ssetupfee: optMoney,
  asetupfee: optMoney,
  bsetupfee: optMoney,
  tsetupfee: optMoney,
  monthly: optMoney,
  quarterly: optMoney,
  semiannually: optMoney,
  annually: optMoney,
  biennially: optMoney,
  triennially: optMoney,
});
export type CartPricingRecord = z.output<typeof cartPricingRecordSchema>;

/** Price per registration period in years; periods priced `-1.00` (not offered) are absent. */
export function pricesByYears(record: CartPricingRecord): Partial<Record<number, string>> {
  const byYears: Partial<Record<number, string>> = {};
  for (const [field, years] of Object.entries(CART_PRICING_YEAR_FIELDS)) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const cents = moneyToCents(value);
    if (cents !== undefined && cents >= 0) byYears[years] = value;
  }
  return byYears;
}

/** GET /order/pricing/domains/{type}: the raw record plus its prices by years. */
export const cartPricingSchema = z
  .union([
    cartPricingRecordSchema,
    // Some servers wrap the single record in a list.
    z.tuple([cartPricingRecordSchema], z.unknown()).transform(([first]) => first),
  ])
  .transform((record) => ({ record, byYears: pricesByYears(record) }));
export type CartPricing = z.output<typeof cartPricingSchema>;
