import type { OrderView } from '../../../shared/ipc/channels/orders';

/**
 * The journal entry of a placed one-year registration, as screens receive it; tests change
 * only what they are about (the domain, the price, the preset it carried).
 */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const at = overrides.createdAt ?? '2026-11-23T10:00:00.000Z';
  return {
    id: 'order-1',
    accountId: 'account-1',
    operation: 'register',
    domain: 'parked.com',
    unicodeDomain: 'parked.com',
    period: 1,
    price: '9.99',
    charged: '9.99',
    balanceAfter: null,
    currency: 'USD',
    state: 'succeeded',
    verdict: null,
    detail: null,
    createdAt: at,
    updatedAt: at,
    resendOf: null,
    canSendAgain: false,
    nextCheckAt: null,
    ...overrides,
  };
}
