import { formatMoney } from '../../../../shared/money';

/** "2,500.00 USD": written as every other amount is (see `formatMoney`). */
export function balanceText(amount: string, currency: string | null): string {
  return formatMoney(amount, currency);
}

/** "today at 09:30" style time of a balance read, in the user's locale. */
export function readAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
