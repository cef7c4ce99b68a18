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

const premium = (label: string, period: number, renewPrice?: string | null): LabelSearchResult => ({
  label,
  unicodeLabel: label,
  domains: [
    {
      domain: `${label}.com`,
      unicodeDomain: `${label}.com`,
      tld: 'com',
      availability: 'available',
      premium: true,
      period,
      price: '2500.00',
      currency: 'USD',
      ...(renewPrice !== undefined && { renewPrice }),
    },
  ],
});

describe('the Renew column of premium names', () => {
  it('shows the premium renewal price for its period, or says it is unknown, never the TLD price', () => {
    const rows = searchRows(
      [premium('casino', 2, '500.00'), premium('poker', 2, null), premium('dice', 1, '250.00')],
      new Map([['com', com]]),
      2,
    );
    expect(rows.map((row) => [row.domain, row.renewPrice])).toEqual([
      ['casino.com', '500.00'],
      ['poker.com', null],
      // Priced by the lookup for 1 year only: no price for 2 years is made up.
      ['dice.com', null],
    ]);
    const csv = rowsToCsv(rows, 2).split('\r\n');
    expect(csv[1]).toContain(',500.00,USD,');
    expect(csv[2]).toContain(',premium renewal price unknown,USD,');
    expect(csv[3]).toContain(',premium renewal price unknown,USD,');
  });

  it('leaves the Renew cell of a premium name hidden by the search empty, not unknown', () => {
    const hidden = premium('ab', 1);
    const domains = hidden.domains.map((domain) => ({ ...domain, premiumHidden: true }));
    const [row] = searchRows([{ ...hidden, domains }], new Map([['com', com]]), 1);
    expect(row).toMatchObject({ premiumHidden: true, renewPrice: null });
    expect(rowsToCsv(row ? [row] : [], 1)).not.toContain('premium renewal price unknown');
  });
});
