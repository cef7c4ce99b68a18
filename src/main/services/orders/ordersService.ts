import { parseDomainName } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';
import { formatMoney } from '../../../shared/money';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type {
  CartAdded,
  CartItemInput,
  CartItemView,
  CheckoutDefaults,
  CheckoutStarted,
  LowBalanceView,
  OrderInput,
  OrderOutcome,
  OrderView,
  ReconcileResult,
  RestoredUnsent,
} from '../../../shared/ipc/channels/orders';
import type { Quote } from '../../../shared/ipc/channels/pricing';
import type { Receipt } from '../../../shared/orders/receipt';
import type { CartItem } from '../../cache/cartRepo';
import type { OrderEntry } from '../../cache/orderJournal';
import { withTransaction } from '../../cache/sqlite';
import type { JobRunner } from '../jobs/jobRunner';
import { createPricingService } from '../pricing/pricingService';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';
import { createCart } from './cart';
import { cartProblems, refuseOpenOrders } from './cartChecks';
import { unsentOrdersOf } from './interruptedOrders';
import { summaryOf } from './orderJournalView';
import { inputFromSummary } from './orderRequest';
import { ordersJobRunning, startOrdersJob } from './ordersJob';
import { mustGetEntry, viewOf, viewsOf } from './orderViews';
import { placeOrder } from './placeOrder';
import { lowBalance } from './lowBalance';
import { findReceipt } from './receipts';
import type { OrderDeps, PlaceOptions, PortfolioHooks } from './placeOrder';
import { createReconciler } from './reconciler';
import { createRecheckSchedule } from './recheckSchedule';

export interface OrdersService {
  /** Places one order now; refused before sending when its input, period or name is wrong. */
  place(
    accountId: string,
    order: OrderInput,
    options?: Pick<PlaceOptions, 'shown' | 'signal' | 'expiryDate'>,
  ): Promise<OrderOutcome>;
  /** Places orders one after another as a job; each item's result is an `OrderOutcome`. */
  startBatch(accountId: string, orders: readonly OrderInput[]): JobSummary;
  list(filter?: { accountId?: string; domain?: string }): OrderView[];
  get(orderId: string): OrderView;
  /**
   * Settles an `outcome_unknown` order from the domain and the balance; never resends. "Not
   * placed" only once the account's settle window since sending has passed; before, the
   * answer is "still unknown" with the time of the next automatic check.
   */
  reconcile(orderId: string): Promise<ReconcileResult>;
  /**
   * The reseller's explicit "send again" for an order reconciled as not placed: a new
   * journal entry, sent once. The EPP code of a transfer must be given again.
   */
  sendAgain(orderId: string, options?: { eppCode?: string }): Promise<OrderOutcome>;
  cart(accountId: string): CartItemView[];
  cartPut(accountId: string, item: CartItemInput): Promise<CartItemView[]>;
  /** Adds a line unless the name and operation are already in the cart (kept as they are). */
  cartAdd(accountId: string, item: CartItemInput): Promise<CartAdded>;
  cartRemove(accountId: string, itemId: number): CartItemView[];
  cartClear(accountId: string): CartItemView[];
  /** `recheckPremium`: premium names are looked up afresh first (the checkout dialog). */
  cartQuote(accountId: string, options?: { recheckPremium?: boolean }): Promise<Quote>;
  /**
   * Quotes the cart, refuses when the balance does not cover it or the total is not the
   * `expectedTotal` the reseller confirmed, then orders the quoted lines as a job, each at
   * most at its quoted price. Refused while orders of the account are still being placed.
   */
  checkout(
    accountId: string,
    options?: {
      eppCodes?: Readonly<Record<string, string>>;
      defaults?: CheckoutDefaults;
      expectedTotal?: string;
    },
  ): Promise<CheckoutStarted>;
  /**
   * The receipt of a checkout or batch job: balance before and after, each line with its quote,
   * charge and outcome. Waits while the job's receipt is being made; null when none was kept.
   */
  receipt(jobId: string): Promise<Receipt | null>;
  /** Whether the balance is below the account's threshold (default: renewals due in 30 days). */
  lowBalance(accountId: string): Promise<LowBalanceView>;
  /** Puts the orders of an `orders_unsent` notice back in the cart and dismisses the notice. */
  restoreUnsent(noticeId: string): RestoredUnsent;
  /** Checks unknown outcomes again by themselves as they fall due (every `tickMs`, real time). */
  startRechecks(tickMs?: number): void;
  stop(): void;
}

export type { PortfolioHooks } from './placeOrder';

export function createOrdersService(
  ctx: ServiceContext,
  hooks: PortfolioHooks,
  jobs: JobRunner,
  pricing: PricingService = createPricingService(ctx),
): OrdersService {
  const deps: OrderDeps = { ctx, pricing, hooks, schedule: createRecheckSchedule(ctx) };
  const cart = createCart(ctx, pricing);
  const reconciler = createReconciler(deps);
  const resending = new Set<string>();
  const mustGet = (orderId: string) => mustGetEntry(deps, orderId);
  const view = (entry: OrderEntry): OrderView => viewOf(deps, entry);
  // Accounts whose checkout is between its quote and the start of its job.
  const checkingOut = new Set<string>();
  // Receipts being made for jobs of this run, so asking right after a job ends gets its own.
  const receipts = new Map<string, Promise<Receipt>>();
  const keepReceipt = (jobId: string, receipt: Promise<Receipt>): void => {
    receipts.set(jobId, receipt);
    void receipt.then(
      () => receipts.delete(jobId),
      () => receipts.delete(jobId),
    );
  };

  return {
    place: (accountId, order, options = {}) => placeOrder(deps, accountId, order, options),

    startBatch(accountId, orders) {
      if (!ctx.cache.accounts.get(accountId)) {
        throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
      }
      return startOrdersJob(
        deps,
        jobs,
        accountId,
        orders.map((input) => ({ input })),
        keepReceipt,
      );
    },

    list(filter = {}) {
      let domain: string | undefined;
      if (filter.domain !== undefined) {
        const name = parseDomainName(filter.domain);
        if (!name.ok) throw new AppFailure('invalid_input', name.reason);
        domain = name.value.ascii;
      }
      const entries = ctx.cache.journal.list({
        ...(filter.accountId !== undefined && { accountId: filter.accountId }),
        ...(domain !== undefined && { domain }),
      });
      return viewsOf(deps, entries);
    },

    get: (orderId) => view(mustGet(orderId)),

    reconcile: (orderId) => reconciler.reconcile(orderId),

    async sendAgain(orderId, options = {}) {
      const entry = mustGet(orderId);
      const current = view(entry);
      if (current.verdict !== 'not_placed') {
        throw new AppFailure(
          'conflict',
          'An order can be sent again only after reconciling has shown it was not placed.',
        );
      }
      if (!current.canSendAgain || resending.has(orderId)) {
        throw new AppFailure('conflict', 'This order has already been sent again.');
      }
      const summary = summaryOf(entry);
      const request = summary.request;
      const eppCode = options.eppCode?.trim();
      if (entry.operation === 'transfer' && request?.eppcode !== undefined && !eppCode) {
        throw new AppFailure(
          'invalid_input',
          'Enter the EPP code again: DomainDesk never stores it.',
        );
      }
      const input: OrderInput = {
        ...inputFromSummary(entry, request, eppCode),
        // Sent again as it was first sent: with its unknown premium renewal price accepted.
        ...(summary.acceptedUnknownPrice && { acceptUnknownPrice: true }),
        // And with the preset its line chose, applied once the domain is active.
        ...(summary.preset && { presetId: summary.preset.id }),
      };
      resending.add(orderId);
      try {
        return await placeOrder(deps, entry.accountId, input, { resendOf: orderId });
      } finally {
        resending.delete(orderId);
      }
    },

    cart: (accountId) => cart.list(accountId),
    cartPut: (accountId, item) => cart.put(accountId, item),
    cartAdd: (accountId, item) => cart.add(accountId, item),
    cartRemove: (accountId, itemId) => cart.remove(accountId, itemId),
    cartClear: (accountId) => cart.clear(accountId),
    cartQuote: (accountId, options) => cart.quote(accountId, options),

    async checkout(accountId, options = {}) {
      // Each checkout orders the lines it quoted: a second one while the first is under way
      // would order (and charge) the same lines again.
      if (checkingOut.has(accountId) || ordersJobRunning(jobs, accountId)) {
        throw new AppFailure(
          'conflict',
          'Orders for this account are still being placed. Wait until they finish, then check out what is left in the cart.',
        );
      }
      checkingOut.add(accountId);
      try {
        const { quote, lines } = await cart.quoteLines(accountId);
        refuseOpenOrders(ctx, accountId, lines);
        checkQuote(quote, lines);
        if (options.expectedTotal !== undefined && options.expectedTotal !== quote.total) {
          const money = (amount: string): string => formatMoney(amount, quote.currency);
          throw new AppFailure(
            'conflict',
            `Nothing was ordered: the cart now costs ${money(quote.total)}, not the ${money(options.expectedTotal)} confirmed. Check the prices and check out again.`,
            { expectedTotal: options.expectedTotal, total: quote.total },
          );
        }
        const orders = cart.orders(lines, options.defaults ?? {}, options.eppCodes ?? {}, quote);
        return { quote, job: startOrdersJob(deps, jobs, accountId, orders, keepReceipt) };
      } finally {
        checkingOut.delete(accountId);
      }
    },

    lowBalance: (accountId) => lowBalance(ctx, pricing, accountId),

    async receipt(jobId) {
      const pending = receipts.get(jobId);
      if (pending !== undefined) {
        try {
          return await pending;
        } catch {
          return null;
        }
      }
      return findReceipt(ctx, jobId);
    },

    restoreUnsent(noticeId) {
      const { accountId, items } = unsentOrdersOf(ctx.cache, noticeId);
      withTransaction(ctx.cache.db, () => {
        for (const item of items) ctx.cache.cart.put(accountId, item);
        ctx.cache.notices.remove(noticeId);
      });
      ctx.events.emit('cache:changed', { scope: 'cart', accountId });
      ctx.events.emit('cache:changed', { scope: 'notices' });
      return { accountId, cart: cart.list(accountId) };
    },

    startRechecks: (tickMs) => {
      reconciler.start(tickMs);
    },
    stop: () => {
      reconciler.stop();
    },
  };
}

/** Refuses a quote that cannot be ordered as it is, saying why. */
function checkQuote(quote: Quote, lines: readonly CartItem[]): void {
  if (quote.items.length === 0) throw new AppFailure('invalid_input', 'The cart is empty.');
  const problems = cartProblems(quote, lines);
  if (problems.length > 0) {
    throw new AppFailure(
      'invalid_input',
      `The cart cannot be ordered as it is: ${problems.join(' ')}`,
      invalidInputDetail(problems.map((message) => ({ path: 'cart', message }))),
    );
  }
  const money = (amount: string): string => formatMoney(amount, quote.currency);
  // A balance that could not be read now means the provider cannot be reached: orders sent
  // now would fail one by one, or be charged against a figure that is no longer true.
  if (quote.balance.refreshError !== undefined) {
    throw new AppFailure(
      quote.balance.refreshError.kind,
      `Nothing was sent: the credit balance could not be read just now (${quote.balance.refreshError.message}). Check out again once the account is back online.`,
    );
  }
  if (quote.balance.amount === null) {
    throw new AppFailure(
      'network',
      'The credit balance could not be read, so the cart was not ordered. Try again when the provider can be reached.',
    );
  }
  if (!quote.covered) {
    throw new AppFailure(
      'insufficient_credit',
      `The credit balance (${money(quote.balance.amount)}) does not cover the cart (${money(quote.total)}): ${money(quote.shortfall)} short. Add funds with your provider, then check out again.`,
      { total: quote.total, balance: quote.balance.amount, shortfall: quote.shortfall },
    );
  }
}
