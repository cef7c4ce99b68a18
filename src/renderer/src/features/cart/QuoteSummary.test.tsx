// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CheckoutDialog } from './CheckoutDialog';
import { QuoteSummary } from './QuoteSummary';

function quote(balance: string, total: string, shortfall: string): Quote {
  return {
    currency: 'USD',
    items: [
      {
        domain: 'shop.com',
        unicodeDomain: 'shop.com',
        operation: 'register',
        period: 1,
        offeredPeriods: [1, 2],
        price: '10.99',
        priceSource: 'tld',
      },
      {
        domain: 'xn--bcher-kva.de',
        unicodeDomain: 'bücher.de',
        operation: 'transfer',
        period: 1,
        offeredPeriods: [1],
        price: '6.99',
        priceSource: 'tld',
      },
    ],
    total,
    complete: true,
    balance: { amount: balance, at: new Date().toISOString(), fromCache: false },
    covered: Number(shortfall) === 0,
    shortfall,
  };
}

describe('the cart total against the balance', () => {
  it('blocks checkout on a shortfall and says how much is missing', () => {
    renderWithMantine(
      <QuoteSummary
        quote={quote('10.00', '17.98', '7.98')}
        blocked={0}
        busy={false}
        onCheckout={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('7.98 USD missing');
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
  });

  it('blocks checkout while a line has problems, and allows it once covered and ready', () => {
    const onCheckout = vi.fn();
    const first = renderWithMantine(
      <QuoteSummary
        quote={quote('100.00', '17.98', '0.00')}
        blocked={1}
        busy={false}
        onCheckout={onCheckout}
      />,
    );
    expect(screen.getByText('1 item needs attention before checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
    first.unmount();
    renderWithMantine(
      <QuoteSummary
        quote={quote('100.00', '17.98', '0.00')}
        blocked={0}
        busy={false}
        onCheckout={onCheckout}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('lists exactly what will be charged, the total and what the balance will be after', () => {
    renderWithMantine(
      <CheckoutDialog
        quote={quote('100.00', '17.98', '0.00')}
        error={null}
        opened
        busy={false}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Orders to be charged' });
    expect(table).toHaveTextContent('shop.comRegister, 1 year10.99 USD');
    expect(table).toHaveTextContent('bücher.deTransfer, 1 year6.99 USD');
    expect(table).toHaveTextContent('Total17.98 USD');
    expect(screen.getByText(/leaving 82\.02 USD/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 17.98 USD' })).toBeEnabled();
  });
});
