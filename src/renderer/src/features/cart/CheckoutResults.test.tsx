// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderOutcome, OrderView } from '../../../../shared/ipc/channels/orders';
import type { Quote, QuoteItem } from '../../../../shared/ipc/channels/pricing';
import { jobsStore } from '../../state/jobsStore';
import { runningJob } from '../../testing/jobSummary';
import { orderView } from '../../testing/orderView';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { cartStores } from './cartStore';
import { CheckoutResults } from './CheckoutResults';

function line(domain: string, operation: QuoteItem['operation'], price: string): QuoteItem {
  return {
    domain,
    unicodeDomain: domain,
    operation,
    period: 1,
    offeredPeriods: [1],
    price,
    priceSource: 'cart',
  };
}

/** The journal entry of a placed order, as an outcome carries it. */
function placed(item: QuoteItem | undefined, index: number): OrderView {
  return orderView({
    id: `order-${index}`,
    accountId: 'account',
    operation: item?.operation ?? 'register',
    domain: item?.domain ?? '',
    unicodeDomain: item?.unicodeDomain ?? '',
    period: item?.period ?? 1,
    price: item?.price ?? null,
    charged: item?.price ?? null,
  });
}

/** A finished checkout of `items`, every order placed with `messages`. */
function finished(jobId: string, items: QuoteItem[], messages: string[]): void {
  installFakeBridge();
  const total = items.length;
  jobsStore.getState().track(runningJob(jobId, total));
  jobsStore.getState().apply({
    ...runningJob(jobId, total),
    kind: 'orders',
    state: 'done',
    done: total,
    succeeded: total,
    finishedAt: '2026-11-23T10:01:00.000Z',
    items: messages.map((message, index) => ({
      index,
      key: items[index]?.domain ?? '',
      state: 'succeeded',
      result: {
        result: 'succeeded',
        message,
        order: placed(items[index], index),
      } satisfies OrderOutcome,
    })),
  });
  cartStores.current().setState({
    checkoutQuote: { currency: 'USD', items, total: '0.00' } as unknown as Quote,
  });
}

describe('the results of a checkout', () => {
  it('after renewals only, says nothing of new pending domains', () => {
    finished('renewals', [line('kept.com', 'renew', '12.99')], ['kept.com renewed for 1 year.']);
    renderWithMantine(<CheckoutResults jobId="renewals" />);
    expect(
      screen.getByText('Renewed domains show their new expiry date in the portfolio.'),
    ).toBeTruthy();
    expect(screen.queryByText(/New domains are in the portfolio/)).toBeNull();
  });

  it('marks a premium name and writes its price as every amount is written', () => {
    const premium: QuoteItem = {
      ...line('ab.com', 'register', '2125.00'),
      priceSource: 'premium',
      premium: { register: '2125.00', renew: '425.00', transfer: null, checkedAt: '' },
    };
    finished('premium', [premium], ['ab.com (Premium) registered for 1 year (2,125.00 USD).']);
    renderWithMantine(<CheckoutResults jobId="premium" />);
    const row = screen.getByRole('row', { name: /ab\.com/ });
    expect(row.textContent).toContain('Premium');
    expect(row.textContent).toContain('2,125.00 USD');
    expect(screen.getByText(/^New domains are in the portfolio as pending/)).toBeTruthy();
  });
});
