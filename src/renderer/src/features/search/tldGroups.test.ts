import { describe, expect, it } from 'vitest';
import { groupTlds } from './tldGroups';

describe('the TLD picker’s groups', () => {
  it('puts favourites first, then generic, country-code and new generic TLDs', () => {
    const groups = groupTlds(['shop', 'de', 'com', 'co.uk', 'net', 'io'], new Set(['de']));
    expect(groups.map((g) => [g.group, g.items.map((i) => i.label)])).toEqual([
      ['Favourites', ['.de']],
      ['Generic', ['.com', '.io', '.net']],
      ['Country code', ['.co.uk']],
      ['New generic', ['.shop']],
    ]);
  });
});
