import type { Currency } from './types';

/** Amounts are integer cents internally; the API speaks two-decimal strings. */

export const CURRENCIES: readonly Currency[] = ['USD', 'EUR', 'GBP'];

/** Currency identifiers of the billing platform (cart pricing `currency`). */
export const CURRENCY_IDS: Readonly<Record<Currency, number>> = { USD: 1, EUR: 2, GBP: 3 };

// Fixed rates keep every price deterministic.
const RATES: Readonly<Record<Currency, number>> = { USD: 1, EUR: 0.92, GBP: 0.79 };

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'EUR' || value === 'GBP';
}

export function fromUsd(usdCents: number, currency: Currency): number {
  return Math.round(usdCents * RATES[currency]);
}

/** Parses '12', '12.5' or '12.34' (optionally negative); undefined for anything else. */
export function parseAmount(text: string): number | undefined {
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}
