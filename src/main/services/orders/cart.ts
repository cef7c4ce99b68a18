import { NAMESERVER_KEYS } from '../../../shared/api';
import type { Nameservers } from '../../../shared/api';
import {
  domainFieldNameProblem,
  domainFieldProblems,
  filledDomainFields,
  startingDomainFields,
} from '../../../shared/domainFields';
import { parseDomainName, unicodeTld } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type {
  CartItemInput,
  CartItemView,
  CheckoutDefaults,
  OrderInput,
} from '../../../shared/ipc/channels/orders';
import type { Quote } from '../../../shared/ipc/channels/pricing';
import type { CartItem, CartItemOptions } from '../../cache/cartRepo';
import { checkNameservers } from '../domains/nameserverRules';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';

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
    ...(item.options.acceptUnknownPrice === true && { acceptUnknownPrice: true }),
  };
}

export interface Cart {
  list(accountId: string): CartItemView[];
  /** Adds a line, or updates the period and options of the same name and operation. */
  put(accountId: string, item: CartItemInput): Promise<CartItemView[]>;
  remove(accountId: string, itemId: number): CartItemView[];
  clear(accountId: string): CartItemView[];
  quote(accountId: string): Promise<Quote>;
  /** The lines as they are now and their quote: checkout orders these and no others. */
  quoteLines(accountId: string): Promise<{ quote: Quote; lines: CartItem[] }>;
  /** The order inputs of quoted lines, with checkout defaults and EPP codes filled in. */
  orders(
    lines: readonly CartItem[],
    defaults: CheckoutDefaults,
    eppCodes: Readonly<Record<string, string>>,
  ): { cartLine: CartItem; input: OrderInput }[];
}

/** The cart of each account, kept in the cache so it survives restarts. */
export function createCart(ctx: ServiceContext, pricing: PricingService): Cart {
  const { cache } = ctx;
  const list = (accountId: string): CartItemView[] => cache.cart.list(accountId).map(toView);
  const changed = (accountId: string): CartItemView[] => {
    ctx.events.emit('cache:changed', { scope: 'cart', keys: [accountId] });
    return list(accountId);
  };
  const mustHaveAccount = (accountId: string): void => {
    if (!cache.accounts.get(accountId)) {
      throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
    }
  };
  const quoteLines: Cart['quoteLines'] = async (accountId) => {
    mustHaveAccount(accountId);
    const lines = cache.cart.list(accountId);
    const quote = await pricing.quote(
      accountId,
      lines.map((line) => ({
        domain: line.domain,
        operation: line.operation,
        period: line.period,
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
        const checked = checkNameservers(item.nameservers);
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
      const domainfields = registryFields(item, name.value.ascii, (domain) =>
        cache.cart
          .list(accountId)
          .some((l) => l.domain === domain && l.operation === item.operation),
      );
      if (domainfields) options.domainfields = domainfields;
      cache.cart.put(accountId, {
        domain: name.value.ascii,
        operation: item.operation,
        period: item.period,
        options,
      });
      return changed(accountId);
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

    async quote(accountId) {
      return (await quoteLines(accountId)).quote;
    },

    quoteLines,

    orders(lines, defaults, eppCodes) {
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
        };
        return { cartLine: line, input };
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
    ctx.events.emit('cache:changed', { scope: 'cart', keys: [order.accountId] });
  }
}

/**
 * Refuses, before anything is sent, lines whose name and operation still have an order on
 * its way or of unknown outcome: ordering them again could charge twice.
 */
export function refuseOpenOrders(
  ctx: Pick<ServiceContext, 'cache'>,
  accountId: string,
  lines: readonly Pick<CartItem, 'domain' | 'operation'>[],
): void {
  const open = lines.flatMap((line) => {
    const entry = ctx.cache.journal.findOpen(accountId, line.domain, line.operation);
    return entry ? [{ line, entry }] : [];
  });
  if (open.length === 0) return;
  const named = open.map(({ line, entry }) => {
    const name = parseDomainName(line.domain);
    const shown = name.ok ? name.value.unicode : line.domain;
    return `${shown} (${line.operation}): an earlier order is still "${entry.state}".`;
  });
  throw new AppFailure(
    'conflict',
    `The cart was not ordered: ${named.join(' ')} Reconcile ${open.length === 1 ? 'that order' : 'those orders'} or remove ${open.length === 1 ? 'its line' : 'their lines'}, then check out again.`,
    { orderIds: open.map(({ entry }) => entry.id) },
  );
}

/** Why a cart cannot be checked out as it is, line by line. */
export function cartProblems(quote: Quote, lines: readonly CartItem[]): string[] {
  const fieldProblems = lines.flatMap((line) =>
    domainFieldProblems(line.options.domainfields ?? {}).map((problem) => {
      const name = parseDomainName(line.domain);
      const shown = name.ok ? name.value.unicode : line.domain;
      return `${shown}: ${problem.field} ${problem.message}.`;
    }),
  );
  return fieldProblems.concat(
    quote.items.flatMap((item) => {
      if (item.problem !== undefined) return [`${item.unicodeDomain}: ${item.problem}`];
      if (item.premium === 'unknown') {
        return accepted(item, lines)
          ? []
          : [
              `${item.unicodeDomain}: premium renewal price unknown. Accept it explicitly in the Renew dialog, or remove the line.`,
            ];
      }
      if (item.price === null) {
        const tld = item.domain.slice(item.domain.indexOf('.') + 1);
        return [`${item.unicodeDomain}: no price is known for .${unicodeTld(tld)}.`];
      }
      return [];
    }),
  );
}

/** Whether the user accepted this renewal line's unknown premium renewal price. */
function accepted(item: Quote['items'][number], lines: readonly CartItem[]): boolean {
  return lines.some(
    (line) =>
      line.domain === item.domain &&
      line.operation === item.operation &&
      line.options.acceptUnknownPrice === true,
  );
}

/** A cart is complete when every line is priced or is an accepted unknown premium renewal. */
function withAccepted(quote: Quote, lines: readonly CartItem[]): Quote {
  const complete = quote.items.every(
    (item) =>
      item.problem === undefined &&
      (item.price !== null || (item.premium === 'unknown' && accepted(item, lines))),
  );
  return { ...quote, complete };
}

/** Why the portfolio says a name cannot be renewed now, by its cached status. */
const NOT_RENEWABLE: Partial<Record<string, string>> = {
  pending: 'is still pending: it can be renewed once it is active',
  not_in_account: 'is not in this account',
  released: 'was released',
  deleted: 'was deleted',
  transferring: 'is being transferred',
};

/** A renewal the provider would refuse is refused here, before it is marked ready. */
function refuseUnrenewable(
  ctx: ServiceContext,
  accountId: string,
  name: { ascii: string; unicode: string },
): void {
  const status = ctx.cache.domains.get(accountId, name.ascii)?.status;
  const reason = status === undefined ? undefined : NOT_RENEWABLE[status];
  if (reason !== undefined) {
    throw new AppFailure('invalid_input', `${name.unicode} ${reason}, so it cannot be renewed.`);
  }
}
