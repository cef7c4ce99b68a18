import type { ApiCallError } from '../../../shared/api';
import { formatMoney } from '../../../shared/money';
import { yearsText } from '../pricing/quote';
import type { PreparedOrder } from './orderRequest';

/** The plain words of an order's outcome, as the results and the activity log show them. */
function money(amount: string | null, currency: string | null): string {
  return amount === null ? '' : ` (${formatMoney(amount, currency)})`;
}

export function successText(
  order: PreparedOrder,
  price: string | null,
  currency: string | null,
  premium: boolean,
): string {
  const unicode = premium ? `${order.name.unicode} (Premium)` : order.name.unicode;
  const years = yearsText(order.period);
  if (order.operation === 'register')
    return `${unicode} registered for ${years}${money(price, currency)}.`;
  if (order.operation === 'transfer') {
    return `Transfer of ${unicode} started, adding ${years}${money(price, currency)}.`;
  }
  return `${unicode} renewed for ${years}${money(price, currency)}.`;
}

export function failureText(error: ApiCallError): string {
  const server = error.error.serverMessage;
  return server !== undefined && server !== ''
    ? `${error.message} The provider said: ${server}`
    : error.message;
}

/** A refusal for want of registry fields, in plain words: nothing was placed or charged. */
export function missingFieldsText(order: PreparedOrder, missing: readonly string[]): string {
  const { unicode } = order.name;
  const tld = unicode.slice(unicode.indexOf('.'));
  const named = missing.map((name) => `"${name}"`).join(', ');
  const one = missing.length === 1;
  return `Not placed, nothing charged: the ${tld} registry needs the registry field${one ? '' : 's'} ${named}, which this order did not include. Fill ${one ? 'it' : 'them'} in and order again.`;
}
