// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote, QuoteItem } from '../../../../../shared/ipc/channels/pricing';
import type { RenewalPlan } from '../../../../../shared/ipc/channels/renewals';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { RenewalLines } from './RenewalLines';

function renewal(domain: string, extra: Partial<QuoteItem>): QuoteItem {
  return {
    domain,
    unicodeDomain: domain,
    operation: 'renew',
    period: 1,
    offeredPeriods: [1],
    price: '12.99',
    priceSource: 'tld',
    ...extra,
  };
}

function plan(items: QuoteItem[]): RenewalPlan {
  const quote: Quote = {
    currency: 'USD',
    items,
    total: '0.00',
    complete: true,
    balance: { amount: '5000.00', at: null, fromCache: false },
    covered: true,
    shortfall: '0.00',
  };
  return {
    renewable: items.length,
    leftOut: { pending: 0, notInAccount: 0, gone: 0, missing: 0 },
    lines: items.map((item) => ({
      domain: item.domain,
      unicodeDomain: item.unicodeDomain,
      expiryDate: '2026-10-01',
      newExpiryDate: '2027-10-01',
    })),
    quote,
  };
}

describe('the Renew dialog lines', () => {
  it('write a premium renewal with its late fee as every amount is written, and say when a price is unknown', () => {
    renderWithMantine(
      <RenewalLines
        currency="USD"
        plan={plan([
          renewal('gold.com', {
            price: '1080.00',
            priceSource: 'premium',
            renewalPremium: 'premium',
            lateFee: { phase: 'redemption', amount: '80.00' },
          }),
          renewal('qz.com', { price: null, priceSource: null, renewalPremium: 'unknown' }),
        ])}
      />,
    );
    expect(screen.getByRole('row', { name: /gold\.com/ }).textContent).toContain(
      '1,080.00 USD (premium, incl. redemption fee 80.00 USD)',
    );
    expect(screen.getByRole('row', { name: /qz\.com/ }).textContent).toContain(
      'Premium renewal price unknown',
    );
  });
});
