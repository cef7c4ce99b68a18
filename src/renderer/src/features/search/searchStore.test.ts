// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DomainDeskApi } from '../../../../shared/ipc';
import { createSearchStore } from './searchStore';

const JOB = {
  jobId: 'j1',
  kind: 'search',
  label: 'Searching 2 names',
  accountId: 'acc',
  state: 'running',
  total: 2,
  done: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: null,
};

function fakeBridge() {
  const api = {
    searchStart: vi.fn(() =>
      Promise.resolve({
        ok: true,
        data: {
          job: JOB,
          invalid: [{ input: 'bad_name', reason: '"bad_name" is not a valid domain name.' }],
          duplicates: ['Shop'],
          lookups: 2,
          domains: 4,
        },
      }),
    ),
    searchHistory: vi.fn(() => Promise.resolve({ ok: true, data: [] })),
    ordersCartAdd: vi.fn((input: { item: { domain: string } }) =>
      Promise.resolve(
        input.item.domain === 'taken.com'
          ? { ok: false, error: { kind: 'conflict', message: 'taken.com is already registered.' } }
          : {
              ok: true,
              data: { cart: [], added: input.item.domain !== 'kept.com', message: '' },
            },
      ),
    ),
  };
  return { api, bridge: () => api as unknown as DomainDeskApi };
}

describe('the bulk search’s state', () => {
  it('searches every name typed and lists the refused ones with their line', async () => {
    const { api, bridge } = fakeBridge();
    const store = createSearchStore(bridge);
    store.getState().set({ text: 'shop, other\nbad_name\nShop', tlds: ['com', 'net'] });
    await store.getState().start('acc');
    expect(api.searchStart).toHaveBeenCalledWith({
      accountId: 'acc',
      entries: ['shop', 'other', 'bad_name', 'Shop'],
      tlds: ['com', 'net'],
      premium: true,
    });
    expect(store.getState().jobId).toBe('j1');
    expect(store.getState().problems.map((p) => `${p.line}: ${p.reason}`)).toEqual([
      '2: "bad_name" is not a valid domain name.',
      '3: Repeats an earlier name; searched once.',
    ]);
  });

  it('refuses an empty search with a message naming the field, sending nothing', async () => {
    const { api, bridge } = fakeBridge();
    const store = createSearchStore(bridge);
    store.getState().set({ text: ' \n , ' });
    await store.getState().start('acc');
    expect(api.searchStart).not.toHaveBeenCalled();
    expect(store.getState().error?.message).toBe('Names: enter at least one name to search.');
  });

  it('adds the ticked names to the cart for the chosen period and keeps the refused ones ticked', async () => {
    const { api, bridge } = fakeBridge();
    const store = createSearchStore(bridge);
    store.getState().set({ period: 2 });
    store.getState().toggleSelected(['free.com', 'taken.com', 'kept.com'], true);
    await store.getState().addSelectedToCart('acc');
    expect(api.ordersCartAdd).toHaveBeenCalledWith({
      accountId: 'acc',
      item: { domain: 'free.com', operation: 'register', period: 2 },
    });
    expect(store.getState().cartReport).toEqual({
      added: 1,
      failures: [{ domain: 'taken.com', message: 'taken.com is already registered.' }],
      alreadyInCart: ['kept.com'],
    });
    expect([...store.getState().selected]).toEqual(['taken.com']);
  });
});
