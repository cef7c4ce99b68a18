import { describe, expect, it } from 'vitest';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import type { LabelSearchResult } from '../../../../shared/ipc/channels/search';
import { rowsToCsv, searchRows } from './searchRows';

const com: TldPriceView = {
  tld: '.com',
  unicodeTld: '.com',
  currency: 'USD',
  registrationPrice: '10.99',
  renewalPrice: '12.99',
  transferPrice: '10.99',
  graceFee: '0.00',
  graceDays: 40,
  redemptionDays: 30,
  redemptionFee: '80.00',
  years: [1, 2, 3],
};

const premium = (label: string, renewalPrice?: string | null): LabelSearchResult => ({
  label,
  unicodeLabel: label,
  domains: [
    {
      domain: `${label}.com`,
      unicodeDomain: `${label}.com`,
      tld: 'com',
      availability: 'available',
      premium: true,
      period: 1,
      price: '1250.00',
      currency: 'USD',
      ...(renewalPrice !== undefined && { renewalPrice }),
    },
  ],
});

describe('the Renew column of premium names', () => {
  it('shows the premium renewal price for the period, never the TLD price, in the list and the CSV', () => {
    const rows = searchRows(
      [premium('casino', '250.00'), premium('poker')],
      new Map([['com', com]]),
      2,
    );
    expect(rows.map((row) => [row.domain, row.renewPrice])).toEqual([
      ['casino.com', '500.00'],
      ['poker.com', null],
    ]);
    const csv = rowsToCsv(rows, 2).split('\r\n');
    expect(csv[1]).toContain(',500.00,USD,');
    expect(csv[2]).toContain(',premium renewal price unknown,USD,');
  });
});
