import { isApiCallError } from '../../../shared/api';
import type { DomainLookupResult } from '../../../shared/api';
import type { DomainName } from '../../../shared/domainName';
import type { ResellerClient } from '../../api';
import type { PremiumFact } from '../../cache/premiumRepo';
import { premiumRenewalOf } from '../search/lookupRows';

/**
 * What one lookup result (asked with premium results enabled) says about the name's premium
 * status. Undefined (still unknown) when the answer is an error or unknown status, or when an
 * old server sends neither `isPremium` nor premium entries: only a stated "not premium" lets a
 * renewal be priced at the TLD price.
 */
export function premiumFactOf(result: DomainLookupResult): PremiumFact | undefined {
  if (result.availability === 'error' || result.availability === 'unknown') return undefined;
  const entries = Array.isArray(result.premiumCostPricing) ? result.premiumCostPricing : [];
  if (result.isPremium === true || (result.isPremium === undefined && entries.length > 0)) {
    const renewal = premiumRenewalOf(result);
    return {
      premium: true,
      renewalPrice: renewal?.amount ?? null,
      currency: renewal?.currency ?? null,
    };
  }
  return result.isPremium === false ? { premium: false } : undefined;
}

/**
 * Fresh premium facts for these names: one premium lookup per label (its TLDs together).
 * A label whose lookup fails leaves its names unknown.
 */
export async function lookupPremium(
  client: ResellerClient,
  names: readonly DomainName[],
  signal?: AbortSignal,
): Promise<Map<string, PremiumFact>> {
  const byLabel = new Map<string, DomainName[]>();
  for (const name of names) {
    const group = byLabel.get(name.label.ascii) ?? [];
    group.push(name);
    byLabel.set(name.label.ascii, group);
  }
  const facts = new Map<string, PremiumFact>();
  await Promise.all(
    [...byLabel.values()].map(async (group) => {
      const first = group[0];
      if (!first) return;
      const isIdn = first.label.ascii.startsWith('xn--');
      try {
        const results = await client.lookup(
          {
            searchTerm: isIdn ? first.label.unicode : first.label.ascii,
            ...(isIdn && { punyCodeSearchTerm: first.label.ascii, isIdnDomain: true }),
            tldsToInclude: group.map((name) => `.${name.tld}`),
            premiumEnabled: true,
          },
          signal ? { signal } : {},
        );
        for (const name of group) {
          const result = results.find((r) => r.domainName.toLowerCase() === name.ascii);
          const fact = result && premiumFactOf(result);
          if (fact) facts.set(name.ascii, fact);
        }
      } catch (error) {
        if (!isApiCallError(error)) throw error;
      }
    }),
  );
  return facts;
}
