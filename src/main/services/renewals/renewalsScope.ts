import { isApiCallError, moneyToCents } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type { TldPriceView } from '../../../shared/ipc/channels/pricing';
import { utcDay } from '../../../shared/renewals';
import type { RenewalTerms, RenewalsScope } from '../../cache/renewalsQuery';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';

const cents = (money: string | null): number | null =>
  money === null ? null : (moneyToCents(money) ?? null);

function termsOf(price: TldPriceView): RenewalTerms {
  return {
    tld: price.tld.replace(/^\./, ''),
    renewal: cents(price.renewalPrice),
    graceDays: price.graceDays,
    redemptionDays: price.redemptionDays,
    graceFee: cents(price.graceFee),
    redemptionFee: cents(price.redemptionFee),
  };
}

/**
 * What the renewal queries price an account's domains with: today, its currency and its TLDs'
 * renewal terms (cached prices, fetched when there are none). Shared by the Expiry view, the
 * runway and the spend projection, so all three price a renewal the same way.
 */
export async function renewalsScope(
  ctx: ServiceContext,
  pricing: Pick<PricingService, 'tldPricing'>,
  accountId: string,
): Promise<{ scope: RenewalsScope; fetchedAt: string | null }> {
  if (!ctx.cache.accounts.get(accountId)) {
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
  }
  try {
    const prices = await pricing.tldPricing(accountId);
    return {
      scope: {
        accountId,
        today: utcDay(ctx.now()),
        currency: prices.currency,
        terms: prices.prices.map(termsOf),
      },
      fetchedAt: prices.fetchedAt,
    };
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    // No prices ever fetched and none to be had: counted, not priced.
    const currency = ctx.cache.accounts.get(accountId)?.currency ?? null;
    return {
      scope: { accountId, today: utcDay(ctx.now()), currency, terms: [] },
      fetchedAt: null,
    };
  }
}
