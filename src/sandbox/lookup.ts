import { availabilityOf, baseAvailability } from './availability';
import { findTld, unitPrice, type OrderType, type TldInfo } from './catalogue';
import type { DomainStore } from './domains';
import { labelProblem, toUnicodeName } from './domainName';
import { centsToMoney } from '../shared/api/money';
import { fromUsd } from './money';
import type { Currency } from './types';

export interface LookupContext {
  domains: DomainStore;
  currency: Currency;
  premiumEnabled: boolean;
}

interface Price {
  price: string;
  currencyCode: Currency;
}

type PeriodPricing = Record<OrderType, Price>;

function price(cents: number, currency: Currency): Price {
  return { price: centsToMoney(cents), currencyCode: currency };
}

/** Pricing keyed by years; premium names use the premium yearly prices. */
function pricingFor(
  tld: TldInfo,
  currency: Currency,
  premium?: { registerUsd: number; renewUsd: number },
): Record<string, PeriodPricing> {
  const out: Record<string, PeriodPricing> = {};
  for (const years of tld.years) {
    const register = premium
      ? fromUsd(premium.registerUsd, currency)
      : unitPrice(tld, 'register', currency);
    const renew = premium ? fromUsd(premium.renewUsd, currency) : unitPrice(tld, 'renew', currency);
    out[String(years)] = {
      register: price(register * years, currency),
      renew: price(renew * years, currency),
      transfer: price(unitPrice(tld, 'transfer', currency) * years, currency),
    };
  }
  return out;
}

interface Verdict {
  status: string;
  legacyStatus: 'available' | 'unavailable' | 'error';
  isRegistered: boolean;
  isAvailable: boolean;
  isValidDomain: boolean;
  domainErrorMessage: string;
  isPremium: boolean;
  premiumCostPricing: Record<string, string>[];
}

const UNKNOWN: Verdict = {
  status: 'unknown',
  legacyStatus: 'error',
  isRegistered: false,
  isAvailable: false,
  isValidDomain: true,
  domainErrorMessage: '',
  isPremium: false,
  premiumCostPricing: [],
};

/** One lookup result element for `label` (ASCII) under the requested TLD text. */
export function lookupResult(
  label: string,
  tldText: string,
  score: number,
  ctx: LookupContext,
  forceUnknown = false,
): Record<string, unknown> {
  const tld = findTld(tldText);
  const tldName = tld?.tld ?? tldText.trim().toLowerCase().replace(/^\./, '');
  const idnSld = label.startsWith('xn--') ? toUnicodeName(label) : label;
  const base = {
    domainName: `${label}.${tldName}`,
    idnDomainName: `${idnSld}.${tldName}`,
    tld: tldName,
    tldNoDots: tldName.replace(/\./g, ''),
    sld: label,
    idnSld,
  };
  if (!tld) {
    return {
      ...base,
      ...UNKNOWN,
      isValidDomain: false,
      domainErrorMessage: `The TLD .${tldName} is not offered`,
      score,
      pricing: {},
      shortestPeriod: {},
      group: '',
      minLength: 0,
      maxLength: 0,
    };
  }
  const judged = judge(label, tld, ctx);
  // A registry check that timed out: the name is fine, its status is not known.
  const verdict = forceUnknown && judged.isValidDomain ? UNKNOWN : judged;
  const premium = verdict.isPremium ? availabilityPremium(label, tld, ctx) : undefined;
  const pricing = pricingFor(tld, ctx.currency, premium);
  const shortest = tld.years[0] ?? 1;
  return {
    ...base,
    status: verdict.status,
    legacyStatus: verdict.legacyStatus,
    score,
    isRegistered: verdict.isRegistered,
    isAvailable: verdict.isAvailable,
    isValidDomain: verdict.isValidDomain,
    domainErrorMessage: verdict.domainErrorMessage,
    pricing,
    shortestPeriod: { period: shortest, ...pricing[String(shortest)] },
    group: tld.group,
    minLength: tld.minLength,
    maxLength: tld.maxLength,
    isPremium: verdict.isPremium,
    premiumCostPricing: verdict.premiumCostPricing,
  };
}

function availabilityPremium(
  label: string,
  tld: TldInfo,
  ctx: LookupContext,
): { registerUsd: number; renewUsd: number } | undefined {
  const name = `${label}.${tld.tld}`;
  // A premium name held here keeps its premium renewal price (as `renewOrder` charges it).
  const a = ctx.domains.get(name)?.premium
    ? baseAvailability(name, label)
    : availabilityOf({ name, sld: label, tld }, ctx.domains);
  return a.kind === 'premium' ? a : undefined;
}

/**
 * A registered premium name held by this registrar: a premium lookup says so and gives its
 * renewal price (the one `renewOrder` charges); registration is not on offer.
 */
function heldPremium(
  label: string,
  tld: TldInfo,
  ctx: LookupContext,
): Pick<Verdict, 'isPremium' | 'premiumCostPricing'> | undefined {
  const name = `${label}.${tld.tld}`;
  if (ctx.domains.get(name)?.premium !== true) return undefined;
  const a = baseAvailability(name, label);
  if (a.kind !== 'premium') return undefined;
  const renew = centsToMoney(fromUsd(a.renewUsd, ctx.currency));
  return {
    isPremium: true,
    premiumCostPricing: [{ type: 'renew', price: renew, currencyCode: ctx.currency }],
  };
}

function judge(label: string, tld: TldInfo, ctx: LookupContext): Verdict {
  const problem = labelProblem(label, tld);
  if (problem !== undefined) {
    return { ...UNKNOWN, status: 'invalid', isValidDomain: false, domainErrorMessage: problem };
  }
  const a = availabilityOf({ name: `${label}.${tld.tld}`, sld: label, tld }, ctx.domains);
  const none = {
    isValidDomain: true,
    domainErrorMessage: '',
    isPremium: false,
    premiumCostPricing: [],
  };
  switch (a.kind) {
    case 'available':
      return {
        ...none,
        status: 'available for registration',
        legacyStatus: 'available',
        isRegistered: false,
        isAvailable: true,
      };
    case 'registered':
      return {
        ...none,
        status: 'registered',
        legacyStatus: 'unavailable',
        isRegistered: true,
        isAvailable: false,
        ...(ctx.premiumEnabled && heldPremium(label, tld, ctx)),
      };
    case 'premium':
      if (!ctx.premiumEnabled) {
        return {
          ...none,
          status: 'premium name: not offered without premium search',
          legacyStatus: 'unavailable',
          isRegistered: false,
          isAvailable: false,
          isPremium: true,
        };
      }
      return {
        ...none,
        status: 'available for registration (premium)',
        legacyStatus: 'available',
        isRegistered: false,
        isAvailable: true,
        isPremium: true,
        premiumCostPricing: [
          {
            type: 'register',
            price: centsToMoney(fromUsd(a.registerUsd, ctx.currency)),
            currencyCode: ctx.currency,
          },
          {
            type: 'renew',
            price: centsToMoney(fromUsd(a.renewUsd, ctx.currency)),
            currencyCode: ctx.currency,
          },
        ],
      };
  }
}
