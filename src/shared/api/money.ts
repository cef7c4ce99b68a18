/**
 * Money arrives as decimal strings ("12.50"). Arithmetic is done in integer cents so that
 * sums never pick up binary floating-point error.
 */
const MONEY_PATTERN = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/** Whole cents of a decimal amount, rounded half away from zero; undefined when not a number. */
export function moneyToCents(amount: string): number | undefined {
  const match = MONEY_PATTERN.exec(amount);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const padded = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign && cents !== 0 ? -cents : cents;
}

/** "12.50" from 1250. */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
