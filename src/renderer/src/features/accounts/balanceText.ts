/** "2,500.00 USD": the amount grouped for reading, the ISO code rather than a symbol. */
export function balanceText(amount: string, currency: string | null): string {
  const value = Number(amount);
  const shown = Number.isFinite(value)
    ? value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : amount;
  return currency === null ? shown : `${shown} ${currency}`;
}

/** "today at 09:30" style time of a balance read, in the user's locale. */
export function readAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
