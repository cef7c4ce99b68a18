import { createStore } from 'zustand/vanilla';
import type { AppError, DomainDeskApi } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import type {
  CartItemInput,
  CartItemView,
  OrderView,
  ReconcileResult,
} from '../../../../shared/ipc/channels/orders';
import type { OrderOperation, Quote } from '../../../../shared/ipc/channels/pricing';
import { jobsStore } from '../../state/jobsStore';
import { getBridge } from '../../bridge';
import { perAccount } from '../../data/perAccount';
import { saveSettings } from '../../data/sharedReads';
import { accountsStore } from '../../state/accountsStore';
import { checkoutDefaults, chosenRoles, hasRoles } from './cartDrafts';
import type { CartDefaults } from './cartDrafts';

export interface CartState {
  readonly items: readonly CartItemView[];
  readonly quote: Quote | null;
  readonly loading: boolean;
  readonly error: AppError | null;
  readonly profiles: readonly ContactProfileView[];
  readonly defaults: CartDefaults;
  /** Transfer codes by ASCII domain: used once at checkout, never stored. */
  readonly eppCodes: Readonly<Record<string, string>>;
  /** The line being saved, and why the last change of a line was refused. */
  readonly saving: number | null;
  readonly lineErrors: Readonly<Record<number, AppError>>;
  readonly checkoutJobId: string | null;
  readonly checkoutQuote: Quote | null;
  /** The confirmation is open; `confirmQuote` is its fresh quote (premium names re-checked). */
  readonly confirming: boolean;
  readonly confirmQuote: Quote | null;
  readonly confirmError: AppError | null;
  readonly checkingOut: boolean;
  readonly checkoutError: AppError | null;
  /** Orders of this account whose outcome is unknown: their lines must not be ordered again. */
  readonly unknownOrders: readonly OrderView[];
  readonly reconciling: Readonly<Record<string, boolean>>;
  readonly reconciled: Readonly<Record<string, ReconcileResult | AppError>>;
  /** A registry field to put the cursor in, on the line it belongs to. */
  readonly focusField: { readonly itemId: number; readonly name: string } | null;
  load: (accountId: string) => Promise<void>;
  /** An error, or a note when the name was already in the cart (its line kept as it was). */
  add: (
    accountId: string,
    domain: string,
    operation: OrderOperation,
  ) => Promise<{ error: AppError | null; notice: string | null }>;
  update: (accountId: string, item: CartItemView, change: Partial<CartItemInput>) => Promise<void>;
  remove: (accountId: string, itemId: number) => Promise<void>;
  setDefaults: (defaults: Partial<CartDefaults>) => void;
  /** A profile saved from the cart: offered, and the registrant when none was chosen. */
  profileSaved: (profile: ContactProfileView) => void;
  setEppCode: (domain: string, code: string) => void;
  /** Opens the confirmation and quotes the cart afresh, premium names looked up again. */
  openCheckout: (accountId: string) => Promise<void>;
  closeCheckout: () => void;
  /** Orders the lines the confirmation showed, for the total it showed. */
  checkout: (accountId: string) => Promise<void>;
  /** After the checkout job ends: the balance, the cart and its quote as they are now. */
  checkoutFinished: (accountId: string) => Promise<void>;
  /** Checks an order of unknown outcome; a placed one leaves the cart. */
  reconcile: (accountId: string, orderId: string) => Promise<void>;
  /** Opens the line of this order and puts the cursor in the registry field named. */
  focusDomainField: (domain: string, operation: OrderOperation, name: string) => void;
  focusDone: () => void;
}

/** The item as `orders:cartPut` takes it, with one change applied. */
function itemInput(item: CartItemView, change: Partial<CartItemInput>): CartItemInput {
  const ids = chosenRoles(change.contactProfileIds ?? item.contactProfileIds);
  const nameservers = change.nameservers ?? item.nameservers;
  return {
    domain: item.domain,
    operation: item.operation,
    period: change.period ?? item.period,
    // Empty means "use the cart's defaults": an empty set sent would override them.
    ...(nameservers.length > 0 && { nameservers: [...nameservers] }),
    ...(hasRoles(ids) && { contactProfileIds: ids }),
    addons: change.addons ?? item.addons,
    // Always sent for a register or transfer line: an empty set means "none", on purpose.
    ...(item.operation !== 'renew' && {
      domainfields: { ...(change.domainfields ?? item.domainfields) },
    }),
  };
}

/** One account's cart, its quote and the last checkout. */
export function createCartStore(bridge: () => DomainDeskApi) {
  const requote = async (accountId: string) => {
    const quote = await bridge().ordersCartQuote({ accountId });
    if (!quote.ok) return { quote: null, error: quote.error };
    // The quote reads the balance afresh; the header must not show an older figure beside it.
    const shown = accountsStore.getState().accounts.find((a) => a.id === accountId)?.balance;
    const fresh = quote.data.balance.amount;
    if (fresh !== null && shown?.amount !== fresh) {
      void accountsStore.getState().refreshBalance(accountId);
    }
    return { quote: quote.data, error: null };
  };

  return createStore<CartState>()((set, get) => ({
    items: [],
    quote: null,
    loading: false,
    error: null,
    profiles: [],
    defaults: {
      nameservers: [],
      contactProfileIds: {},
    },
    eppCodes: {},
    saving: null,
    lineErrors: {},
    checkoutJobId: null,
    checkoutQuote: null,
    confirming: false,
    confirmQuote: null,
    confirmError: null,
    checkingOut: false,
    checkoutError: null,
    unknownOrders: [],
    reconciling: {},
    reconciled: {},
    focusField: null,

    async load(accountId) {
      set({ loading: true });
      const api = bridge();
      const [items, profiles, settings, orders] = await Promise.all([
        api.ordersCart({ accountId }),
        api.contactProfilesList(undefined),
        api.settingsGet(undefined),
        api.ordersList({ accountId }),
      ]);
      if (profiles.ok) set({ profiles: profiles.data });
      if (orders.ok) {
        set({ unknownOrders: orders.data.filter((order) => order.state === 'outcome_unknown') });
      }
      if (settings.ok && get().defaults.nameservers.length === 0) {
        set({ defaults: { ...get().defaults, nameservers: settings.data.defaultNameservers } });
      }
      // The default contacts are a preference kept by main (and in the user-data export).
      if (settings.ok && !hasRoles(get().defaults.contactProfileIds)) {
        const contactProfileIds = chosenRoles(settings.data.cartContactProfiles);
        set({ defaults: { ...get().defaults, contactProfileIds } });
      }
      if (!items.ok) {
        set({ loading: false, error: items.error });
        return;
      }
      set({ items: items.data });
      const quoted =
        items.data.length > 0 ? await requote(accountId) : { quote: null, error: null };
      set({ loading: false, ...quoted });
    },

    async add(accountId, domain, operation) {
      const result = await bridge().ordersCartAdd({
        accountId,
        item: { domain, operation, period: 1 },
      });
      if (!result.ok) return { error: result.error, notice: null };
      set({ items: result.data.cart });
      if (!result.data.added) return { error: null, notice: result.data.message };
      set(await requote(accountId));
      return { error: null, notice: null };
    },

    async update(accountId, item, change) {
      set({ saving: item.id });
      const result = await bridge().ordersCartPut({ accountId, item: itemInput(item, change) });
      const lineErrors = Object.fromEntries(
        Object.entries(get().lineErrors).filter(([id]) => Number(id) !== item.id),
      );
      if (!result.ok) {
        set({ saving: null, lineErrors: { ...lineErrors, [item.id]: result.error } });
        return;
      }
      set({ saving: null, lineErrors, items: result.data });
      set(await requote(accountId));
    },

    async remove(accountId, itemId) {
      const result = await bridge().ordersCartRemove({ accountId, itemId });
      if (!result.ok) {
        set({ error: result.error });
        return;
      }
      set({ items: result.data });
      set(result.data.length > 0 ? await requote(accountId) : { quote: null, error: null });
    },

    setDefaults(defaults) {
      const next = { ...get().defaults, ...defaults };
      // Profile ids only (no contact data): the choice survives a restart and an export.
      if (defaults.contactProfileIds !== undefined) {
        void saveSettings({ cartContactProfiles: chosenRoles(next.contactProfileIds) });
      }
      set({ defaults: next });
    },

    profileSaved(profile) {
      const others = get().profiles.filter((known) => known.id !== profile.id);
      set({ profiles: [...others, profile].sort((a, b) => a.name.localeCompare(b.name)) });
      const roles = get().defaults.contactProfileIds;
      // None chosen, or one deleted since (in Settings or another window).
      if (!others.some((known) => known.id === roles.registrant)) {
        get().setDefaults({ contactProfileIds: { ...roles, registrant: profile.id } });
      }
    },

    setEppCode(domain, code) {
      set({ eppCodes: { ...get().eppCodes, [domain]: code } });
    },

    async openCheckout(accountId) {
      set({ confirming: true, confirmQuote: null, confirmError: null });
      const [quote, items] = await Promise.all([
        bridge().ordersCartQuote({ accountId, recheckPremium: true }),
        bridge().ordersCart({ accountId }),
      ]);
      if (!get().confirming) return;
      if (items.ok) set({ items: items.data });
      if (!quote.ok) {
        set({ confirmError: quote.error });
        return;
      }
      set({ confirmQuote: quote.data, quote: quote.data });
    },

    closeCheckout() {
      set({ confirming: false, confirmQuote: null, confirmError: null });
    },

    async checkout(accountId) {
      const confirmed = get().confirmQuote;
      if (get().checkingOut || confirmed === null) return;
      set({
        checkingOut: true,
        checkoutError: null,
        reconciled: {},
        confirming: false,
        confirmQuote: null,
      });
      const transfers = new Set(
        get()
          .items.filter((item) => item.operation === 'transfer')
          .map((item) => item.domain),
      );
      const eppCodes = Object.fromEntries(
        Object.entries(get().eppCodes).filter(
          ([domain, code]) => transfers.has(domain) && code !== '',
        ),
      );
      const result = await bridge().ordersCheckout({
        accountId,
        eppCodes,
        defaults: checkoutDefaults(get().defaults),
        expectedTotal: confirmed.total,
      });
      if (!result.ok) {
        set({ checkingOut: false, checkoutError: result.error });
        return;
      }
      jobsStore.getState().track(result.data.job);
      set({
        checkingOut: false,
        checkoutJobId: result.data.job.jobId,
        checkoutQuote: result.data.quote,
        eppCodes: {},
      });
    },

    async checkoutFinished(accountId) {
      await Promise.all([
        accountsStore.getState().refreshBalance(accountId),
        get().load(accountId),
      ]);
    },

    async reconcile(accountId, orderId) {
      set({ reconciling: { ...get().reconciling, [orderId]: true } });
      const result = await bridge().ordersReconcile({ orderId });
      set({
        reconciling: { ...get().reconciling, [orderId]: false },
        reconciled: { ...get().reconciled, [orderId]: result.ok ? result.data : result.error },
      });
      if (!result.ok) return;
      // A placed order is done: its line leaves the cart so it cannot be ordered (and charged)
      // a second time.
      const { order } = result.data;
      const line = get().items.find(
        (item) => item.domain === order.domain && item.operation === order.operation,
      );
      if (result.data.conclusion === 'placed' && line !== undefined) {
        await bridge().ordersCartRemove({ accountId, itemId: line.id });
      }
      await get().load(accountId);
    },

    focusDomainField(domain, operation, name) {
      const line = get().items.find(
        (item) => item.domain === domain && item.operation === operation,
      );
      if (line !== undefined) set({ focusField: { itemId: line.id, name } });
    },

    focusDone() {
      set({ focusField: null });
    },
  }));
}

/** Each account's cart state (lines, errors, EPP codes, confirmation) in a store of its own. */
export const cartStores = perAccount(() => createCartStore(getBridge));

/** The cart state of the account the window shows. */
export const useCart = cartStores.use;
