import { moneyToCents } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type { LowBalanceView } from '../../../shared/ipc/channels/orders';
import { all, str } from '../../cache/sqlite';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';

/** How far ahead renewals count towards the default warning. */
export const RENEWALS_AHEAD_DAYS = 30;
/** At most this many renewals are priced for the default (the quote's own limit). */
const MOST_PRICED = 1000;

/** Names of the account's domains that expire within the next `days` days (or already have). */
function dueForRenewal(ctx: ServiceContext, accountId: string, days: number): string[] {
  const until = new Date(ctx.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return all(
    ctx.cache.db,
    `SELECT name FROM domains
     WHERE account_id = @accountId AND status IN ('active', 'expired')
       AND expiry_date IS NOT NULL AND expiry_date <= @until
     ORDER BY expiry_date LIMIT @limit`,
    { accountId, until, limit: MOST_PRICED },
  ).map((row) => str(row.name));
}

/**
 * Whether the balance is low: below the account's own threshold or, without one, below what
 * the renewals due within 30 days cost (each for a year). The balance is read again.
 */
export async function lowBalance(
  ctx: ServiceContext,
  pricing: PricingService,
  accountId: string,
): Promise<LowBalanceView> {
  const account = ctx.cache.accounts.get(accountId);
  if (!account)
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
  const names =
    account.lowBalanceThreshold === null ? dueForRenewal(ctx, accountId, RENEWALS_AHEAD_DAYS) : [];
  // Read on every account switch: never a lookup per name, so a premium renewal whose price
  // is not known yet is left out of the figure (the Expiry view can look it up).
  const quote = await pricing.quote(
    accountId,
    names.map((domain) => ({ domain, operation: 'renew' as const, period: 1 })),
    { lookUpPremium: false },
  );
  const threshold = account.lowBalanceThreshold ?? quote.total;
  const balance = quote.balance.amount;
  const low = balance !== null && (moneyToCents(balance) ?? 0) < (moneyToCents(threshold) ?? 0);
  return {
    balance,
    threshold,
    source: account.lowBalanceThreshold === null ? 'renewals' : 'account',
    renewalsDue: names.length,
    low,
    currency: account.currency,
  };
}
