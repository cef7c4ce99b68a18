import { centsToMoney, moneyToCents } from '../../../shared/api';
import { parseDomainName } from '../../../shared/domainName';
import type { TldSet } from '../../../shared/domainName';
import type {
  BalanceView,
  CartPriceView,
  OrderOperation,
  PremiumPriceView,
  Quote,
  QuoteItem,
  QuoteItemInput,
  TldPricingView,
} from '../../../shared/ipc/channels/pricing';
import { priceRenewal } from './renewalQuote';
import type { RenewalFacts } from './renewalQuote';
import { yearlyPrice } from './tldPriceView';

/** What pricing one line needs; built once per quote so a cart costs one TLD read. */
export interface PriceContext {
  readonly tlds: TldSet;
  /** Null when TLD prices were never fetched and cannot be now. */
  readonly tldPricing: TldPricingView | null;
  /** The cart price, or undefined when it cannot be read. */
  readonly cartPrice: (
    domain: string,
    operation: OrderOperation,
  ) => Promise<CartPriceView | undefined>;
  /** Renewals are priced with these when given (premium price, late fees). */
  readonly renewals?: RenewalFacts;
}

export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

function notOffered(period: number, tld: string, offered: readonly number[]): string {
  return `${yearsText(period)} is not offered for .${tld} (offered: ${offered.join(', ')} ${offered.length === 1 && offered[0] === 1 ? 'year' : 'years'}).`;
}

/** A line to price; a premium name carries its own prices from its lookup. */
export interface PricedLineInput extends QuoteItemInput {
  readonly premium?: PremiumPriceView;
}

/** The premium price of the operation for the period, from the name's own lookup. */
function premiumAmount(premium: PremiumPriceView, operation: OrderOperation): string | null {
  if (operation === 'register') return premium.register;
  return operation === 'renew' ? premium.renew : premium.transfer;
}

/**
 * Prices one order line. Periods must be ones the TLD offers (TLD price `years`, narrowed by
 * the cart price of the operation when known); the price is the cart price for the period,
 * else the TLD's yearly price × years. A period the TLD price already rules out is refused
 * without asking the API anything. Renewals, given their facts, are priced as charged
 * (premium renewal price, grace or redemption fee).
 */
export async function priceItem(item: PricedLineInput, context: PriceContext): Promise<QuoteItem> {
  const listed = await listedPrice(item, context);
  if (item.operation !== 'renew' || !context.renewals) return listed;
  const tld = listed.domain.slice(listed.domain.indexOf('.'));
  const tldView = context.tldPricing?.prices.find((p) => p.tld === tld);
  return priceRenewal(listed, tldView, context.renewals, context.tldPricing?.currency ?? null);
}

/**
 * The list price of a line: a premium name's own price from its lookup, else the cart price,
 * else the TLD price (no premium renewal price, no late fee: `priceRenewal` adds those).
 */
async function listedPrice(item: PricedLineInput, context: PriceContext): Promise<QuoteItem> {
  const { operation, period } = item;
  const parsed = parseDomainName(item.domain, context.tlds);
  if (!parsed.ok) {
    const shown = item.domain.trim();
    return {
      domain: shown,
      unicodeDomain: shown,
      operation,
      period,
      offeredPeriods: [],
      price: null,
      priceSource: null,
      problem: parsed.reason,
    };
  }
  const name = parsed.value;
  const base = { domain: name.ascii, unicodeDomain: name.unicode, operation, period };
  const tldView = context.tldPricing?.prices.find((p) => p.tld === `.${name.tld}`);
  const tldYears = tldView?.years ?? [];
  if (tldYears.length > 0 && !tldYears.includes(period)) {
    return {
      ...base,
      offeredPeriods: tldYears,
      price: null,
      priceSource: null,
      problem: notOffered(period, name.unicodeTld, tldYears),
    };
  }
  const cart = await context.cartPrice(name.ascii, operation);
  const cartYears = cart?.periods ?? [];
  const offered =
    tldYears.length > 0 && cartYears.length > 0
      ? tldYears.filter((y) => cartYears.includes(y))
      : tldYears.length > 0
        ? tldYears
        : cartYears;
  if (offered.length === 0) {
    return {
      ...base,
      offeredPeriods: [],
      price: null,
      priceSource: null,
      problem: `The periods offered for .${name.unicodeTld} are not known yet. Refresh the prices when online.`,
    };
  }
  if (!offered.includes(period)) {
    return {
      ...base,
      offeredPeriods: offered,
      price: null,
      priceSource: null,
      problem: notOffered(period, name.unicodeTld, offered),
    };
  }
  if (item.premium) {
    // A premium name's price is its own; the TLD's cart and list prices would understate it.
    const amount = premiumAmount(item.premium, operation);
    const premiumBase = { ...base, offeredPeriods: offered, premium: item.premium };
    return amount === null
      ? {
          ...premiumBase,
          price: null,
          priceSource: null,
          problem: `No premium ${operation} price is known for ${name.unicode} for ${yearsText(period)}. Choose another period or remove the line.`,
        }
      : { ...premiumBase, price: amount, priceSource: 'premium' };
  }
  const cartAmount = cart?.byYears[String(period)];
  if (cartAmount !== undefined) {
    return { ...base, offeredPeriods: offered, price: cartAmount, priceSource: 'cart' };
  }
  const yearly = tldView ? yearlyPrice(tldView, operation) : null;
  const yearlyCents = yearly === null ? undefined : moneyToCents(yearly);
  if (yearlyCents === undefined || yearlyCents < 0) {
    return {
      ...base,
      offeredPeriods: offered,
      price: null,
      priceSource: null,
      problem: `No ${operation} price is known for .${name.unicodeTld}.`,
    };
  }
  return {
    ...base,
    offeredPeriods: offered,
    price: centsToMoney(yearlyCents * period),
    priceSource: 'tld',
  };
}

/** Totals the priced lines in cents and compares them with the balance. */
export function buildQuote(
  items: readonly QuoteItem[],
  currency: string | null,
  balance: BalanceView,
): Quote {
  let totalCents = 0;
  let complete = true;
  for (const item of items) {
    const cents = item.price === null ? undefined : moneyToCents(item.price);
    if (cents === undefined || item.problem !== undefined) {
      complete = false;
      continue;
    }
    totalCents += cents;
  }
  const balanceCents = balance.amount === null ? undefined : moneyToCents(balance.amount);
  const covered = balanceCents !== undefined && balanceCents >= totalCents;
  const shortfall = balanceCents === undefined ? 0 : Math.max(0, totalCents - balanceCents);
  return {
    currency,
    items: [...items],
    total: centsToMoney(totalCents),
    complete,
    balance,
    covered,
    shortfall: centsToMoney(shortfall),
  };
}
