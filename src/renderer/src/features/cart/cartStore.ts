import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import type { AppError, DomainDeskApi } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import type {
  CartItemInput,
  CartItemView,
  ReconcileResult,
} from '../../../../shared/ipc/channels/orders';
import type { OrderOperation, Quote } from '../../../../shared/ipc/channels/pricing';
import type { AppSettings } from '../../../../shared/ipc/channels/settings';
import { jobsStore } from '../../state/jobsStore';
import { getBridge } from '../../bridge';
import { readKey } from '../../data/bridgeRead';
import { invalidateFor } from '../../data/cacheScopes';
import { perAccount } from '../../data/perAccount';
import { queryClient } from '../../data/queryClient';
import { saveSettings } from '../../data/sharedReads';
import { accountsStore } from '../../state/accountsStore';
import { checkoutDefaults, chosenRoles, hasRoles } from './cartDrafts';
import type { CartDefaults } from './cartDrafts';
import { cachedLines, cartChanged, quoteKey } from './cartReads';

/**
 * What the window keeps of one account's cart besides the cache: the user's choices and the
 * state of the screen. The lines, their quote and the orders are read through the cache
 * (`cartReads.ts`); every change goes through the bridge, then invalidates them.
 */
export interface CartState {
  readonly defaults: CartDefaults;
  /** Transfer codes by ASCII domain: used once at checkout, never stored. */
  readonly eppCodes: Readonly<Record<string, string>>;
  /** The line being saved, and why the last change of a line was refused. */
  readonly saving: number | null;
  readonly lineErrors: Readonly<Record<number, AppError>>;
  /** Why the last removal of a line was refused. */
  readonly error: AppError | null;
  readonly checkoutJobId: string | null;
  readonly checkoutQuote: Quote | null;
  /** The confirmation is open; `confirmQuote` is its fresh quote (premium names re-checked). */
  readonly confirming: boolean;
  readonly confirmQuote: Quote | null;
  readonly confirmError: AppError | null;
  readonly checkingOut: boolean;
  readonly checkoutError: AppError | null;
  readonly reconciling: Readonly<Record<string, boolean>>;
  readonly reconciled: Readonly<Record<string, ReconcileResult | AppError>>;
  /** A registry field to put the cursor in, on the line it belongs to. */
  readonly focusField: { readonly itemId: number; readonly name: string } | null;
  /** The defaults kept by main fill those not chosen yet. */
  settingsRead: (settings: AppSettings) => void;
  /** An error, or a note when the name was already in the cart (its line kept as it was). */
  add: (
    accountId: string,
    domain: string,
    operation: OrderOperation,
  ) => Promise<{ error: AppError | null; notice: string | null }>;
  update: (accountId: string, item: CartItemView, change: Partial<CartItemInput>) => Promise<void>;
  remove: (accountId: string, itemId: number) => Promise<void>;
  setDefaults: (defaults: Partial<CartDefaults>) => void;
  /** A profile saved from the cart: the registrant when none (still known) was chosen. */
  profileSaved: (profile: ContactProfileView, known: readonly ContactProfileView[]) => void;
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
  focusDomainField: (
    accountId: string,
    domain: string,
    operation: OrderOperation,
    name: string,
  ) => void;
  focusDone: () => void;
}

/** The item as `orders:cartPut` takes it, with one change applied. */
function itemInput(item: CartItemView, change: Partial<CartItemInput>): CartItemInput {
  const ids = chosenRoles(change.contactProfileIds ?? item.contactProfileIds);
  const nameservers = change.nameservers ?? item.nameservers;
  // Null clears the line's preset; left out of the change, the line keeps its own.
  const presetId = change.presetId === undefined ? item.presetId : change.presetId;
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
    ...(presetId !== undefined && presetId !== null && { presetId }),
  };
}

/** One account's cart choices, its confirmation and the last checkout. */
export function createCartStore(bridge: () => DomainDeskApi, client: QueryClient = queryClient) {
  return createStore<CartState>()((set, get) => ({
    defaults: { nameservers: [], contactProfileIds: {} },
    eppCodes: {},
    saving: null,
    lineErrors: {},
    error: null,
    checkoutJobId: null,
    checkoutQuote: null,
    confirming: false,
    confirmQuote: null,
    confirmError: null,
    checkingOut: false,
    checkoutError: null,
    reconciling: {},
    reconciled: {},
    focusField: null,

    settingsRead(settings) {
      const { defaults } = get();
      const filled = defaults.nameservers.length > 0 && hasRoles(defaults.contactProfileIds);
      if (filled) return;
      const nameservers =
        defaults.nameservers.length === 0 ? settings.defaultNameservers : defaults.nameservers;
      // The default contacts are a preference kept by main (and in the user-data export).
      const contactProfileIds = hasRoles(defaults.contactProfileIds)
        ? defaults.contactProfileIds
        : chosenRoles(settings.cartContactProfiles);
      if (nameservers.length === 0 && !hasRoles(contactProfileIds)) return;
      set({ defaults: { nameservers, contactProfileIds } });
    },

    async add(accountId, domain, operation) {
      const result = await bridge().ordersCartAdd({
        accountId,
        item: { domain, operation, period: 1 },
      });
      if (!result.ok) return { error: result.error, notice: null };
      void cartChanged(client, accountId, result.data.cart);
      if (!result.data.added) return { error: null, notice: result.data.message };
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
      set({ saving: null, lineErrors });
      await cartChanged(client, accountId, result.data);
    },

    async remove(accountId, itemId) {
      const result = await bridge().ordersCartRemove({ accountId, itemId });
      if (!result.ok) {
        set({ error: result.error });
        return;
      }
      set({ error: null });
      await cartChanged(client, accountId, result.data);
    },

    setDefaults(defaults) {
      const next = { ...get().defaults, ...defaults };
      // Profile ids only (no contact data): the choice survives a restart and an export.
      if (defaults.contactProfileIds !== undefined) {
        void saveSettings({ cartContactProfiles: chosenRoles(next.contactProfileIds) });
      }
      set({ defaults: next });
    },

    profileSaved(profile, known) {
      const others = known.filter((one) => one.id !== profile.id);
      const list = [...others, profile].sort((a, b) => a.name.localeCompare(b.name));
      client.setQueryData(readKey('contactProfiles:list', undefined), list);
      void invalidateFor(client, { scope: 'contactProfiles' });
      const roles = get().defaults.contactProfileIds;
      // None chosen, or one deleted since (in Settings or another window).
      if (!others.some((one) => one.id === roles.registrant)) {
        get().setDefaults({ contactProfileIds: { ...roles, registrant: profile.id } });
      }
    },

    setEppCode(domain, code) {
      set({ eppCodes: { ...get().eppCodes, [domain]: code } });
    },

    async openCheckout(accountId) {
      set({ confirming: true, confirmQuote: null, confirmError: null });
      // Not a cached read: the confirmation shows this very answer, and orders for its total.
      const [quote, items] = await Promise.all([
        bridge().ordersCartQuote({ accountId, recheckPremium: true }),
        bridge().ordersCart({ accountId }),
      ]);
      if (!get().confirming) return;
      if (items.ok) client.setQueryData(readKey('orders:cart', { accountId }), items.data);
      if (!quote.ok) {
        set({ confirmError: quote.error });
        return;
      }
      client.setQueryData(quoteKey(accountId), quote.data);
      set({ confirmQuote: quote.data });
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
        // The last checkout's results give way: what follows is this one's.
        checkoutJobId: null,
        checkoutQuote: null,
        reconciled: {},
        confirming: false,
        confirmQuote: null,
      });
      const transfers = new Set(
        cachedLines(client, accountId)
          .filter((item) => item.operation === 'transfer')
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
        // The orders scope covers the cart's lines; its quote is read again with them.
        invalidateFor(client, { scope: 'orders', accountId }),
        client.invalidateQueries({ queryKey: quoteKey(accountId), exact: true }),
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
      const line = cachedLines(client, accountId).find(
        (item) => item.domain === order.domain && item.operation === order.operation,
      );
      if (result.data.conclusion === 'placed' && line !== undefined) {
        await bridge().ordersCartRemove({ accountId, itemId: line.id });
      }
      await Promise.all([
        invalidateFor(client, { scope: 'orders', accountId }),
        cartChanged(client, accountId),
      ]);
    },

    focusDomainField(accountId, domain, operation, name) {
      const line = cachedLines(client, accountId).find(
        (item) => item.domain === domain && item.operation === operation,
      );
      if (line !== undefined) set({ focusField: { itemId: line.id, name } });
    },

    focusDone() {
      set({ focusField: null });
    },
  }));
}

/** Each account's cart state (choices, EPP codes, confirmation, results) in its own store. */
export const cartStores = perAccount(() => createCartStore(getBridge));

/** The cart state of the account the window shows. */
export const useCart = cartStores.use;
