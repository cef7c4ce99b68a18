import { describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from './money';

describe('money', () => {
  it('adds decimal strings exactly through cents', () => {
    const total = ['0.10', '0.20', '10.05'].reduce((sum, a) => sum + (moneyToCents(a) ?? 0), 0);
    expect(centsToMoney(total)).toBe('10.35');
  });

  it('reads signs, missing decimals and the not-offered marker', () => {
    expect(moneyToCents('-1.00')).toBe(-100);
    expect(moneyToCents('12')).toBe(1200);
    expect(moneyToCents('12.345')).toBe(1235);
    expect(moneyToCents('abc')).toBeUndefined();
    expect(moneyToCents('')).toBeUndefined();
    expect(centsToMoney(-5)).toBe('-0.05');
  });
});
