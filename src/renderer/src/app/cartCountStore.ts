import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getBridge } from '../bridge';

interface CartCountState {
  /** Items in the cart, by account. */
  readonly counts: Readonly<Record<string, number>>;
  load: (accountId: string) => Promise<void>;
}

/** How many items each account's cart holds, for the navigation's badge. */
export const cartCountStore = createStore<CartCountState>()((set, get) => ({
  counts: {},
  async load(accountId) {
    const result = await getBridge().ordersCart({ accountId });
    if (result.ok) set({ counts: { ...get().counts, [accountId]: result.data.length } });
  },
}));

export function useCartCount(accountId: string | null | undefined): number {
  return useStore(cartCountStore, (state) => (accountId ? (state.counts[accountId] ?? 0) : 0));
}
