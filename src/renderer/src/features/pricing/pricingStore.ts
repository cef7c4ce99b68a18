import { createStore } from 'zustand/vanilla';
import type { AppError, DomainDeskApi } from '../../../../shared/ipc';
import type { TldPricingView } from '../../../../shared/ipc/channels/pricing';
import { getBridge } from '../../bridge';
import { perAccount } from '../../data/perAccount';

export interface PricingState {
  readonly view: TldPricingView | null;
  readonly error: AppError | null;
  readonly loading: boolean;
  /** The currency asked for; null: the account's. */
  readonly currency: string | null;
  load: (
    accountId: string,
    options?: { refresh?: boolean; currency?: string | null },
  ) => Promise<void>;
}

/** The pricing table's data; kept per window so coming back to the screen is instant. */
export function createPricingStore(bridge: () => DomainDeskApi) {
  return createStore<PricingState>()((set, get) => ({
    view: null,
    error: null,
    loading: false,
    currency: null,
    async load(accountId, options = {}) {
      const currency = options.currency === undefined ? get().currency : options.currency;
      set({ loading: true, currency });
      const result = await bridge().pricingTldPrices({
        accountId,
        ...(currency !== null && { currency }),
        refresh: options.refresh ?? false,
      });
      if (result.ok) set({ loading: false, view: result.data, error: null });
      else set({ loading: false, error: result.error });
    },
  }));
}

/** Each account's pricing view in a store of its own. */
export const pricingStores = perAccount(() => createPricingStore(getBridge));

export const usePricing = pricingStores.use;
