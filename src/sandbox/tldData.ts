/**
 * The simulated provider's TLD table. Prices are USD cents per year; EUR and GBP are derived
 * with fixed rates. `years` lists the registration lengths offered (not every TLD offers
 * 1..10). Grace/redemption follow the usual registry practice; -1 = no redemption window.
 */

export type TldGroup = '' | 'hot' | 'new' | 'sale';

export interface TldInfo {
  /** Relation id used in cart pricing records. */
  id: number;
  /** Without the leading dot, e.g. 'co.uk'. */
  tld: string;
  register: number;
  renew: number;
  transfer: number;
  years: readonly number[];
  minLength: number;
  maxLength: number;
  idn: boolean;
  graceDays: number;
  graceFee: number;
  redemptionDays: number;
  redemptionFee: number;
  group: TldGroup;
  /** Transfers need the auth code (the .uk family moves by registrar tag instead). */
  eppRequired: boolean;
  /** `domainfields[...]` keys an order must carry. */
  requiredFields: readonly string[];
}

const Y1 = [1];
const Y10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const Y5 = [1, 2, 3, 4, 5];

type Row = [
  tld: string,
  register: number,
  renew: number,
  transfer: number,
  years: readonly number[],
  minLength: number,
  idn: boolean,
  graceDays: number,
  graceFee: number,
  redemptionDays: number,
  redemptionFee: number,
  group: TldGroup,
];

const ROWS: readonly Row[] = [
  ['com', 1099, 1299, 1099, Y10, 1, true, 40, 0, 30, 8000, 'hot'],
  ['net', 1299, 1499, 1299, Y10, 1, true, 40, 0, 30, 8000, ''],
  ['org', 1199, 1399, 1199, Y10, 1, true, 40, 0, 30, 8000, ''],
  ['info', 299, 2099, 1899, Y10, 1, true, 40, 0, 30, 8000, 'sale'],
  ['biz', 1499, 1699, 1499, Y10, 1, true, 40, 0, 30, 8000, ''],
  ['io', 3999, 4499, 3999, [1, 2, 3], 3, false, 30, 500, 30, 9000, 'hot'],
  ['app', 1499, 1699, 1499, Y10, 1, false, 40, 0, 30, 8000, 'new'],
  ['dev', 1399, 1599, 1399, Y10, 1, false, 40, 0, 30, 8000, 'new'],
  ['xyz', 199, 1299, 1199, Y10, 1, true, 40, 0, 30, 8000, 'sale'],
  ['online', 399, 3499, 3199, Y10, 1, true, 40, 0, 30, 8000, 'sale'],
  ['shop', 299, 3299, 2999, Y10, 1, true, 40, 0, 30, 8000, 'sale'],
  ['store', 499, 4999, 4599, Y10, 1, true, 40, 0, 30, 8000, ''],
  ['tech', 699, 4999, 4599, Y10, 1, false, 40, 0, 30, 8000, 'new'],
  ['site', 299, 3299, 2999, Y10, 1, true, 40, 0, 30, 8000, ''],
  ['co', 2599, 2899, 2599, Y5, 1, false, 30, 0, 30, 8000, ''],
  ['me', 1999, 2199, 1999, Y10, 1, false, 30, 0, 30, 8000, ''],
  ['ai', 7999, 7999, 7999, [2, 4, 6, 8, 10], 1, false, 30, 1000, 30, 12000, 'hot'],
  ['cloud', 999, 2199, 1999, Y10, 1, false, 40, 0, 30, 8000, 'new'],
  ['de', 699, 699, 599, Y1, 1, true, 0, 0, -1, 0, ''],
  ['fr', 899, 999, 899, Y10, 1, true, 0, 0, 30, 4500, ''],
  ['nl', 799, 799, 499, Y1, 2, false, 0, 0, 40, 3000, ''],
  ['eu', 799, 899, 799, Y10, 2, true, 0, 0, 40, 4500, ''],
  ['us', 899, 999, 899, Y10, 1, false, 30, 0, 30, 8000, ''],
  ['ca', 1399, 1499, 1399, Y10, 2, true, 30, 0, 30, 8000, ''],
  ['es', 899, 899, 899, Y10, 3, true, 10, 0, -1, 0, ''],
  ['it', 999, 999, 999, Y1, 3, true, 15, 0, 30, 6000, ''],
  ['ch', 1199, 1199, 1199, Y1, 1, true, 0, 0, -1, 0, ''],
  ['pl', 1499, 1499, 1499, Y10, 2, true, 30, 0, -1, 0, ''],
  ['be', 899, 899, 899, Y1, 2, true, 0, 0, 40, 4000, ''],
  ['at', 1299, 1299, 1299, Y1, 1, true, 0, 0, -1, 0, ''],
  ['uk', 899, 899, 0, Y10, 1, false, 30, 0, 60, 3000, ''],
  ['co.uk', 899, 899, 0, Y10, 1, false, 30, 0, 60, 3000, 'hot'],
  ['org.uk', 899, 899, 0, Y10, 1, false, 30, 0, 60, 3000, ''],
  ['com.au', 1499, 1499, 1499, Y5, 2, false, 30, 0, -1, 0, ''],
  ['co.nz', 2299, 2299, 2299, Y10, 1, false, 0, 0, 90, 5000, ''],
];

const REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  us: ['Nexus Category', 'Application Purpose'],
};

const EPP_FREE = new Set(['uk', 'co.uk', 'org.uk']);

export const TLDS: readonly TldInfo[] = ROWS.map((row, i) => {
  const [tld, register, renew, transfer, years, minLength, idn] = row;
  const [, , , , , , , graceDays, graceFee, redemptionDays, redemptionFee, group] = row;
  return {
    id: i + 1,
    tld,
    register,
    renew,
    transfer,
    years,
    minLength,
    maxLength: 63,
    idn,
    graceDays,
    graceFee,
    redemptionDays,
    redemptionFee,
    group,
    eppRequired: !EPP_FREE.has(tld),
    requiredFields: REQUIRED_FIELDS[tld] ?? [],
  };
});
