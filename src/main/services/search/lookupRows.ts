import { centsToMoney, moneyToCents } from '../../../shared/api';
import type { DomainLookupResult } from '../../../shared/api';
import { normaliseDomainText, toAsciiLabel, unicodeTld } from '../../../shared/domainName';
import type { LabelForms } from '../../../shared/domainName';
import type { TldPriceView } from '../../../shared/ipc/channels/pricing';
import type { DomainAvailabilityView } from '../../../shared/ipc/channels/search';

interface Money {
  amount: string;
  currency: string | null;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A price sub-object's amount: `"10.99"`, `10.99` or `{price|amount|value, currencyCode}`. */
export function moneyOf(value: unknown): Money | undefined {
  if (typeof value === 'string' || typeof value === 'number') {
    const cents = moneyToCents(String(value));
    return cents === undefined ? undefined : { amount: centsToMoney(cents), currency: null };
  }
  const record = asRecord(value);
  if (!record) return undefined;
  for (const key of ['price', 'amount', 'value']) {
    const inner = moneyOf(record[key]);
    if (inner) {
      const code = record.currencyCode ?? record.currency;
      return { amount: inner.amount, currency: typeof code === 'string' ? code : null };
    }
  }
  return undefined;
}

/** The trimmed text, or undefined when the API sent none or only spaces. */
export function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function asciiName(text: string): string {
  return normaliseDomainText(text)
    .split('.')
    .map((label) => toAsciiLabel(label) ?? label)
    .join('.');
}

/** The registration price a lookup result gives for `period` years, if it gives one. */
export function lookupRegisterPrice(
  result: DomainLookupResult,
  period: number,
): string | undefined {
  const shortest = asRecord(result.shortestPeriod);
  const fromPricing = moneyOf(asRecord(result.pricing?.[String(period)])?.register);
  if (fromPricing) return fromPricing.amount;
  return Number(shortest?.period) === period ? moneyOf(shortest?.register)?.amount : undefined;
}

/**
 * A premium result's yearly renewal price: its `premiumCostPricing` entry of type `renew`,
 * else the renewal in its one-year pricing.
 */
export function premiumRenewalOf(result: DomainLookupResult): Money | undefined {
  const entries = Array.isArray(result.premiumCostPricing) ? result.premiumCostPricing : [];
  for (const entry of entries) {
    const record = asRecord(entry);
    if (typeof record?.type === 'string' && record.type.trim().toLowerCase() === 'renew') {
      const money = moneyOf(record);
      if (money) return money;
    }
  }
  return moneyOf(asRecord(result.pricing?.['1'])?.renew);
}

/**
 * A premium name's renewal price for `period` years: the lookup's own price for that period,
 * else its yearly premium renewal price × years (renewing charges that price per year).
 */
function premiumRenewFor(result: DomainLookupResult, period: number | null): string | undefined {
  if (period === null) return undefined;
  const forPeriod = moneyOf(asRecord(result.pricing?.[String(period)])?.renew);
  if (forPeriod) return forPeriod.amount;
  const cents = moneyToCents(premiumRenewalOf(result)?.amount ?? '');
  return cents === undefined ? undefined : centsToMoney(cents * period);
}

/** The result element for `label.tld`, matched by name or, failing that, by TLD. */
function findResult(
  results: readonly DomainLookupResult[],
  domain: string,
  tld: string,
): DomainLookupResult | undefined {
  return (
    results.find((r) => r.domainName !== '' && asciiName(r.domainName) === domain) ??
    results.find((r) => r.tld !== undefined && asciiName(r.tld.replace(/^\./, '')) === tld)
  );
}

/** Shortest period and its registration price, from the lookup or else from TLD prices. */
function shortestPrice(
  result: DomainLookupResult,
  tldPrice: TldPriceView | undefined,
  currency: string | null,
): { period: number | null; price: string | null; currency: string | null } {
  const shortest = asRecord(result.shortestPeriod);
  const period = Number(shortest?.period);
  if (Number.isInteger(period) && period > 0) {
    const money =
      moneyOf(shortest?.register) ?? moneyOf(asRecord(result.pricing?.[String(period)])?.register);
    if (money) return { period, price: money.amount, currency: money.currency ?? currency };
  }
  const years = tldPrice?.years[0];
  const yearly = tldPrice?.registrationPrice ?? null;
  const cents = yearly === null ? undefined : moneyToCents(yearly);
  if (years === undefined || cents === undefined) return { period: null, price: null, currency };
  return { period: years, price: centsToMoney(cents * years), currency };
}

/**
 * One row per TLD asked for, in that order. A TLD the answer does not mention gets an
 * `unknown` row saying so: nothing asked for is silently missing.
 */
export function availabilityRows(
  label: LabelForms,
  tlds: readonly string[],
  results: readonly DomainLookupResult[],
  prices: { byTld: ReadonlyMap<string, TldPriceView>; currency: string | null },
): DomainAvailabilityView[] {
  return tlds.map((tld) => {
    const domain = `${label.ascii}.${tld}`;
    const unicodeDomain = `${label.unicode}.${unicodeTld(tld)}`;
    const result = findResult(results, domain, tld);
    if (!result) {
      return {
        domain,
        unicodeDomain,
        tld,
        availability: 'unknown',
        premium: false,
        period: null,
        price: null,
        currency: prices.currency,
        message: 'The provider did not answer for this name.',
      };
    }
    const premium = result.isPremium ?? false;
    if (premium && result.availability === 'unavailable' && result.isRegistered !== true) {
      // Asked without premium names, the provider hides the premium price (any price it gives
      // is the TLD's ordinary one, which is not what this name costs).
      return {
        domain,
        unicodeDomain,
        tld,
        availability: 'unavailable',
        premium,
        premiumHidden: true,
        period: null,
        price: null,
        currency: prices.currency,
      };
    }
    const priced = shortestPrice(
      result,
      premium ? undefined : prices.byTld.get(tld),
      prices.currency,
    );
    const message =
      result.availability === 'error' || result.availability === 'unknown'
        ? (nonEmpty(result.domainErrorMessage) ?? nonEmpty(result.status))
        : undefined;
    const renew = premium ? premiumRenewFor(result, priced.period) : undefined;
    return {
      domain,
      unicodeDomain,
      tld,
      availability: result.availability,
      premium,
      ...priced,
      // A premium name's renewal: null says the lookup did not give it (never the TLD's).
      ...(premium && { renewPrice: renew ?? null }),
      ...(message !== undefined && { message }),
    };
  });
}

/** Rows for suggestions, whose names come from the answer itself. */
export function suggestionRow(
  result: DomainLookupResult,
  currency: string | null,
): DomainAvailabilityView {
  const domain = asciiName(result.domainName);
  const tld = asciiName(result.tld?.replace(/^\./, '') ?? domain.slice(domain.indexOf('.') + 1));
  const unicodeDomain = domain
    .split('.')
    .map((l) => (l.startsWith('xn--') ? unicodeTld(l) : l))
    .join('.');
  return {
    domain,
    unicodeDomain,
    tld,
    availability: result.availability,
    premium: result.isPremium ?? false,
    ...shortestPrice(result, undefined, currency),
  };
}
