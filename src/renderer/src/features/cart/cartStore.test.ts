// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DomainDeskApi } from '../../../../shared/ipc';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { createReadCache } from '../../data/queryClient';
import { cartKey } from './cartReads';
import { createCartStore } from './cartStore';

const ITEM: CartItemView = {
  id: 7,
  domain: 'shop.com',
  unicodeDomain: 'shop.com',
  operation: 'register',
  period: 1,
  nameservers: [],
  contactProfileIds: {},
  addons: {},
  domainfields: {},
  addedAt: '2026-01-01T00:00:00Z',
};

function fakeBridge() {
  const api = {
    ordersCartPut: vi.fn(() => Promise.resolve({ ok: true, data: [ITEM] })),
    ordersCartQuote: vi.fn(() =>
      Promise.resolve({ ok: false, error: { kind: 'network', message: 'offline' } }),
    ),
    ordersCheckout: vi.fn(() =>
      Promise.resolve({ ok: false, error: { kind: 'conflict', message: 'busy' } }),
    ),
  };
  return { api, bridge: () => api as unknown as DomainDeskApi };
}

describe('the cart’s changes as sent to the orders service', () => {
  it('sends no empty contact set, so the contacts for every item still apply', async () => {
    const { api, bridge } = fakeBridge();
    const store = createCartStore(bridge);
    await store.getState().update('acc', ITEM, { period: 2 });
    expect(api.ordersCartPut).toHaveBeenCalledWith({
      accountId: 'acc',
      item: { domain: 'shop.com', operation: 'register', period: 2, addons: {}, domainfields: {} },
    });
    await store
      .getState()
      .update('acc', ITEM, { contactProfileIds: { registrant: 'p1', tech: '' } });
    expect(api.ordersCartPut).toHaveBeenLastCalledWith({
      accountId: 'acc',
      item: {
        domain: 'shop.com',
        operation: 'register',
        period: 1,
        contactProfileIds: { registrant: 'p1' },
        addons: {},
        domainfields: {},
      },
    });
  });

  it('sends the line’s registry fields with every change, so a period change keeps them', async () => {
    const { api, bridge } = fakeBridge();
    const store = createCartStore(bridge);
    const us = { ...ITEM, domain: 'shop.us', domainfields: { 'Nexus Category': 'C11' } };
    await store.getState().update('acc', us, { period: 2 });
    const sent = () => (api.ordersCartPut.mock.lastCall as unknown[] | undefined)?.[0];
    expect(sent()).toMatchObject({
      item: { period: 2, domainfields: { 'Nexus Category': 'C11' } },
    });
    await store.getState().update('acc', us, { domainfields: {} });
    expect(sent()).toMatchObject({ item: { period: 1 } });
    expect((sent() as { item: CartItemView }).item.domainfields).toEqual({});
  });

  it('checks out with the EPP codes of transfers only and the defaults that are set', async () => {
    const { api, bridge } = fakeBridge();
    const cache = createReadCache();
    const store = createCartStore(bridge, cache);
    cache.setQueryData(cartKey('acc'), [
      ITEM,
      { ...ITEM, id: 8, domain: 'moving.net', unicodeDomain: 'moving.net', operation: 'transfer' },
    ]);
    store.setState({
      eppCodes: { 'moving.net': 'Xy-12', 'shop.com': 'stale' },
      defaults: { nameservers: ['ns1.example.net', 'ns2.example.net'], contactProfileIds: {} },
    });
    // Nothing is ordered before the confirmation has shown a fresh total.
    await store.getState().checkout('acc');
    expect(api.ordersCheckout).not.toHaveBeenCalled();
    store.setState({ confirming: true, confirmQuote: { total: '23.98' } as Quote });
    await store.getState().checkout('acc');
    expect(api.ordersCheckout).toHaveBeenCalledWith({
      accountId: 'acc',
      eppCodes: { 'moving.net': 'Xy-12' },
      defaults: { nameservers: ['ns1.example.net', 'ns2.example.net'] },
      expectedTotal: '23.98',
    });
    expect(store.getState().checkoutError?.message).toBe('busy');
    expect(store.getState().checkoutJobId).toBeNull();
  });
});
