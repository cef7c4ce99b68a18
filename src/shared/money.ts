// One formatter for every amount: `toLocaleString` builds a new one per call, which a price
// table of hundreds of rows pays for in its first render.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "2,500.00 USD": two decimals, grouped for reading, the ISO code rather than a symbol. The
 * one way amounts are written, on screens and in the messages main sends.
 */
export function formatMoney(amount: string | number | null, currency: string | null): string {
  if (amount === null) return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  const shown = Number.isFinite(value) ? TWO_DECIMALS.format(value) : String(amount);
  return currency === null || currency === '' ? shown : `${shown} ${currency}`;
}
