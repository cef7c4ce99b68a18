import { describe, expect, it } from 'vitest';
import { receiptCsv } from './receipt';
import type { Receipt } from './receipt';

const RECEIPT: Receipt = {
  jobId: 'job-1',
  accountId: 'acc-1',
  currency: 'USD',
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:05.000Z',
  balanceBefore: '100.00',
  balanceAfter: '90.00',
  lines: [
    {
      domain: 'example.com',
      unicodeDomain: 'example.com',
      operation: 'register',
      period: 1,
      premium: false,
      quoted: '10.00',
      charged: '10.00',
      result: 'failed',
      // The provider's own words, as they came back.
      message: ' -2+3 refused\u0007 by the registry',
    },
  ],
};

describe('a receipt saved as CSV', () => {
  it('keeps a provider message a spreadsheet would run as a formula as plain text', () => {
    const [, line] = receiptCsv(RECEIPT).split('\r\n');
    expect(line).toBe(
      "example.com,register,1,no,,10.00,10.00,USD,failed,' -2+3 refused by the registry",
    );
  });

  it('writes the same header, totals and balances as every other export', () => {
    expect(receiptCsv(RECEIPT).split('\r\n')).toEqual([
      'domain,order,years,premium,premium price,quoted,charged,currency,result,detail',
      "example.com,register,1,no,,10.00,10.00,USD,failed,' -2+3 refused by the registry",
      'total,,,,,0.00,10.00,USD,,',
      'balance before,,,,,,100.00,USD,,2026-11-27T10:00:00.000Z',
      'balance after,,,,,,90.00,USD,,2026-11-27T10:00:05.000Z',
      '',
    ]);
  });
});
