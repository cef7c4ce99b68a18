import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('an amount of money', () => {
  it('reads with two decimals, grouped, and the currency code after it', () => {
    expect(formatMoney('2500', 'USD')).toBe('2,500.00 USD');
    expect(formatMoney(12.5, null)).toBe('12.50');
    expect(formatMoney('1234567.891', 'EUR')).toBe('1,234,567.89 EUR');
  });

  it('shows what it was given when that is not a number, and a dash for none', () => {
    expect(formatMoney('n/a', 'USD')).toBe('n/a USD');
    expect(formatMoney(null, 'USD')).toBe('—');
  });
});
