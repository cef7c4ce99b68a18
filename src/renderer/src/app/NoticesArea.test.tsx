// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppNotice } from '../../../shared/ipc/channels/userData';
import { renderWithMantine } from '../testing/renderWithMantine';
import { installFakeBridge } from '../testing/fakeBridge';
import { NoticesArea } from './NoticesArea';
import { navigationStore } from '../state/navigationStore';

const unsent: AppNotice = {
  id: 'n-unsent',
  kind: 'orders_unsent',
  createdAt: '2026-11-23T10:00:00.000Z',
  message: 'DomainDesk closed before 2 orders of a batch were sent; nothing was charged for them.',
  accountId: 'acc-1',
  accountLabel: 'Main account',
  orders: [
    { domain: 'xn--bcher-kva.de', unicodeDomain: 'bücher.de', operation: 'renew', period: 1 },
    { domain: 'shop.example', unicodeDomain: 'shop.example', operation: 'register', period: 2 },
  ],
};

let shown: AppNotice[] = [unsent];
const bridge = installFakeBridge({
  appNotices: () => shown,
  appDismissNotice: () => {
    shown = [];
    return shown;
  },
  ordersRestoreUnsent: () => ({ accountId: 'acc-1', cart: [] }),
});

describe('the notices after an interrupted batch', () => {
  it('lists the unsent orders and puts them back in the cart only when asked, never sending them', async () => {
    renderWithMantine(<NoticesArea />);
    expect(await screen.findByText('bücher.de: renewal, 1 year')).toBeVisible();
    expect(screen.getByText('shop.example: registration, 2 years')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Put them back in the cart' }));
    expect(bridge.calls).toContainEqual({
      method: 'ordersRestoreUnsent',
      input: { noticeId: 'n-unsent' },
    });
    expect(navigationStore.getState().screen).toBe('cart');
    expect(
      bridge.calls.some((call) => /^orders(Place|StartBatch|Checkout)/.test(call.method)),
    ).toBe(false);
  });

  it('is dismissed for good through the main process, not just hidden', async () => {
    shown = [unsent];
    renderWithMantine(<NoticesArea />);
    await screen.findByText('bücher.de: renewal, 1 year');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(bridge.calls).toContainEqual({ method: 'appDismissNotice', input: { id: 'n-unsent' } });
    await waitFor(() => {
      expect(screen.queryByText('bücher.de: renewal, 1 year')).toBeNull();
    });
  });
});
