import { centsToMoney, moneyToCents } from '../../../shared/api';
import type { QuoteItem, TldPriceView } from '../../../shared/ipc/channels/pricing';
import { renewalPhase } from '../../../shared/renewals';
import type { PremiumFact } from '../../cache/premiumRepo';

/** What pricing renewals needs beyond the TLD prices: premium facts and cached expiry dates. */
export interface RenewalFacts {
  /** Today, YYYY-MM-DD in UTC. */
  readonly today: string;
  /** Known facts by ASCII name; a name missing here has an unknown premium status. */
  readonly premium: ReadonlyMap<string, PremiumFact>;
  readonly expiry: (ascii: string) => string | null;
}

function unknownPremium(item: QuoteItem): QuoteItem {
  return { ...item, price: null, priceSource: null, renewalPremium: 'unknown' };
}

/**
 * A renewal line as the provider charges it: a premium name at its premium renewal price (an
 * unknown premium status is never priced at the standard price), plus the grace or redemption
 * fee when the cached expiry date says the name has expired.
 */
export function priceRenewal(
  listed: QuoteItem,
  tld: TldPriceView | undefined,
  facts: RenewalFacts,
  currency: string | null,
): QuoteItem {
  if (listed.problem !== undefined) return listed;
  const fact = facts.premium.get(listed.domain);
  if (!fact) return unknownPremium(listed);
  let item = listed;
  if (fact.premium) {
    const yearly = fact.renewalPrice === null ? undefined : moneyToCents(fact.renewalPrice);
    const otherCurrency = fact.currency !== null && currency !== null && fact.currency !== currency;
    if (yearly === undefined || otherCurrency) return unknownPremium(listed);
    item = {
      ...listed,
      price: centsToMoney(yearly * listed.period),
      priceSource: 'premium',
      renewalPremium: 'premium',
    };
  }
  const expiry = facts.expiry(listed.domain);
  if (item.price === null || expiry === null || tld === undefined) return item;
  const phase = renewalPhase(expiry, facts.today, tld);
  if (phase === 'due') return item;
  if (phase === 'lost') {
    return {
      ...item,
      price: null,
      priceSource: null,
      problem: `It expired on ${expiry} and is past its grace and redemption periods, so it can no longer be renewed.`,
    };
  }
  const fee = phase === 'grace' ? tld.graceFee : tld.redemptionFee;
  const feeCents = fee === null ? undefined : moneyToCents(fee);
  const priceCents = moneyToCents(item.price);
  if (feeCents === undefined || priceCents === undefined) {
    return {
      ...item,
      price: null,
      priceSource: null,
      problem: `It expired on ${expiry}; the ${phase} fee of ${tld.unicodeTld} is not known. Refresh the prices when online.`,
    };
  }
  return {
    ...item,
    price: centsToMoney(priceCents + feeCents),
    lateFee: { phase, amount: centsToMoney(feeCents) },
  };
}
