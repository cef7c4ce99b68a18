import { cartPricingSchema, isApiCallError } from '../../../shared/api';
import type { CartPricing, TldPrice } from '../../../shared/api';
import { createTldSet, parseDomainName } from '../../../shared/domainName';
import type { TldSet } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type {
  BalanceView,
  CartPriceView,
  OrderOperation,
  Quote,
  QuoteItem,
  QuoteItemInput,
  TldListView,
  TldPricingView,
} from '../../../shared/ipc/channels/pricing';
import { utcDay } from '../../../shared/renewals';
import type { AccountRecord } from '../../cache/accountsRepo';
import type { ServiceContext } from '../serviceContext';
import { freshness, HOUR_MS, readThrough } from './freshness';
import { lookupPremium } from './premiumLookup';
import { buildQuote, priceItem } from './quote';
import type { PriceContext, PricedLineInput } from './quote';
import type { RenewalFacts } from './renewalQuote';
import { toPriceView, toStoredPrice } from './tldPriceView';

export interface PricingOptions {
  /** TLD list and TLD prices older than this are refreshed when read (default 24 h). */
  readonly tldMaxAgeMs?: number;
  /** Cart prices older than this are refreshed when read (default 6 h). */
  readonly cartMaxAgeMs?: number;
}

export interface ReadOptions {
  /** Fetch now even when the cached data is fresh enough. */
  readonly refresh?: boolean;
  readonly signal?: AbortSignal;
}

export interface QuoteItemOptions extends ReadOptions {
  /** The account's TLD set when the caller has just read it; it is not read again. */
  readonly tlds?: TldSet;
}

export interface PricingService {
  tlds(accountId: string, options?: ReadOptions): Promise<TldListView>;
  /** The account's TLDs as a set for splitting names (empty when never fetched and offline). */
  tldSet(accountId: string, options?: ReadOptions): Promise<TldSet>;
  tldPricing(
    accountId: string,
    options?: ReadOptions & { currency?: string },
  ): Promise<TldPricingView>;
  cartPrice(
    accountId: string,
    domain: string,
    operation: OrderOperation,
    options?: ReadOptions,
  ): Promise<CartPriceView>;
  /** The live balance, or the last one seen (with its age) when the API cannot be reached. */
  balance(accountId: string, options?: { signal?: AbortSignal }): Promise<BalanceView>;
  /** Prices one order line: offered periods, price for the period, or why it cannot be. */
  quoteItem(
    accountId: string,
    item: QuoteItemInput,
    options?: QuoteItemOptions,
  ): Promise<QuoteItem>;
  /** Prices a cart and compares the total with the credit balance. */
  /**
   * Prices `items` against the balance. Renewals of names whose premium status is unknown are
   * looked up first, unless `lookUpPremium` is false (background figures that must not call
   * the provider for every name): those then stay unpriced.
   */
  quote(
    accountId: string,
    items: readonly PricedLineInput[],
    options?: { readonly lookUpPremium?: boolean },
  ): Promise<Quote>;
}

export function createPricingService(
  ctx: ServiceContext,
  options: PricingOptions = {},
): PricingService {
  const tldMaxAgeMs = options.tldMaxAgeMs ?? 24 * HOUR_MS;
  const cartMaxAgeMs = options.cartMaxAgeMs ?? 6 * HOUR_MS;
  const { cache } = ctx;

  const account = (accountId: string): AccountRecord => {
    const found = cache.accounts.get(accountId);
    if (!found)
      throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
    return found;
  };

  const tlds: PricingService['tlds'] = async (accountId, read = {}) => {
    account(accountId);
    const { value, freshness: fresh } = await readThrough({
      cached: () => {
        const stored = cache.pricing.tlds(accountId);
        return stored.fetchedAt === null
          ? null
          : { value: stored.tlds, fetchedAt: stored.fetchedAt };
      },
      fetch: async () => (await ctx.clients(accountId)).tlds({ signal: read.signal }),
      store: (list) => {
        cache.pricing.replaceTlds(accountId, list);
        ctx.events.emit('cache:changed', { scope: 'prices', accountId });
      },
      now: ctx.now,
      maxAgeMs: tldMaxAgeMs,
      refresh: read.refresh ?? false,
    });
    return { ...fresh, tlds: [...value].sort() };
  };

  const tldPricing: PricingService['tldPricing'] = async (accountId, read = {}) => {
    const owner = account(accountId);
    const { freshness: fresh } = await readThrough<readonly TldPrice[] | null>({
      cached: () => {
        const stored = cache.pricing.tldPrices(accountId);
        return stored.fetchedAt === null ? null : { value: null, fetchedAt: stored.fetchedAt };
      },
      fetch: async () => (await ctx.clients(accountId)).tldPricing({ signal: read.signal }),
      store: (prices) => {
        if (prices === null) return;
        cache.pricing.replaceTldPrices(accountId, prices.map(toStoredPrice));
        ctx.events.emit('cache:changed', { scope: 'prices', accountId });
      },
      now: ctx.now,
      maxAgeMs: tldMaxAgeMs,
      refresh: read.refresh ?? false,
    });
    const currencies = cache.pricing.currencies(accountId).filter((c) => c !== '');
    const currency =
      read.currency ??
      owner.currency ??
      (currencies.length === 1 ? (currencies[0] ?? null) : null) ??
      null;
    const stored = cache.pricing.tldPrices(accountId, currency ?? undefined);
    const prices = stored.prices.flatMap((record) => toPriceView(record) ?? []);
    return { ...fresh, currency, currencies, prices };
  };

  const cartPrice: PricingService['cartPrice'] = async (
    accountId,
    domain,
    operation,
    read = {},
  ) => {
    account(accountId);
    const name = parseDomainName(domain);
    if (!name.ok) throw new AppFailure('invalid_input', name.reason);
    const ascii = name.value.ascii;
    const { value, freshness: fresh } = await readThrough<CartPricing>({
      cached: () => {
        const stored = cache.pricing.cartPrice(accountId, ascii, operation);
        if (!stored) return null;
        const parsed = cartPricingSchema.safeParse(stored.record);
        return parsed.success ? { value: parsed.data, fetchedAt: stored.fetchedAt } : null;
      },
      fetch: async () =>
        (await ctx.clients(accountId)).cartPricing(operation, ascii, { signal: read.signal }),
      store: (pricing) => {
        cache.pricing.saveCartPrice(accountId, ascii, operation, pricing.record);
      },
      now: ctx.now,
      maxAgeMs: cartMaxAgeMs,
      refresh: read.refresh ?? false,
    });
    const byYears: Record<string, string> = {};
    for (const [years, price] of Object.entries(value.byYears)) {
      if (price !== undefined) byYears[years] = price;
    }
    const periods = Object.keys(byYears)
      .map(Number)
      .sort((a, b) => a - b);
    return { ...fresh, domain: ascii, operation, byYears, periods };
  };

  const balance: PricingService['balance'] = async (accountId, read = {}) => {
    const owner = account(accountId);
    try {
      const amount = await (await ctx.clients(accountId)).credits({ signal: read.signal });
      cache.accounts.recordBalance(accountId, amount);
      // The header shows the balance too: it must not keep an older figure beside this one.
      ctx.events.emit('cache:changed', { scope: 'balance', accountId });
      return { amount, at: new Date(ctx.now()).toISOString(), fromCache: false };
    } catch (error) {
      if (!isApiCallError(error)) throw error;
      const fresh = freshness(owner.lastBalance?.at ?? null, ctx.now(), true, error);
      return {
        amount: owner.lastBalance?.amount ?? null,
        at: owner.lastBalance?.at ?? null,
        fromCache: true,
        ...(fresh.refreshError && { refreshError: fresh.refreshError }),
      };
    }
  };

  const tldSet: PricingService['tldSet'] = async (accountId, read = {}) => {
    try {
      return createTldSet((await tlds(accountId, read)).tlds);
    } catch (error) {
      if (!isApiCallError(error)) throw error;
      return createTldSet([]);
    }
  };

  /** TLD set and prices read once; a failure to read them leaves only cart prices. */
  const priceContext = async (
    accountId: string,
    read: ReadOptions,
    known?: TldSet,
  ): Promise<PriceContext> => {
    let pricing: TldPricingView | null = null;
    try {
      pricing = await tldPricing(accountId, read);
    } catch (error) {
      if (!isApiCallError(error)) throw error;
    }
    return {
      tlds: known ?? (await tldSet(accountId, read)),
      tldPricing: pricing,
      cartPrice: async (domain, operation) => {
        try {
          return await cartPrice(accountId, domain, operation, read);
        } catch (error) {
          if (isApiCallError(error)) return undefined;
          throw error;
        }
      },
    };
  };

  /**
   * Premium facts and expiry dates of the renewals among `items`; names whose premium status is
   * not known yet get a fresh premium lookup (kept for next time).
   */
  const renewalFacts = async (
    accountId: string,
    items: readonly QuoteItemInput[],
    tldsKnown: TldSet,
    read: ReadOptions,
    lookUp = true,
  ): Promise<RenewalFacts | undefined> => {
    const names = items.flatMap((item) => {
      if (item.operation !== 'renew') return [];
      const parsed = parseDomainName(item.domain, tldsKnown);
      return parsed.ok ? [parsed.value] : [];
    });
    if (names.length === 0) return undefined;
    const premium = cache.premium.known(
      accountId,
      names.map((name) => name.ascii),
    );
    const missing = names.filter((name) => !premium.has(name.ascii));
    if (lookUp && missing.length > 0) {
      try {
        const fresh = await lookupPremium(await ctx.clients(accountId), missing, read.signal);
        cache.premium.record(accountId, fresh);
        for (const [name, fact] of fresh) premium.set(name, fact);
      } catch (error) {
        if (!isApiCallError(error)) throw error;
      }
    }
    return {
      today: utcDay(ctx.now()),
      premium,
      expiry: (ascii) => cache.domains.get(accountId, ascii)?.expiryDate ?? null,
    };
  };

  return {
    tlds,
    tldSet,
    tldPricing,
    cartPrice,
    balance,
    async quoteItem(accountId, item, options = {}) {
      const { tlds: known, ...read } = options;
      const context = await priceContext(accountId, read, known);
      const renewals = await renewalFacts(accountId, [item], context.tlds, read);
      return priceItem(item, renewals ? { ...context, renewals } : context);
    },
    async quote(accountId, items, options = {}) {
      const listed = await priceContext(accountId, {});
      const lookUp = options.lookUpPremium !== false;
      const renewals = await renewalFacts(accountId, items, listed.tlds, {}, lookUp);
      const context = renewals ? { ...listed, renewals } : listed;
      const priced: QuoteItem[] = [];
      for (const item of items) priced.push(await priceItem(item, context));
      const currency = context.tldPricing?.currency ?? account(accountId).currency;
      return buildQuote(priced, currency, await balance(accountId));
    },
  };
}
