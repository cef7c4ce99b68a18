import { isApiCallError } from '../../../shared/api';
import { parseDomainName } from '../../../shared/domainName';
import type { DomainName } from '../../../shared/domainName';
import type { CartItem, CartItemOptions } from '../../cache/cartRepo';
import type { ServiceContext } from '../serviceContext';
import { lookupNames, premiumOf, withPrevious } from './premiumLookup';

type PriceOptions = Pick<CartItemOptions, 'premium' | 'lookedUpAt'>;

/**
 * A register line's price facts from a fresh lookup of its name: its premium prices (the
 * TLD's prices do not apply to a premium name) and when it was looked up. When the provider
 * cannot be asked, the line keeps what it had; the check just before sending still applies.
 */
export async function lookUpRegisterLine(
  ctx: Pick<ServiceContext, 'clients' | 'now'>,
  accountId: string,
  name: DomainName,
  period: number,
  before: PriceOptions,
): Promise<PriceOptions> {
  try {
    const client = await ctx.clients(accountId);
    const result = (await lookupNames(client, [name])).get(name.ascii);
    if (!result) return keep(before);
    const checkedAt = new Date(ctx.now()).toISOString();
    const premium = premiumOf(result, [period], checkedAt);
    return premium
      ? { premium: withPrevious(before.premium, premium), lookedUpAt: checkedAt }
      : { lookedUpAt: checkedAt };
  } catch (error) {
    if (isApiCallError(error)) return keep(before);
    throw error;
  }
}

/** The line's options without its price facts, which a fresh lookup replaces. */
function withoutPrices(options: CartItemOptions): CartItemOptions {
  const out = { ...options };
  delete out.premium;
  delete out.lookedUpAt;
  return out;
}

function keep(before: PriceOptions): PriceOptions {
  return {
    ...(before.premium && { premium: before.premium }),
    ...(before.lookedUpAt !== undefined && { lookedUpAt: before.lookedUpAt }),
  };
}

/**
 * Looks premium register lines (and register lines never looked up) up afresh, one request
 * per label, and saves what changed. The lines as they are afterwards are returned.
 */
export async function recheckPremiumLines(
  ctx: Pick<ServiceContext, 'clients' | 'now' | 'cache' | 'events'>,
  accountId: string,
): Promise<void> {
  const lines = ctx.cache.cart
    .list(accountId)
    .filter(
      (line) =>
        line.operation === 'register' &&
        (line.options.premium !== undefined || line.options.lookedUpAt === undefined),
    );
  const byLabel = new Map<string, { line: CartItem; name: DomainName }[]>();
  for (const line of lines) {
    const parsed = parseDomainName(line.domain);
    if (!parsed.ok) continue;
    const group = byLabel.get(parsed.value.label.ascii) ?? [];
    group.push({ line, name: parsed.value });
    byLabel.set(parsed.value.label.ascii, group);
  }
  let changed = false;
  for (const group of byLabel.values()) {
    const client = await ctx.clients(accountId);
    // An unreachable provider leaves the lines as they were; sending checks them again.
    let results;
    try {
      results = await lookupNames(
        client,
        group.map((g) => g.name),
      );
    } catch (error) {
      if (isApiCallError(error)) continue;
      throw error;
    }
    const checkedAt = new Date(ctx.now()).toISOString();
    for (const { line, name } of group) {
      const result = results.get(name.ascii);
      if (!result) continue;
      const premium = premiumOf(result, [line.period], checkedAt);
      const options: CartItemOptions = {
        ...withoutPrices(line.options),
        ...(premium && { premium: withPrevious(line.options.premium, premium) }),
        lookedUpAt: checkedAt,
      };
      ctx.cache.cart.put(accountId, {
        domain: line.domain,
        operation: line.operation,
        period: line.period,
        options,
      });
      changed = true;
    }
  }
  if (changed) ctx.events.emit('cache:changed', { scope: 'cart', accountId });
}

/** Looks one register line up afresh and keeps its new prices (after a refused price rise). */
export async function refreshLinePrice(
  ctx: Pick<ServiceContext, 'clients' | 'now' | 'cache' | 'events'>,
  accountId: string,
  line: CartItem,
): Promise<void> {
  const parsed = parseDomainName(line.domain);
  const now = ctx.cache.cart.list(accountId).find((l) => l.id === line.id);
  if (!parsed.ok || now === undefined) return;
  const fresh = await lookUpRegisterLine(ctx, accountId, parsed.value, now.period, now.options);
  ctx.cache.cart.put(accountId, { ...now, options: { ...withoutPrices(now.options), ...fresh } });
  ctx.events.emit('cache:changed', { scope: 'cart', accountId });
}
