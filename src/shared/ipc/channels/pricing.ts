import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText, oneLine } from '../inputText';
import type { AppErrorKind } from '../errors';

export type OrderOperation = 'register' | 'transfer' | 'renew';
export const ORDER_OPERATIONS = ['register', 'transfer', 'renew'] as const;

/** How old cached data is, and why it was not refreshed when a refresh failed. */
export interface Freshness {
  /** ISO 8601; null when nothing was ever fetched. */
  readonly fetchedAt: string | null;
  readonly ageMs: number | null;
  /** True when the answer comes from the cache rather than a fresh API call. */
  readonly fromCache: boolean;
  /** The API call that failed, when cached data is shown because of it (offline, say). */
  readonly refreshError?: { readonly kind: AppErrorKind; readonly message: string };
}

export interface TldListView extends Freshness {
  /** ASCII TLDs with the leading dot, sorted. */
  readonly tlds: string[];
}

export interface TldPriceView {
  /** ASCII, with the leading dot. */
  readonly tld: string;
  readonly unicodeTld: string;
  readonly currency: string | null;
  readonly registrationPrice: string | null;
  readonly renewalPrice: string | null;
  readonly transferPrice: string | null;
  readonly graceFee: string | null;
  readonly graceDays: number | null;
  /** -1: no redemption window is defined. */
  readonly redemptionDays: number | null;
  readonly redemptionFee: string | null;
  /** Registration periods offered, in years. */
  readonly years: number[];
}

export interface TldPricingView extends Freshness {
  /** The currency shown (the account's when known). */
  readonly currency: string | null;
  readonly currencies: string[];
  readonly prices: TldPriceView[];
}

export interface CartPriceView extends Freshness {
  readonly domain: string;
  readonly operation: OrderOperation;
  /** Price per period in years ("1" → "10.99"); periods not offered are absent. */
  readonly byYears: Record<string, string>;
  readonly periods: number[];
}

export interface BalanceView {
  readonly amount: string | null;
  readonly at: string | null;
  readonly fromCache: boolean;
  readonly refreshError?: { readonly kind: AppErrorKind; readonly message: string };
}

export interface QuoteItemInput {
  readonly domain: string;
  readonly operation: OrderOperation;
  readonly period: number;
}

/**
 * A premium name's own prices for a line's period, from the provider's lookup of that name
 * (the TLD's list and cart prices do not apply to it). Renew is kept for later renewals.
 */
export interface PremiumPriceView {
  readonly register: string | null;
  readonly renew: string | null;
  readonly transfer: string | null;
  /** When the lookup that gave these prices was made (ISO instant). */
  readonly checkedAt: string;
  /** The register price before the last fresh lookup changed it. */
  readonly previousRegister?: string;
}

export interface QuoteItem {
  /** ASCII form. */
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly operation: OrderOperation;
  readonly period: number;
  readonly offeredPeriods: number[];
  /** Price of the whole period; null when it cannot be priced. */
  readonly price: string | null;
  /**
   * `cart`: the provider's cart price for this period; `tld`: the TLD's yearly price × years;
   * `premium`: a premium name's own price: from its lookup when registering, its premium
   * renewal price × years when renewing.
   */
  readonly priceSource: 'cart' | 'tld' | 'premium' | null;
  /** Set for a premium name being registered: its prices for this period. */
  readonly premium?: PremiumPriceView;
  /** Renewals: a premium name, or one whose premium status (so its price) is unknown. */
  readonly renewalPremium?: 'premium' | 'unknown';
  /** Renewals of an expired name: the grace or redemption fee included in `price`. */
  readonly lateFee?: { readonly phase: 'grace' | 'redemption'; readonly amount: string };
  /** Why the item cannot be ordered as it is (period not offered, unknown TLD...). */
  readonly problem?: string;
}

export interface Quote {
  readonly currency: string | null;
  readonly items: QuoteItem[];
  /** Sum of the priced items. */
  readonly total: string;
  /** Every item priced and orderable. */
  readonly complete: boolean;
  readonly balance: BalanceView;
  /** The balance is known and at least the total. */
  readonly covered: boolean;
  /** How much is missing ("0.00" when covered or the balance is unknown). */
  readonly shortfall: string;
}

const accountId = idText('accountId');
const refresh = z.boolean().optional();
export const operationSchema = z.enum(ORDER_OPERATIONS, {
  error: 'operation must be register, transfer or renew',
});
export const periodSchema = z
  .number({ error: 'period must be a number of years' })
  .int({ error: 'period must be a whole number of years' })
  .min(1, { error: 'period must be at least 1 year' })
  .max(10, { error: 'period must be at most 10 years' });
export const domainTextSchema = oneLine(
  z
    .string({ error: 'domain is required' })
    .trim()
    .min(1, { error: 'domain is required' })
    .max(300, { error: 'domain is too long' }),
);
const currencySchema = z
  .string({ error: 'currency must be text' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'currency must be a three-letter code such as USD' });

export const pricingChannels = {
  'pricing:tlds': defineChannel({
    input: z.object({ accountId, refresh }),
    output: returns<TldListView>(),
  }),
  'pricing:tldPrices': defineChannel({
    input: z.object({ accountId, currency: currencySchema.optional(), refresh }),
    output: returns<TldPricingView>(),
  }),
  'pricing:cartPrice': defineChannel({
    input: z.object({ accountId, domain: domainTextSchema, operation: operationSchema, refresh }),
    output: returns<CartPriceView>(),
  }),
  'pricing:balance': defineChannel({
    input: z.object({ accountId }),
    output: returns<BalanceView>(),
  }),
  'pricing:quote': defineChannel({
    input: z.object({
      accountId,
      items: z
        .array(
          z.object({ domain: domainTextSchema, operation: operationSchema, period: periodSchema }),
        )
        .max(1000, { error: 'at most 1000 items can be quoted at once' }),
    }),
    output: returns<Quote>(),
  }),
} satisfies ChannelMap;
