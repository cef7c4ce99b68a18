export { formatMoney } from '../../../shared/money';

/** Adds decimal strings exactly (in cents), as prices and balances are two-decimal strings. */
export function sumMoney(amounts: readonly (string | number)[]): number {
  const cents = amounts.reduce<number>(
    (total, amount) => total + Math.round(Number(amount) * 100),
    0,
  );
  return cents / 100;
}
