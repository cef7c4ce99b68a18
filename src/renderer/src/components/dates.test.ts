import { describe, expect, it } from 'vitest';
import { formatAge, formatDateWithAge, relativeDays } from './dates';

describe('dates', () => {
  it('says how far a date is in days, grouped like every other count', () => {
    expect(relativeDays(0)).toBe('today');
    expect(relativeDays(1)).toBe('tomorrow');
    expect(relativeDays(-1)).toBe('yesterday');
    expect(relativeDays(98)).toBe('in 98 days');
    expect(relativeDays(1130)).toBe('in 1,130 days');
    expect(relativeDays(-2400)).toBe('2,400 days ago');
  });

  it('gives an expiry date with its distance from today', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(formatDateWithAge('2029-12-28', now)).toBe('2029-12-28 · in 1,130 days');
    expect(formatDateWithAge(null, now)).toBe('—');
    expect(formatDateWithAge('soon', now)).toBe('soon');
  });

  it('says how old cached data is', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(formatAge(null, now)).toBe('never');
    expect(formatAge('2026-11-24T09:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-24T09:55:00Z', now)).toBe('5 min ago');
    expect(formatAge('2023-11-24T10:00:00Z', now)).toBe('1,096 days ago');
  });
});
