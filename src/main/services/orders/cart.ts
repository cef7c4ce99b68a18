import { NAMESERVER_KEYS } from '../../../shared/api';
import type { Nameservers } from '../../../shared/api';
import {
  domainFieldNameProblem,
  filledDomainFields,
  startingDomainFields,
} from '../../../shared/domainFields';
import { parseDomainName } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type {
  CartAdded,
  CartItemInput,
  CartItemView,
  CheckoutDefaults,
  OrderInput,
} from '../../../shared/ipc/channels/orders';
import type { Quote } from '../../../shared/ipc/channels/pricing';
import type { CartItem, CartItemOptions } from '../../cache/cartRepo';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';
import { linePreset, refuseUnrenewable, withAccepted } from './cartChecks';
import { lookUpRegisterLine, recheckPremiumLines } from './cartPremium';
import { quotedPremium } from './orderPricing';
import { premiumView } from './premiumLookup';

function hostsOf(nameservers: Nameservers | undefined): string[] {
  if (!nameservers) return [];
  return NAMESERVER_KEYS.flatMap((key) => {
    const host = nameservers[key];
    return host === undefined || host === '' ? [] : [host];
  });
}

function toView(item: CartItem): CartItemView {
  const name = parseDomainName(item.domain);
  return {
    id: item.id,
    domain: item.domain,
    unicodeDomain: name.ok ? name.value.unicode : item.domain,
    operation: item.operation,
    period: item.period,
    nameservers: hostsOf(item.options.nameservers),
    contactProfileIds: item.options.contactProfileIds ?? {},
    addons: item.options.addons ?? {},
    domainfields: item.options.domainfields ?? {},
    addedAt: item.addedAt,
    ...(item.options.premium && { premium: premiumView(item.options.premium, item.period) }),
    ...(item.options.acceptUnknownPrice === true && { acceptUnknownPrice: true }),
    ...(item.options.presetId !== undefined && { presetId: item.options.presetId }),
  };
}

/** The price a checkout showed for a line: the most its order may be charged. */
export interface QuotedLine {
  readonly price: string;
  /** Shown as a premium name, with its premium price for the period when known. */
  readonly premium?: { readonly price: string | null };
}

const VERB = { register: 'register', transfer: 'transfer', renew: 'renewal' } as const;

export interface Cart {
  list(accountId: string): CartItemView[];
  /** Adds a line, or updates the period and options of the same name and operation. */
  put(accountId: string, item: CartItemInput): Promise<CartItemView[]>;
  /** Adds a line only when its name and operation are not in the cart; an existing one is kept. */
  add(accountId: string, item: CartItemInput): Promise<CartAdded>;
  remove(accountId: string, itemId: number): CartItemView[];
  clear(accountId: string): CartItemView[];
  /** `recheckPremium`: premium names are looked up afresh first, their new prices kept. */
  quote(accountId: string, options?: { recheckPremium?: boolean }): Promise<Quote>;
  /** The lines as they are now and their quote: checkout orders these and no others. */
  quoteLines(
    accountId: string,
    options?: { recheckPremium?: boolean },
  ): Promise<{ quote: Quote; lines: CartItem[] }>;
  /**
   * The order inputs of quoted lines, with checkout defaults and EPP codes filled in, and
   * each line's quoted price: the most it may be charged.
   */
  orders(
    lines: readonly CartItem[],
    defaults: CheckoutDefaults,
    eppCodes: Readonly<Record<string, string>>,
    quote: Quote,
  ): { cartLine: CartItem; input: OrderInput; quoted?: QuotedLine }[];
}

/** The cart of each account, kept in the cache so it survives restarts. */
export function createCart(ctx: ServiceContext, pricing: PricingService): Cart {
  const { cache } = ctx;
  const list = (accountId: string): CartItemView[] => cache.cart.list(accountId).map(toView);
  const changed = (accountId: string): CartItemView[] => {
    ctx.events.emit('cache:changed', { scope: 'cart', accountId });
    return list(accountId);
  };
  const mustHaveAccount = (accountId: string): void => {
    if (!cache.accounts.get(accountId)) {
      throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
    }
  };
  const quoteLines: Cart['quoteLines'] = async (accountId, options = {}) => {
    mustHaveAccount(accountId);
    if (options.recheckPremium === true) await recheckPremiumLines(ctx, accountId);
    const lines = cache.cart.list(accountId);
    const quote = await pricing.quote(
      accountId,
      lines.map((line) => ({
        domain: line.domain,
        operation: line.operation,
        period: line.period,
        ...(line.options.premium && { premium: premiumView(line.options.premium, line.period) }),
      })),
    );
    return { quote: withAccepted(quote, lines), lines };
  };

  return {
    list(accountId) {
      mustHaveAccount(accountId);
      return list(accountId);
    },

    async put(accountId, item) {
      mustHaveAccount(accountId);
      const tlds = await pricing.tldSet(accountId);
      const name = parseDomainName(item.domain, tlds);
      if (!name.ok) throw new AppFailure('invalid_input', name.reason);
      if (item.operation === 'renew') refuseUnrenewable(ctx, accountId, name.value);
      const quoted = await pricing.quoteItem(
        accountId,
        { domain: name.value.ascii, operation: item.operation, period: item.period },
        { tlds },
      );
      if (quoted.problem !== undefined) throw new AppFailure('invalid_input', quoted.problem);
      const options: CartItemOptions = {};
      if (item.nameservers?.some((host) => host.trim() !== '')) {
        const checked = checkNameserverList(item.nameservers);
        if (!checked.nameservers) {
          throw new AppFailure('invalid_input', checked.issues.map((i) => i.message).join(' '));
        }
        options.nameservers = checked.nameservers;
      }
      if (item.contactProfileIds) options.contactProfileIds = item.contactProfileIds;
      if (item.addons) options.addons = item.addons;
      if (item.acceptUnknownPrice === true && item.operation === 'renew') {
        options.acceptUnknownPrice = true;
      }
      const presetId = linePreset(ctx, accountId, name.value.ascii, item);
      if (presetId !== undefined) options.presetId = presetId;
      const domainfields = registryFields(item, name.value.ascii, (domain) =>
        cache.cart
          .list(accountId)
          .some((l) => l.domain === domain && l.operation === item.operation),
      );
      if (domainfields) options.domainfields = domainfields;
      if (item.operation === 'register') {
        const before = cache.cart
          .list(accountId)
          .find((l) => l.domain === name.value.ascii && l.operation === 'register');
        Object.assign(
          options,
          await lookUpRegisterLine(ctx, accountId, name.value, item.period, before?.options ?? {}),
        );
      }
      cache.cart.put(accountId, {
        domain: name.value.ascii,
        operation: item.operation,
        period: item.period,
        options,
      });
      return changed(accountId);
    },

    async add(accountId, item) {
      mustHaveAccount(accountId);
      const name = parseDomainName(item.domain, await pricing.tldSet(accountId));
      const ascii = name.ok ? name.value.ascii : item.domain;
      const existing = cache.cart
        .list(accountId)
        .find((line) => line.domain === ascii && line.operation === item.operation);
      if (existing) {
        const shown = name.ok ? name.value.unicode : ascii;
        const years = existing.period === 1 ? '1 year' : `${existing.period} years`;
        return {
          cart: list(accountId),
          added: false,
          message: `${shown} is already in the cart (${VERB[item.operation]}, ${years}); that line was kept as it is.`,
        };
      }
      const cart = await this.put(accountId, item);
      return { cart, added: true, message: `${name.ok ? name.value.unicode : ascii} was added.` };
    },

    remove(accountId, itemId) {
      mustHaveAccount(accountId);
      if (!cache.cart.list(accountId).some((line) => line.id === itemId)) {
        throw new AppFailure('not_found', 'This item is no longer in the cart.');
      }
      cache.cart.remove(itemId);
      return changed(accountId);
    },

    clear(accountId) {
      mustHaveAccount(accountId);
      cache.cart.clear(accountId);
      return changed(accountId);
    },

    async quote(accountId, options = {}) {
      return (await quoteLines(accountId, options)).quote;
    },

    quoteLines,

    orders(lines, defaults, eppCodes, quote) {
      const codes = new Map<string, string>();
      for (const [domain, code] of Object.entries(eppCodes)) {
        const name = parseDomainName(domain);
        codes.set(name.ok ? name.value.ascii : domain.trim().toLowerCase(), code);
      }
      return lines.map((line) => {
        const hosts = hostsOf(line.options.nameservers);
        const profiles = line.options.contactProfileIds ?? defaults.contactProfileIds;
        const eppCode = codes.get(line.domain);
        const fields = filledDomainFields(line.options.domainfields ?? {});
        const input: OrderInput = {
          domain: line.domain,
          operation: line.operation,
          period: line.period,
          ...(hosts.length > 0
            ? { nameservers: hosts }
            : defaults.nameservers && { nameservers: defaults.nameservers }),
          ...(profiles && { contactProfileIds: profiles }),
          ...(line.options.addons && { addons: line.options.addons }),
          ...(eppCode !== undefined && { eppCode }),
          ...(Object.keys(fields).length > 0 && { domainfields: fields }),
          ...(line.operation === 'renew' &&
            line.options.acceptUnknownPrice === true && { acceptUnknownPrice: true }),
          ...(line.operation !== 'renew' &&
            line.options.presetId !== undefined && { presetId: line.options.presetId }),
        };
        const item = quote.items.find(
          (q) => q.domain === line.domain && q.operation === line.operation,
        );
        const quoted: QuotedLine | undefined =
          item?.price === undefined || item.price === null
            ? undefined
            : { price: item.price, ...premiumPart(item) };
        return { cartLine: line, input, ...(quoted && { quoted }) };
      });
    },
  };
}

/**
 * The registry fields a put stores: the given ones; for a new register or transfer line given
 * none, the TLD's commonly required ones, empty; otherwise undefined (the line keeps its own).
 * Renewals carry none.
 */
function registryFields(
  item: CartItemInput,
  ascii: string,
  inCart: (domain: string) => boolean,
): Record<string, string> | undefined {
  if (item.operation === 'renew') return {};
  if (item.domainfields) {
    const refused = Object.keys(item.domainfields).flatMap((field) => {
      const problem = domainFieldNameProblem(field);
      return problem === undefined ? [] : [`Registry field name: ${problem}.`];
    });
    if (refused.length > 0) throw new AppFailure('invalid_input', refused.join(' '));
    return { ...item.domainfields };
  }
  return inCart(ascii) ? undefined : startingDomainFields(ascii);
}

/** Takes out of the cart the line an order has placed, so no later checkout orders it again. */
export function removeOrderedLine(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
  order: { accountId: string; domain: string; operation: CartItem['operation'] },
): void {
  if (ctx.cache.cart.removeLine(order.accountId, order.domain, order.operation)) {
    ctx.events.emit('cache:changed', { scope: 'cart', accountId: order.accountId });
  }
}

function premiumPart(item: Quote['items'][number]): Pick<QuotedLine, 'premium'> {
  const premium = quotedPremium(item);
  return premium ? { premium } : {};
}
