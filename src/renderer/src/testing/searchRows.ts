import type { SearchRow } from '../features/search/searchRows';

/** `count` results under .com in order; odd-numbered names are available, even ones taken. */
export function testRows(count: number, label = 'name'): SearchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    domain: `${label}${i + 1}.com`,
    unicodeDomain: `${label}${i + 1}.com`,
    unicodeLabel: `${label}${i + 1}`,
    tld: 'com',
    availability: i % 2 === 0 ? 'available' : 'unavailable',
    premium: false,
    premiumHidden: false,
    registerPrice: '10.99',
    renewPrice: '12.99',
    currency: 'USD',
    note: null,
    inPortfolio: false,
    position: i,
  }));
}
