import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText, lineText, oneLine } from '../inputText';
import { nameserverListSchema } from '../../nameservers/nameserverSchema';
import { typedText } from '../ruleSchemas';
import type { AppErrorKind } from '../errors';
import type { JobSummary } from './jobs';
import { domainTextSchema, operationSchema, periodSchema } from './pricing';
import type { OrderOperation, PremiumPriceView, Quote } from './pricing';
import { noticeIdSchema } from './userData';
import { domainFieldsSchema } from '../../orders/domainFieldsSchema';
import type { Receipt } from '../../orders/receipt';
import type { OrderPresetStatus } from '../../presets/orderPresetStatus';

export const ORDER_JOURNAL_STATES = [
  'prepared',
  'sent',
  'succeeded',
  'failed',
  'outcome_unknown',
  'reconciled',
] as const;
export type OrderJournalState = (typeof ORDER_JOURNAL_STATES)[number];

/** What reconciling concluded about an order whose answer was lost. */
export type OrderVerdict = 'placed' | 'not_placed';

export interface OrderView {
  readonly id: string;
  readonly accountId: string;
  readonly operation: OrderOperation;
  /** ASCII form. */
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly period: number;
  /**
   * The price the order was sent at: what the journal expects to be charged. A premium price
   * looked up just before sending replaces the checkout's (see `priceChange`).
   */
  readonly price: string | null;
  /**
   * Set when the order was priced as a premium name's (a registration the lookup just before
   * sending found premium, a renewal of a domain known to be premium), with its premium price
   * for the period when known (late fees not included).
   */
  readonly premium?: { readonly price: string | null };
  /** Set when the price sent is not the one the checkout showed, saying why. */
  readonly priceChange?: string;
  /**
   * What the order took from the balance, read straight after its answer (before minus
   * after); null when the balance could not be read then, or the order was never sent.
   */
  readonly charged: string | null;
  /** The balance read straight after the order's answer, or null. */
  readonly balanceAfter: string | null;
  readonly currency: string | null;
  readonly state: OrderJournalState;
  /** Set once an unknown outcome has been reconciled. */
  readonly verdict: OrderVerdict | null;
  readonly detail: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The order this one sends again, after it was found not placed. */
  readonly resendOf: string | null;
  /**
   * Reconciled as not placed (after its settle window) and neither sent again nor ordered
   * anew since: "send again" may be offered.
   */
  readonly canSendAgain: boolean;
  /**
   * While the outcome is unknown: when DomainDesk checks it again by itself (ISO instant);
   * "check now" (`orders:reconcile`) need not wait for it. Null in every other state.
   */
  readonly nextCheckAt: string | null;
  /**
   * The preset its cart line chose, as named when the order was sent: its DNS template and
   * lock are applied once the domain is active. `status` says how that went (the `orders`
   * scope of `cache:changed` tells each move).
   */
  readonly preset?: {
    readonly id: string;
    readonly name: string;
    readonly status?: OrderPresetStatus;
  };
}

export interface OrderOutcome {
  readonly order: OrderView;
  readonly result: 'succeeded' | 'failed' | 'outcome_unknown';
  readonly message: string;
  readonly errorKind?: AppErrorKind;
  /** Something that went wrong after the order succeeded (updating the portfolio, say). */
  readonly warning?: string;
  /** The balance read just before sending, the start of this order's balance step. */
  readonly balanceBefore?: string;
  /** Set when the charge read from the balance is not what was expected (see `charged`). */
  readonly chargeWarning?: string;
  /** Registry fields the provider said the order lacks (it was refused, nothing charged). */
  readonly missingDomainFields?: readonly string[];
}

export interface ReconcileResult {
  readonly order: OrderView;
  /**
   * `unknown`: the checks could not tell yet (or the provider may still be working on it);
   * the order stays `outcome_unknown` and is checked again at `order.nextCheckAt`.
   */
  readonly conclusion: OrderVerdict | 'unknown';
  /** What was checked and what it showed, in plain words. */
  readonly reasons: string[];
}

export interface CartItemView {
  readonly id: number;
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly operation: OrderOperation;
  readonly period: number;
  readonly nameservers: string[];
  readonly contactProfileIds: Partial<Record<OrderContactRole, string>>;
  readonly addons: AddonsInput;
  /** Registry fields (`domainfields`) by name; a value may still be empty. */
  readonly domainfields: Readonly<Record<string, string>>;
  readonly addedAt: string;
  /** A premium name's own prices for the line's period; absent for ordinary names. */
  readonly premium?: PremiumPriceView;
  /** The user accepted that this renewal's premium renewal price is unknown. */
  readonly acceptUnknownPrice?: boolean;
  /**
   * The preset chosen for this registration or transfer line, remembered with it; its DNS
   * template and lock are applied once the ordered domain is active.
   */
  readonly presetId?: string;
}

/** The answer to adding a line: an existing line of the name is kept as it is. */
export interface CartAdded {
  readonly cart: CartItemView[];
  /** False when the name and operation were already in the cart (left unchanged). */
  readonly added: boolean;
  readonly message: string;
}

/** The cart an `orders_unsent` notice was put back into. */
export interface RestoredUnsent {
  readonly accountId: string;
  readonly cart: CartItemView[];
}

/** Whether the balance is below the account's warning threshold. */
export interface LowBalanceView {
  /** Read just now; null when it could not be read (nor was known). */
  readonly balance: string | null;
  readonly threshold: string;
  /** `account`: the account's own setting; `renewals`: the renewals due within 30 days. */
  readonly source: 'account' | 'renewals';
  /** Domains counted for the default threshold (0 with an account threshold). */
  readonly renewalsDue: number;
  readonly low: boolean;
  readonly currency: string | null;
}

export interface CheckoutStarted {
  readonly quote: Quote;
  readonly job: JobSummary;
}

export const ORDER_CONTACT_ROLES = ['registrant', 'tech', 'billing', 'admin'] as const;
export type OrderContactRole = (typeof ORDER_CONTACT_ROLES)[number];

/** Typed text: one line, no control, text-direction or zero-width character. */
const text = (name: string) =>
  typedText(
    oneLine(z.string({ error: `${name} must be text` }).max(255, { error: `${name} is too long` })),
  );

export const contactInputSchema = z.object({
  firstname: text('firstname'),
  lastname: text('lastname'),
  fullname: text('fullname').optional(),
  companyname: text('companyname').optional(),
  email: text('email'),
  address1: text('address1'),
  address2: text('address2').optional(),
  city: text('city'),
  state: text('state').optional(),
  postcode: text('postcode').optional(),
  country: text('country'),
  phonenumber: text('phonenumber'),
  tax_id: text('tax_id').optional(),
});
export type OrderContactInput = z.output<typeof contactInputSchema>;

const profileId = idText('A contact profile id');
const presetIdText = idText('A preset id');

const addonsSchema = z.object({
  dnsmanagement: z.boolean().optional(),
  emailforwarding: z.boolean().optional(),
  idprotection: z.boolean().optional(),
});
export type AddonsInput = z.output<typeof addonsSchema>;

const nameserversSchema = nameserverListSchema({ optional: true });
const contactProfileIdsSchema = z.object({
  registrant: profileId.optional(),
  tech: profileId.optional(),
  billing: profileId.optional(),
  admin: profileId.optional(),
});

/** One order as the reseller fills it in. Missing contact roles take the registrant's. */
export const orderInputSchema = z.object({
  domain: domainTextSchema,
  operation: operationSchema,
  period: periodSchema,
  nameservers: nameserversSchema.optional(),
  contacts: z
    .object({
      registrant: contactInputSchema.optional(),
      tech: contactInputSchema.optional(),
      billing: contactInputSchema.optional(),
      admin: contactInputSchema.optional(),
    })
    .optional(),
  contactProfileIds: contactProfileIdsSchema.optional(),
  addons: addonsSchema.optional(),
  domainfields: domainFieldsSchema.optional(),
  /** Transfers only; never stored. */
  eppCode: lineText(255, 'the EPP code is too long').optional(),
  /**
   * Renewals: the user accepted that the domain's premium renewal price is unknown. Without
   * it such a renewal is refused before anything is sent.
   */
  acceptUnknownPrice: z.boolean({ error: 'acceptUnknownPrice must be true or false' }).optional(),
  /**
   * Registrations and transfers: the preset chosen on the cart line. Its parts an order
   * cannot carry (DNS template, lock) are applied once the domain is active.
   */
  presetId: presetIdText.optional(),
});
export type OrderInput = z.output<typeof orderInputSchema>;

export const cartItemInputSchema = z.object({
  domain: domainTextSchema,
  operation: operationSchema,
  period: periodSchema,
  nameservers: nameserversSchema.optional(),
  contactProfileIds: contactProfileIdsSchema.optional(),
  addons: addonsSchema.optional(),
  /** Left out: a line already in the cart keeps its own, a new one starts with the hints. */
  domainfields: domainFieldsSchema.optional(),
  /** A renewal whose premium renewal price is unknown: ordered only when this is true. */
  acceptUnknownPrice: z.boolean({ error: 'acceptUnknownPrice must be true or false' }).optional(),
  /** The preset chosen for a registration or transfer line; null or left out: none. */
  presetId: presetIdText.nullable().optional(),
});
export type CartItemInput = z.output<typeof cartItemInputSchema>;

export const checkoutDefaultsSchema = z.object({
  nameservers: nameserversSchema.optional(),
  contactProfileIds: contactProfileIdsSchema.optional(),
});
export type CheckoutDefaults = z.output<typeof checkoutDefaultsSchema>;

const accountId = idText('accountId');
const orderId = idText('orderId');

export const ordersChannels = {
  'orders:place': defineChannel({
    input: z.object({ accountId, order: orderInputSchema }),
    output: returns<OrderOutcome>(),
  }),
  'orders:startBatch': defineChannel({
    input: z.object({
      accountId,
      orders: z
        .array(orderInputSchema)
        .min(1, { error: 'give at least one order' })
        .max(500, { error: 'at most 500 orders per batch' }),
    }),
    output: returns<JobSummary>(),
  }),
  'orders:list': defineChannel({
    input: z.object({ accountId: accountId.optional(), domain: domainTextSchema.optional() }),
    output: returns<OrderView[]>(),
  }),
  'orders:get': defineChannel({ input: z.object({ orderId }), output: returns<OrderView>() }),
  'orders:reconcile': defineChannel({
    input: z.object({ orderId }),
    output: returns<ReconcileResult>(),
  }),
  'orders:sendAgain': defineChannel({
    input: z.object({
      orderId,
      confirm: z.literal(true, { error: 'confirm must be true: sending again places a new order' }),
      eppCode: lineText(255, 'the EPP code is too long').optional(),
    }),
    output: returns<OrderOutcome>(),
  }),
  'orders:cart': defineChannel({
    input: z.object({ accountId }),
    output: returns<CartItemView[]>(),
  }),
  'orders:cartPut': defineChannel({
    input: z.object({ accountId, item: cartItemInputSchema }),
    output: returns<CartItemView[]>(),
  }),
  /** Adds a line only when its name and operation are not in the cart yet. */
  'orders:cartAdd': defineChannel({
    input: z.object({ accountId, item: cartItemInputSchema }),
    output: returns<CartAdded>(),
  }),
  'orders:cartRemove': defineChannel({
    input: z.object({ accountId, itemId: z.number().int() }),
    output: returns<CartItemView[]>(),
  }),
  'orders:cartClear': defineChannel({
    input: z.object({ accountId }),
    output: returns<CartItemView[]>(),
  }),
  'orders:cartQuote': defineChannel({
    input: z.object({
      accountId,
      /** Look premium names up afresh first (as checkout's confirmation opens). */
      recheckPremium: z.boolean().optional(),
    }),
    output: returns<Quote>(),
  }),
  /**
   * Puts the orders an `orders_unsent` notice lists back in their account's cart (never
   * sends them) and dismisses the notice.
   */
  'orders:restoreUnsent': defineChannel({
    input: z.object({ noticeId: noticeIdSchema }),
    output: returns<RestoredUnsent>(),
  }),
  /**
   * The receipt of a checkout or batch job once it is over (balance before and after, each
   * line with quote, charge and outcome); null when none was kept for that job.
   */
  'orders:receipt': defineChannel({
    input: z.object({ jobId: idText('jobId') }),
    output: returns<Receipt | null>(),
  }),
  /** Whether the balance is low (the balance is read again for it). */
  'orders:lowBalance': defineChannel({
    input: z.object({ accountId }),
    output: returns<LowBalanceView>(),
  }),
  'orders:checkout': defineChannel({
    input: z.object({
      accountId,
      /** EPP codes of the cart's transfers, by domain; used once and never stored. */
      eppCodes: z.record(lineText(300), lineText(255, 'the EPP code is too long')).optional(),
      defaults: checkoutDefaultsSchema.optional(),
      /** The total the reseller confirmed; refused when the cart now costs anything else. */
      expectedTotal: z
        .string()
        .regex(/^\d{1,12}\.\d{2}$/, { error: 'expectedTotal must be an amount such as 12.50' })
        .optional(),
    }),
    output: returns<CheckoutStarted>(),
  }),
} satisfies ChannelMap;
