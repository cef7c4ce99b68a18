import { describe, expect, it } from 'vitest';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import type { LabelSearchResult } from '../../../../shared/ipc/channels/search';
import { priceForYears, rowsToCsv, searchRows, visibleRows } from './searchRows';

function tldPrice(tld: string, register: string, renew: string, years: number[]): TldPriceView {
  return {
    tld: `.${tld}`,
    unicodeTld: `.${tld}`,
    currency: 'USD',
    registrationPrice: register,
    renewalPrice: renew,
    transferPrice: register,
    graceFee: null,
    graceDays: null,
    redemptionDays: -1,
    redemptionFee: null,
    years,
  };
}

const prices = new Map([
  ['com', tldPrice('com', '10.99', '12.99', [1, 2, 3])],
  ['de', tldPrice('de', '6.99', '6.99', [1])],
]);

const result = (
  label: string,
  ...domains: [string, 'available' | 'unavailable', boolean, string?][]
): LabelSearchResult => ({
  label,
  unicodeLabel: label,
  domains: domains.map(([tld, availability, premium, price]) => ({
    domain: `${label}.${tld}`,
    unicodeDomain: `${label}.${tld}`,
    tld,
    availability,
    premium,
    period: 1,
    price: price ?? null,
    currency: 'USD',
  })),
});

describe('search results priced for the chosen period', () => {
  it('multiplies yearly prices exactly', () => {
    expect(priceForYears('10.99', 3)).toBe('32.97');
    expect(priceForYears('0.10', 3)).toBe('0.30');
    expect(priceForYears(null, 2)).toBeNull();
  });

  it('prices register and renew for the period, and says when a TLD does not offer it', () => {
    const rows = searchRows(
      [result('shop', ['com', 'available', false], ['de', 'available', false])],
      prices,
      2,
    );
    expect(rows.map((r) => [r.domain, r.registerPrice, r.renewPrice, r.note])).toEqual([
      ['shop.com', '21.98', '25.98', null],
      ['shop.de', null, null, 'Not offered for 2 years'],
    ]);
  });

  it('keeps a premium name at its own price for its own period only', () => {
    const premium = [result('gold', ['com', 'available', true, '2500.00'])];
    expect(searchRows(premium, prices, 1)[0]?.registerPrice).toBe('2500.00');
    expect(searchRows(premium, prices, 2)[0]).toMatchObject({
      registerPrice: null,
      note: 'Premium: 2,500.00 USD for 1 year',
    });
    // Never the TLD's ordinary renewal price under a premium name.
    expect(searchRows(premium, prices, 1)[0]?.renewPrice).toBeNull();
  });

  it('shows a premium name hidden by the search as premium with no price, never taken', () => {
    const [hidden] = result('ab', ['com', 'unavailable', true]).domains;
    if (hidden === undefined) throw new Error('no row');
    const rows = searchRows(
      [{ label: 'ab', unicodeLabel: 'ab', domains: [{ ...hidden, premiumHidden: true }] }],
      prices,
      1,
    );
    expect(rows[0]).toMatchObject({
      premiumHidden: true,
      registerPrice: null,
      renewPrice: null,
      note: 'Premium — hidden; turn on premium names to see the price',
    });
  });

  it('filters to available names and sorts names as people count, unpriced last', () => {
    const rows = searchRows(
      [
        result('shop10', ['com', 'available', false]),
        result('shop2', ['com', 'unavailable', false], ['de', 'available', false]),
      ],
      prices,
      1,
    );
    const byName = visibleRows(rows, {
      availableOnly: true,
      sort: { key: 'domain', descending: false },
    });
    expect(byName.map((r) => r.domain)).toEqual(['shop2.de', 'shop10.com']);
    const byPrice = visibleRows(rows, {
      availableOnly: false,
      sort: { key: 'price', descending: true },
    });
    expect(byPrice.map((r) => r.domain)).toEqual(['shop10.com', 'shop2.com', 'shop2.de']);
  });

  it('exports CSV with a header, quoted cells where needed and the names already in the portfolio', () => {
    const rows = searchRows(
      [result('shop', ['com', 'available', false], ['de', 'unavailable', false])],
      prices,
      1,
    );
    const [free, owned] = rows;
    const csv = rowsToCsv(
      [
        { ...free!, note: 'says "hi", twice' },
        { ...owned!, inPortfolio: true },
      ],
      1,
    );
    expect(csv.split('\r\n')).toEqual([
      'domain,unicode,tld,availability,premium,in_portfolio,period_years,register_price,renew_price,currency,note',
      'shop.com,shop.com,com,available,no,no,1,10.99,12.99,USD,"says ""hi"", twice"',
      expect.stringMatching(/^shop\.de,shop\.de,de,unavailable,no,yes,1,/),
      '',
    ]);
  });

  it('exports a provider note a spreadsheet would run as a formula as plain text', () => {
    const [free, owned] = searchRows(
      [result('shop', ['com', 'available', false], ['de', 'unavailable', false])],
      prices,
      1,
    );
    const csv = rowsToCsv(
      [
        { ...free!, note: '=HYPERLINK("http://evil.example")' },
        { ...owned!, note: ' ＠SUM(A1)\u001b' },
      ],
      1,
    );
    const notes = csv
      .split('\r\n')
      .slice(1, 3)
      .map((line) => line.split(',').at(-1));
    expect(notes).toEqual([`"'=HYPERLINK(""http://evil.example"")"`, "' ＠SUM(A1)"]);
  });
});
