// One formatter for every amount: `toLocaleString` builds a new one per call, which a price
// table of hundreds of rows pays for in its first render.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "2,500.00 USD": two decimals, grouped for reading, the ISO code rather than a symbol. */
export function formatMoney(amount: string | number | null, currency: string | null): string {
  if (amount === null) return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  const shown = Number.isFinite(value) ? TWO_DECIMALS.format(value) : String(amount);
  return currency === null ? shown : `${shown} ${currency}`;
}

/** Adds decimal strings exactly (in cents), as prices and balances are two-decimal strings. */
export function sumMoney(amounts: readonly (string | number)[]): number {
  const cents = amounts.reduce<number>(
    (total, amount) => total + Math.round(Number(amount) * 100),
    0,
  );
  return cents / 100;
}
