import { centsToMoney, moneyToCents } from '../../../shared/api';
import type { DomainLookupResult } from '../../../shared/api';
import type { DomainName } from '../../../shared/domainName';
import type { PremiumPriceView } from '../../../shared/ipc/channels/pricing';
import type { ResellerClient } from '../../api';
import type { StoredPremium } from '../../cache/cartRepo';
import { asRecord, moneyOf } from '../search/lookupRows';

const KINDS = ['register', 'renew', 'transfer'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Looks names of one label up under their TLDs in one request, premium results included (a
 * premium name is only reported as such when asked for). Results are keyed by ASCII name.
 */
export async function lookupNames(
  client: ResellerClient,
  names: readonly DomainName[],
  signal?: AbortSignal,
): Promise<Map<string, DomainLookupResult>> {
  const first = names[0];
  const out = new Map<string, DomainLookupResult>();
  if (first === undefined) return out;
  const { label } = first;
  const isIdn = label.ascii.startsWith('xn--');
  const results = await client.lookup(
    {
      searchTerm: isIdn ? label.unicode : label.ascii,
      ...(isIdn && { punyCodeSearchTerm: label.ascii, isIdnDomain: true }),
      tldsToInclude: [...new Set(names.map((name) => `.${name.tld}`))],
      premiumEnabled: true,
    },
    signal ? { signal } : {},
  );
  for (const name of names) {
    const found =
      results.find((r) => r.domainName.toLowerCase() === name.ascii) ??
      (names.length === 1 ? results[0] : undefined);
    if (found) out.set(name.ascii, found);
  }
  return out;
}

/** Yearly premium prices from `premiumCostPricing` (`[{type, price}]`), by kind. */
function yearlyCosts(result: DomainLookupResult): Partial<Record<Kind, number>> {
  const out: Partial<Record<Kind, number>> = {};
  const list = Array.isArray(result.premiumCostPricing) ? result.premiumCostPricing : [];
  for (const entry of list as unknown[]) {
    const record = asRecord(entry);
    const type = record?.type;
    const money = moneyOf(record);
    const cents = money === undefined ? undefined : moneyToCents(money.amount);
    if (typeof type === 'string' && (KINDS as readonly string[]).includes(type) && cents) {
      out[type as Kind] = cents;
    }
  }
  return out;
}

/**
 * A premium name's own prices from its lookup: the lookup's `pricing` by period (premium
 * prices already), else the yearly `premiumCostPricing` × years. Null for an ordinary name.
 */
export function premiumOf(
  result: DomainLookupResult,
  offeredYears: readonly number[],
  checkedAt: string,
): StoredPremium | null {
  if (result.isPremium !== true || result.availability !== 'available') return null;
  const premium: StoredPremium = {
    currency: null,
    register: {},
    renew: {},
    transfer: {},
    checkedAt,
  };
  const yearly = yearlyCosts(result);
  const pricing = asRecord(result.pricing) ?? {};
  const years = new Set([...offeredYears, ...Object.keys(pricing).map(Number)]);
  for (const y of [...years].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b)) {
    const period = asRecord(pricing[String(y)]);
    for (const kind of KINDS) {
      const money = moneyOf(period?.[kind]);
      const perYear = yearly[kind];
      const amount =
        money?.amount ?? (perYear === undefined ? undefined : centsToMoney(perYear * y));
      if (amount !== undefined) premium[kind][String(y)] = amount;
      if (money?.currency) premium.currency = money.currency;
    }
  }
  return Object.keys(premium.register).length > 0 ? premium : null;
}

/** The line's premium prices for its period, as the renderer and quotes show them. */
export function premiumView(premium: StoredPremium, period: number): PremiumPriceView {
  const key = String(period);
  const previous = premium.previousRegister?.[key];
  return {
    register: premium.register[key] ?? null,
    renew: premium.renew[key] ?? null,
    transfer: premium.transfer[key] ?? null,
    checkedAt: premium.checkedAt,
    ...(previous !== undefined &&
      previous !== premium.register[key] && {
        previousRegister: previous,
      }),
  };
}

/** The fresh prices, remembering the register prices they replace when those changed. */
export function withPrevious(old: StoredPremium | undefined, fresh: StoredPremium): StoredPremium {
  if (!old) return fresh;
  const changed = Object.keys(fresh.register).some((y) => old.register[y] !== fresh.register[y]);
  return changed ? { ...fresh, previousRegister: old.register } : fresh;
}
