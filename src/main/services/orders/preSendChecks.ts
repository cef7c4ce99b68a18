import { moneyToCents } from '../../../shared/api';
import type { ResellerClient } from '../../api';
import { AppFailure } from '../../../shared/ipc';
import { formatMoney } from '../../../shared/money';
import { lookupRegisterPrice, nonEmpty } from '../search/lookupRows';
import type { PremiumFact } from '../../cache/premiumRepo';
import { premiumFactOf } from '../pricing/premiumLookup';
import type { PreparedOrder } from './orderRequest';

export interface SendChecks {
  /** The balance just before sending: the baseline for reconciling a lost answer. */
  readonly balance: string;
  /** The expiry date before a renewal, to see later whether it moved. */
  readonly expiryBefore: string | null;
  /** The price expected to be charged (a premium price replaces the list price). */
  readonly price: string | null;
  /** The name is premium (from the fresh lookup of a registration). */
  readonly premium: boolean;
  /** What a registration's lookup said about the name's premium status, kept for renewals. */
  readonly premiumFact?: PremiumFact;
}

/** What the reseller was shown for this order at checkout: the most it may be charged. */
export interface ShownPrice {
  readonly price: string;
  readonly currency: string | null;
}

function rose(shown: string, now: string): boolean {
  const a = moneyToCents(shown);
  const b = moneyToCents(now);
  return a !== undefined && b !== undefined && b > a;
}

/**
 * Reads what reconciling a lost answer will need, before anything is journalled or sent:
 * the balance, the expiry date before a renewal (which also proves the domain is active in
 * the account) and, for a registration, whether the name is free, its premium price and its
 * premium status (recorded once the order succeeds, to price its renewals).
 * With `shown` (a checkout's line), a fresh premium price above it refuses the order, naming
 * both prices: nothing is charged that the reseller did not see.
 */
export async function checkBeforeSending(
  client: ResellerClient,
  order: PreparedOrder,
  quotedPrice: string | null,
  signal: AbortSignal | undefined,
  shown?: ShownPrice,
): Promise<SendChecks> {
  const options = signal ? { signal } : {};
  let price = quotedPrice;
  let expiryBefore: string | null = null;
  let premium = false;
  let premiumFact: PremiumFact | undefined;
  if (order.operation === 'register') {
    const { label, tld, ascii, unicode } = order.name;
    const isIdn = label.ascii.startsWith('xn--');
    const results = await client.lookup(
      {
        searchTerm: isIdn ? label.unicode : label.ascii,
        ...(isIdn && { punyCodeSearchTerm: label.ascii, isIdnDomain: true }),
        tldsToInclude: [`.${tld}`],
        premiumEnabled: true,
      },
      options,
    );
    const result = results.find((r) => r.domainName.toLowerCase() === ascii) ?? results[0];
    if (result?.availability === 'unavailable') {
      throw new AppFailure(
        'conflict',
        `${unicode} is already registered, so it cannot be registered.`,
      );
    }
    // The provider's refusal, not the app's rules: logged in Activity like any refused order.
    if (result?.availability === 'error') {
      throw new AppFailure(
        'validation',
        nonEmpty(result.domainErrorMessage) ?? `The provider says ${unicode} cannot be registered.`,
      );
    }
    if (result?.isPremium === true) {
      premium = true;
      const current = lookupRegisterPrice(result, order.period);
      if (shown && current !== undefined && rose(shown.price, current)) {
        const was = formatMoney(shown.price, shown.currency);
        const now = formatMoney(current, shown.currency);
        throw new AppFailure(
          'conflict',
          `Not sent, nothing charged: the premium price of ${unicode} rose from ${was} (as quoted) to ${now}. Check the new price in the cart and order again if it is still wanted.`,
          { quoted: shown.price, current },
        );
      }
      price = current ?? price;
    }
    premiumFact = result && premiumFactOf(result);
  } else if (order.operation === 'renew') {
    const information = await client.information(order.name.ascii, options);
    expiryBefore = nonEmpty(information.expiryDate) ?? null;
  }
  const balance = await client.credits(options);
  return { balance, expiryBefore, price, premium, ...(premiumFact && { premiumFact }) };
}
