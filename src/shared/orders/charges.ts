import { centsToMoney, moneyToCents } from '../api/money';

/**
 * What one order took from the balance: the balance read before it minus the one read after.
 * Orders are sent one at a time, so the step belongs to that order alone. Undefined when
 * either figure is not an amount.
 */
export function chargedAmount(before: string, after: string): string | undefined {
  const from = moneyToCents(before);
  const to = moneyToCents(after);
  return from === undefined || to === undefined ? undefined : centsToMoney(from - to);
}

/** Whether the charge read from the balance is not the price quoted before sending. */
export function chargeDiffers(quoted: string | null, charged: string | null): boolean {
  if (charged === null) return false;
  const paid = moneyToCents(charged);
  const expected = quoted === null ? undefined : moneyToCents(quoted);
  return paid !== expected;
}

function withCurrency(amount: string, currency: string | null): string {
  return currency ? `${amount} ${currency}` : amount;
}

/** The plain-words warning for a charge that is not the quote, or undefined when they match. */
export function chargeWarning(
  quoted: string | null,
  charged: string | null,
  currency: string | null,
): string | undefined {
  if (charged === null || !chargeDiffers(quoted, charged)) return undefined;
  const paid = withCurrency(charged, currency);
  if (quoted === null) return `The balance went down by ${paid}; no price was quoted.`;
  return `Charged ${paid}, not the ${withCurrency(quoted, currency)} quoted.`;
}

/**
 * What an order should have taken from the balance: its quote once it went through, nothing
 * when it was refused; null while its outcome is unknown (any charge may be right).
 */
export function expectedCharge(
  /** An order's result or journal state. */
  state: string,
  quoted: string | null,
): string | null {
  if (state === 'succeeded') return quoted;
  if (state === 'failed') return '0.00';
  return null;
}
