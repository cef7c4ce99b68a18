import { moneyToCents } from '../../../shared/api';
import type { ResellerClient } from '../../api';
import { AppFailure } from '../../../shared/ipc';
import { formatMoney } from '../../../shared/money';
import { calendarDate } from '../portfolio/failureText';
import { lookupRegisterPrice, nonEmpty } from '../search/lookupRows';
import type { PremiumFact } from '../../cache/premiumRepo';
import { premiumFactOf } from '../pricing/premiumLookup';
import type { PreparedOrder } from './orderRequest';

export interface SendChecks {
  /** The balance just before sending: the baseline for reconciling a lost answer. */
  readonly balance: string;
  /** The expiry date before a renewal, to see later whether it moved. */
  readonly expiryBefore: string | null;
  /** The price expected to be charged: the price the order is sent at. */
  readonly price: string | null;
  /** The name is premium (from the fresh lookup of a registration). */
  readonly premium: boolean;
  /** A premium registration's price from that lookup, when it gave one. */
  readonly premiumPrice?: string;
  /** What a registration's lookup said about the name's premium status, kept for renewals. */
  readonly premiumFact?: PremiumFact;
  /** Why `price` is not the price the checkout showed (a premium price gone or lower). */
  readonly priceChange?: string;
}

/** What the reseller was shown for this order at checkout: the most it may be charged. */
export interface ShownPrice {
  readonly price: string;
  readonly currency: string | null;
  /** Set when the checkout showed the line as a premium name. */
  readonly premium?: { readonly price: string | null };
}

function cents(amount: string): number | undefined {
  return moneyToCents(amount);
}

function rose(shown: string, now: string): boolean {
  const a = cents(shown);
  const b = cents(now);
  return a !== undefined && b !== undefined && b > a;
}

function refuseRise(unicode: string, shown: ShownPrice, now: string, what: string): never {
  const was = formatMoney(shown.price, shown.currency);
  const price = formatMoney(now, shown.currency);
  throw new AppFailure(
    'conflict',
    `Not sent, nothing charged: the ${what} of ${unicode} rose from ${was} (as quoted) to ${price}. Check the new price in the cart and order again if it is still wanted.`,
    { quoted: shown.price, current: now },
  );
}

/**
 * The price a registration is sent at, from the lookup just before sending: its premium price
 * while it is premium, else the standard (list) price. With `shown` (a checkout's line), a
 * price above it refuses the order, naming both prices; a premium price gone or lower is
 * taken, and the change named, so the journal and the receipt hold what is sent.
 */
function registrationPrice(
  unicode: string,
  fresh: { premium: boolean; price: string | undefined },
  list: string | null,
  shown: ShownPrice | undefined,
): { price: string | null; priceChange?: string } {
  if (!shown) return { price: fresh.premium ? (fresh.price ?? list) : list };
  if (fresh.premium) {
    if (fresh.price === undefined) return { price: shown.price };
    if (rose(shown.price, fresh.price)) refuseRise(unicode, shown, fresh.price, 'premium price');
    return fresh.price === shown.price || shown.premium === undefined
      ? { price: fresh.price }
      : {
          price: fresh.price,
          priceChange: changeText(shown, fresh.price, 'the premium price fell'),
        };
  }
  if (shown.premium === undefined) return { price: shown.price };
  // Quoted as premium, no longer premium: the provider charges the standard price.
  if (list === null) {
    throw new AppFailure(
      'conflict',
      `Not sent, nothing charged: ${unicode} is no longer a premium name, and its standard price is not known. Refresh the prices and order again if it is still wanted.`,
    );
  }
  if (rose(shown.price, list)) refuseRise(unicode, shown, list, 'price');
  return { price: list, priceChange: changeText(shown, list, 'no longer premium') };
}

function changeText(shown: ShownPrice, now: string, why: string): string {
  const was = formatMoney(shown.price, shown.currency);
  return `Was quoted ${was} as premium, ordered at ${formatMoney(now, shown.currency)}: ${why}.`;
}

/**
 * Reads what reconciling a lost answer will need, before anything is journalled or sent:
 * the balance, the expiry date before a renewal (which also proves the domain is active in
 * the account) and, for a registration, whether the name is free, its premium price and its
 * premium status (recorded once the order succeeds, to price its renewals).
 * `list` is the line's price from the price lists (for a registration, the standard price);
 * `shown`, a checkout's price for the line (see `registrationPrice`).
 */
export async function checkBeforeSending(
  client: ResellerClient,
  order: PreparedOrder,
  list: string | null,
  signal: AbortSignal | undefined,
  shown?: ShownPrice,
): Promise<SendChecks> {
  const options = signal ? { signal } : {};
  let expiryBefore: string | null = null;
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
    const premium = result?.isPremium === true;
    const premiumPrice = premium ? lookupRegisterPrice(result, order.period) : undefined;
    const priced = registrationPrice(unicode, { premium, price: premiumPrice }, list, shown);
    const premiumFact = result && premiumFactOf(result);
    const balance = await client.credits(options);
    return {
      balance,
      expiryBefore,
      ...priced,
      premium,
      ...(premiumPrice !== undefined && { premiumPrice }),
      ...(premiumFact && { premiumFact }),
    };
  }
  if (order.operation === 'renew') {
    const information = await client.information(order.name.ascii, options);
    expiryBefore = nonEmpty(information.expiryDate) ?? null;
  }
  const balance = await client.credits(options);
  return { balance, expiryBefore, price: shown?.price ?? list, premium: false };
}

/** The `reason` of the refusal below, for callers that tell it apart from a failure. */
export const EXPIRY_MOVED = 'expiry_moved';

/**
 * A renewal meant for one expiry date (`expected`, the autopilot's) is not sent when the
 * provider's date, read just before sending, is another: the name was renewed elsewhere, or
 * the cache is behind, and a renewal now would add a year nobody asked for.
 */
export function refuseMovedExpiry(
  order: PreparedOrder,
  fresh: string | null,
  expected: string | undefined,
): void {
  if (order.operation !== 'renew' || expected === undefined || fresh === null) return;
  const now = calendarDate(fresh);
  if (now === undefined || now === expected) return;
  throw new AppFailure(
    'conflict',
    `Not sent, nothing charged: ${order.name.unicode} expires on ${now} at the provider, not on ${expected} as DomainDesk had it (renewed elsewhere, or changed since it was last read). Its details are read again.`,
    { reason: EXPIRY_MOVED, expected, provider: now },
  );
}
