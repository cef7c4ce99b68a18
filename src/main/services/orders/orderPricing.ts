import { centsToMoney, moneyToCents } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import { formatMoney } from '../../../shared/money';
import type { OrderInput } from '../../../shared/ipc/channels/orders';
import type { QuoteItem } from '../../../shared/ipc/channels/pricing';
import type { PreparedOrder } from './orderRequest';
import type { SendChecks } from './preSendChecks';

/**
 * A renewal whose premium status (so its price) is unknown is sent only when the caller
 * accepted that, as the Renew dialog and the cart ask: the provider may charge any premium
 * renewal price. Answers whether such an acceptance applied.
 */
export function refuseUnknownRenewal(
  order: PreparedOrder,
  quoted: QuoteItem,
  input: OrderInput,
): true | undefined {
  if (order.operation !== 'renew' || quoted.renewalPremium !== 'unknown') return undefined;
  if (input.acceptUnknownPrice === true) return true;
  throw new AppFailure(
    'invalid_input',
    `Not sent, nothing charged: the premium renewal price of ${order.name.unicode} is unknown (whether it is a premium name could not be looked up). Accept the unknown price explicitly (acceptUnknownPrice, as the Renew dialog asks), or try again once the provider can be reached.`,
  );
}

/**
 * A quote line's premium price for its period, late fees left out: a premium registration's
 * own price, a premium renewal's renewal price. Undefined when the line is not premium; a null
 * price when it is but the amount is not known.
 */
export function quotedPremium(item: QuoteItem): { price: string | null } | undefined {
  if (item.premium) {
    const own = item.operation === 'renew' ? item.premium.renew : item.premium.register;
    return { price: item.operation === 'transfer' ? item.premium.transfer : own };
  }
  if (item.operation !== 'renew' || item.renewalPremium !== 'premium') return undefined;
  const total = item.price === null ? undefined : moneyToCents(item.price);
  const fee = item.lateFee ? moneyToCents(item.lateFee.amount) : 0;
  return { price: total === undefined || fee === undefined ? null : centsToMoney(total - fee) };
}

/** How the order is priced as a premium name, or undefined when it is not one. */
export function premiumOfOrder(
  order: PreparedOrder,
  quoted: QuoteItem,
  checks: SendChecks,
): { price: string | null } | undefined {
  // A registration is what the lookup just before sending says, not what the cart said.
  if (order.operation === 'register') {
    return checks.premium ? { price: checks.premiumPrice ?? null } : undefined;
  }
  return quotedPremium(quoted);
}

/**
 * A renewal is sent at most at the price shown for it (by a checkout, or to the autopilot's
 * cap and balance checks): one that costs more by now — the name expired since, or passed from
 * grace into redemption — is refused before anything is journalled or sent.
 */
export function refuseRenewalRise(
  order: PreparedOrder,
  quoted: QuoteItem,
  shown: { readonly price: string } | undefined,
  currency: string | null,
): void {
  if (order.operation !== 'renew' || !shown || quoted.price === null) return;
  const was = moneyToCents(shown.price);
  const now = moneyToCents(quoted.price);
  if (was === undefined || now === undefined || now <= was) return;
  const late = quoted.lateFee;
  const why = late
    ? ` (it is in its ${late.phase} period now: ${formatMoney(late.amount, currency)} fee included)`
    : '';
  throw new AppFailure(
    'conflict',
    `Not sent, nothing charged: the renewal price of ${order.name.unicode} rose from ${formatMoney(shown.price, currency)} (as quoted) to ${formatMoney(quoted.price, currency)}${why}. Check the new price and renew again if it is still wanted.`,
    // Not a premium rise (`quoted`/`current`): a renewal line has no lookup price to refresh.
    { shownPrice: shown.price, renewalPrice: quoted.price },
  );
}
