import { describe, expect, it } from 'vitest';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import { formatDays, formatYears, pricingRows } from './pricingRows';

function row(tld: string, register: string | null, redemptionDays: number | null): TldPriceView {
  return {
    tld: `.${tld}`,
    unicodeTld: `.${tld}`,
    currency: 'USD',
    registrationPrice: register,
    renewalPrice: register,
    transferPrice: register,
    graceFee: null,
    graceDays: 30,
    redemptionDays,
    redemptionFee: null,
    years: [1],
  };
}

const rows = [
  row('com', '10.99', 30),
  row('de', '6.99', -1),
  row('io', null, 0),
  row('co.uk', '8.50', 30),
];

describe('the TLD pricing table', () => {
  it('finds TLDs by name, with or without the dot', () => {
    const sort = { column: 'tld' as const, descending: false };
    expect(pricingRows(rows, '.co', sort).map((r) => r.tld)).toEqual(['.co.uk', '.com']);
    expect(pricingRows(rows, 'uk', sort).map((r) => r.tld)).toEqual(['.co.uk']);
  });

  it('sorts by price either way with unpriced TLDs last', () => {
    const up = pricingRows(rows, '', { column: 'registrationPrice', descending: false });
    expect(up.map((r) => r.tld)).toEqual(['.de', '.co.uk', '.com', '.io']);
    const down = pricingRows(rows, '', { column: 'registrationPrice', descending: true });
    expect(down.map((r) => r.tld)).toEqual(['.com', '.co.uk', '.de', '.io']);
  });

  it('treats a redemption of -1 days as none, sorted after real windows', () => {
    expect(formatDays(-1)).toBe('none');
    expect(formatDays(0)).toBe('0 days');
    expect(formatDays(1)).toBe('1 day');
    const byRedemption = pricingRows(rows, '', { column: 'redemptionDays', descending: false });
    expect(byRedemption.map((r) => r.tld)).toEqual(['.io', '.co.uk', '.com', '.de']);
  });

  it('shows offered years as a range when they run on', () => {
    expect(formatYears([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe('1–10');
    expect(formatYears([1, 2])).toBe('1, 2');
    expect(formatYears([1, 3, 5])).toBe('1, 3, 5');
  });
});
