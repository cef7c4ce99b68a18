import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCodeOf, countryName } from './countries';

describe('countries', () => {
  it.each([
    ['Germany', 'DE'],
    ['germany', 'DE'],
    ['  United   Kingdom ', 'GB'],
    ["Côte d'Ivoire", 'CI'],
    ["cote d'ivoire", 'CI'],
    ['USA', 'US'],
    ['de', 'DE'],
  ])('finds %s as %s', (typed, code) => {
    expect(countryCodeOf(typed)).toBe(code);
  });

  it.each(['UK', 'Atlantis', 'QQ', ''])('finds no country for %s', (typed) => {
    expect(countryCodeOf(typed)).toBeUndefined();
  });

  it('lists every ISO country once, by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryName('de')).toBe('Germany');
  });
});
