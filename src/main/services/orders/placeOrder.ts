import { centsToMoney, isApiCallError, moneyToCents } from '../../../shared/api';
import type { ApiCallError } from '../../../shared/api';
import { missingDomainFields } from '../../../shared/domainFields';
import { parseDomainName } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import { formatMoney } from '../../../shared/money';
import { chargedAmount, chargeWarning, expectedCharge } from '../../../shared/orders/charges';
import type { OrderInput, OrderOutcome } from '../../../shared/ipc/channels/orders';
import { UnresolvedOrderError } from '../../cache/cacheErrors';
import type { OrderEntry } from '../../cache/orderJournal';
import { withDurableTransaction, withTransaction } from '../../cache/sqlite';
import { describeFailure } from '../portfolio/failureText';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';
import { removeOrderedLine } from './cart';
import { keepOrderPreset, presetOfOrder } from './orderPresetRecord';
import { prepareOrder, requestSummary } from './orderRequest';
import type { PreparedOrder } from './orderRequest';
import { failureText, missingFieldsText, successText } from './orderTexts';
import { viewOf } from './orderViews';
import { checkBeforeSending, refuseMovedExpiry } from './preSendChecks';
import type { ShownPrice } from './preSendChecks';
import { premiumOfOrder, refuseRenewalRise, refuseUnknownRenewal } from './orderPricing';
import type { RecheckSchedule } from './recheckSchedule';

/**
 * What orders need from the portfolio. `addOrdered` puts a newly ordered name in the
 * portfolio as pending; `sync` re-reads one domain (after a renewal, say).
 */
export interface PortfolioHooks {
  addOrdered(accountId: string, name: string, kind: 'register' | 'transfer'): unknown;
  sync(accountId: string, name: string): Promise<unknown>;
}

export interface OrderDeps {
  readonly ctx: ServiceContext;
  readonly pricing: PricingService;
  readonly hooks: PortfolioHooks;
  readonly schedule: RecheckSchedule;
}

export interface PlaceOptions {
  /** Stops the checks before sending; an order already sent is never abandoned. */
  readonly signal?: AbortSignal;
  /** The journal entry this order sends again (after a "not placed" reconciliation). */
  readonly resendOf?: string;
  /** Runs in the same transaction that marks the order sent (a batch forgets it as unsent). */
  readonly onSent?: () => void;
  /**
   * The price a checkout showed for this order. It is what the journal expects to be charged,
   * and a premium price found higher just before sending refuses the order. Without it (an
   * order placed directly) the fresh premium price is taken as the quote.
   */
  readonly shown?: Omit<ShownPrice, 'currency'>;
  /** A renewal of this expiry date only: another at the provider refuses it (not sent). */
  readonly expiryDate?: string;
}

type Result = OrderOutcome['result'];

/** Failures after sending that may hide a placed order; the rest are definite refusals. */
function mayHaveHappened(error: ApiCallError): boolean {
  if (error.kind === 'outcome_unknown' || error.kind === 'malformed_response') return true;
  return error.kind === 'server_error' && (error.error.status ?? 500) >= 500;
}

/** The activity action of an order refused before it was journalled (nothing was sent). */
export const refusedAction = (operation: string): string => `orders.${operation}.refused`;

/**
 * Places one order: checks it, records it in the journal as `prepared`, marks it `sent`,
 * sends it once, and records how it ended. It is never resent here: a lost answer leaves
 * the entry `outcome_unknown` for reconciling. An order refused before the journal (a name
 * already taken, an order still open, the balance unreadable) is logged in the activity.
 */
export async function placeOrder(
  deps: OrderDeps,
  accountId: string,
  input: OrderInput,
  options: PlaceOptions = {},
): Promise<OrderOutcome> {
  const progress = { journalled: false };
  try {
    return await placeJournalled(deps, accountId, input, options, () => {
      progress.journalled = true;
    });
  } catch (error) {
    const account = deps.ctx.cache.accounts.get(accountId);
    // Input the rules refuse was never an order: the form shows why, the activity log does not.
    const badInput = describeFailure(error).kind === 'invalid_input';
    if (!progress.journalled && account && !options.signal?.aborted && !badInput) {
      const name = parseDomainName(input.domain);
      deps.ctx.cache.activity.append({
        accountId,
        domain: name.ok ? name.value.ascii : null,
        action: refusedAction(input.operation),
        after: { domain: input.domain, period: input.period },
        result: 'failed',
        resultDetail: `Not sent, nothing charged: ${describeFailure(error).message}`,
      });
    }
    throw error;
  }
}

async function placeJournalled(
  deps: OrderDeps,
  accountId: string,
  input: OrderInput,
  options: PlaceOptions,
  onJournalled: () => void,
): Promise<OrderOutcome> {
  const { ctx, pricing, hooks } = deps;
  const { signal } = options;
  const account = ctx.cache.accounts.get(accountId);
  if (!account)
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');

  const tlds = await pricing.tldSet(accountId, signal ? { signal } : {});
  const order = prepareOrder(input, { tlds, profiles: ctx.cache.contactProfiles });
  const preset = presetOfOrder(ctx, accountId, order.operation, input.presetId);
  // Refused before any request; the journal refuses again, atomically, when recording.
  const open = ctx.cache.journal.findOpen(accountId, order.name.ascii, order.operation);
  if (open) {
    const { message } = new UnresolvedOrderError(
      open.id,
      order.name.ascii,
      order.operation,
      open.state,
    );
    throw new AppFailure('conflict', message);
  }
  const quoted = await pricing.quoteItem(
    accountId,
    { domain: order.name.ascii, operation: order.operation, period: order.period },
    { tlds, ...(signal && { signal }) },
  );
  if (quoted.problem !== undefined) throw new AppFailure('invalid_input', quoted.problem);
  const acceptedUnknownPrice = refuseUnknownRenewal(order, quoted, input);
  refuseRenewalRise(order, quoted, options.shown, account.currency);

  const client = await ctx.clients(accountId);
  const currency = account.currency;
  const checks = await checkBeforeSending(
    client,
    order,
    quoted.price,
    signal,
    options.shown && { ...options.shown, currency },
  );
  ctx.cache.accounts.recordBalance(accountId, checks.balance);
  try {
    refuseMovedExpiry(order, checks.expiryBefore, options.expiryDate);
  } catch (error) {
    // The cache learns the provider's date, so the next look at the name is right.
    await hooks.sync(accountId, order.name.ascii).catch(() => undefined);
    throw error;
  }
  const premium = premiumOfOrder(order, quoted, checks);
  const howPriced = {
    ...(premium && { premium }),
    ...(checks.priceChange !== undefined && { priceChange: checks.priceChange }),
    ...(options.shown && { shown: options.shown.price }),
  };

  // Refused (as a conflict) while an earlier order for the name and operation is open.
  // One transaction: the entry is never without the preset its order carries.
  const entry = withTransaction(ctx.cache.db, () => {
    const recorded = ctx.cache.journal.record({
      accountId,
      operation: order.operation,
      domain: order.name.ascii,
      period: order.period,
      requestSummary: {
        request: requestSummary(order),
        checks: { balanceBefore: checks.balance, expiryBefore: checks.expiryBefore },
        ...(options.resendOf !== undefined && { resendOf: options.resendOf }),
        pricing: howPriced,
        ...(acceptedUnknownPrice && { acceptedUnknownPrice }),
        ...(preset && { preset: { id: preset.id, name: preset.name } }),
      },
      priceQuoted: checks.price,
      currency,
    });
    if (preset) keepOrderPreset(ctx, recorded, preset);
    return recorded;
  });
  onJournalled();

  const finish = (
    final: OrderEntry,
    result: Result,
    message: string,
    extra: Pick<OrderOutcome, 'errorKind' | 'warning' | 'missingDomainFields'> = {},
  ): OrderOutcome => {
    const charge = chargeWarning(
      expectedCharge(result, checks.price),
      final.priceCharged,
      currency,
    );
    const shown =
      final.priceCharged === null ? '' : ` Charged ${formatMoney(final.priceCharged, currency)}.`;
    ctx.cache.activity.append({
      accountId,
      domain: order.name.ascii,
      action: `order.${order.operation}`,
      before: {
        balance: checks.balance,
        ...(checks.expiryBefore !== null && { expiryDate: checks.expiryBefore }),
      },
      after: {
        orderId: final.id,
        state: final.state,
        period: order.period,
        price: checks.price,
        ...howPriced,
        charged: final.priceCharged,
        balanceAfter: final.balanceAfter,
      },
      result,
      resultDetail: `${message}${shown}${charge === undefined ? '' : ` ${charge}`}`,
    });
    // A domain already in the portfolio shows the failure as its last error.
    if (result !== 'succeeded' && ctx.cache.domains.get(accountId, order.name.ascii)) {
      ctx.cache.domains.recordError(accountId, order.name.ascii, {
        kind: extra.errorKind ?? result,
        message,
      });
    }
    ctx.events.emit('cache:changed', { scope: 'orders', accountId });
    return {
      order: viewOf(deps, final),
      result,
      message,
      balanceBefore: checks.balance,
      ...extra,
      ...(charge !== undefined && { chargeWarning: charge }),
    };
  };

  // The balance step of this order alone (orders are sent one at a time): read straight after
  // its answer, kept with the entry and shown in the header. A failed read costs only the figure.
  const withCharge = async (final: OrderEntry): Promise<OrderEntry> => {
    try {
      const after = await client.credits();
      ctx.cache.accounts.recordBalance(accountId, after);
      ctx.events.emit('cache:changed', { scope: 'accounts', accountId });
      const charged = chargedAmount(checks.balance, after);
      return charged === undefined
        ? final
        : ctx.cache.journal.recordCharge(final.id, { charged, balanceAfter: after });
    } catch {
      return final;
    }
  };

  const priceCents = checks.price === null ? undefined : moneyToCents(checks.price);
  const balanceCents = moneyToCents(checks.balance);
  if (priceCents !== undefined && balanceCents !== undefined && balanceCents < priceCents) {
    const money = (amount: string): string => formatMoney(amount, currency);
    const message =
      `Not sent: the credit balance (${money(checks.balance)}) does not cover this order ` +
      `(${money(checks.price ?? '')}); ${money(centsToMoney(priceCents - balanceCents))} short. ` +
      'Add funds with your provider, then order again.';
    return finish(ctx.cache.journal.markFailed(entry.id, message), 'failed', message, {
      errorKind: 'insufficient_credit',
    });
  }
  if (signal?.aborted) {
    const message = 'Not sent: cancelled before sending.';
    return finish(ctx.cache.journal.markFailed(entry.id, message), 'failed', message, {
      errorKind: 'cancelled',
    });
  }

  // On the disk before the order leaves: after a power cut it reads "sent", never "prepared".
  withDurableTransaction(ctx.cache.db, () => {
    ctx.cache.journal.markSent(entry.id);
    options.onSent?.();
  });
  try {
    // No signal: once an order is on its way, abandoning it would only lose its answer.
    if (order.operation === 'register') await client.register(order.request);
    else if (order.operation === 'transfer') await client.transfer(order.request);
    else await client.renew(order.request);
  } catch (error) {
    if (isApiCallError(error) && !mayHaveHappened(error)) {
      const missing = missingDomainFields(error.error.serverMessage ?? '');
      const message =
        error.kind === 'network'
          ? `Not sent: ${error.message}`
          : missing.length > 0
            ? missingFieldsText(order, missing)
            : failureText(error);
      const failed = ctx.cache.journal.markFailed(entry.id, message);
      // A refusal by the provider is read against the balance too; a request never sent is not.
      const settled = error.kind === 'network' ? failed : await withCharge(failed);
      return finish(settled, 'failed', message, {
        errorKind: error.kind,
        ...(missing.length > 0 && { missingDomainFields: missing }),
      });
    }
    const message = isApiCallError(error)
      ? failureText(error)
      : 'The order may or may not have been placed: DomainDesk failed while waiting for the answer. Reconcile it before ordering again.';
    return finish(
      ctx.cache.journal.markOutcomeUnknown(entry.id, message),
      'outcome_unknown',
      message,
      {
        errorKind: 'outcome_unknown',
      },
    );
  }

  const sent = successText(order, checks.price, currency, premium !== undefined);
  const message = checks.priceChange === undefined ? sent : `${sent} ${checks.priceChange}`;
  const done = await withCharge(ctx.cache.journal.markSucceeded(entry.id, message));
  // Renewals of a premium name are charged at its premium price: keep what the lookup said.
  if (checks.premiumFact) {
    ctx.cache.premium.record(accountId, new Map([[order.name.ascii, checks.premiumFact]]));
  }
  removeOrderedLine(ctx, { accountId, domain: order.name.ascii, operation: order.operation });
  const warning = await applyToPortfolio(hooks, accountId, order);
  return finish(done, 'succeeded', message, warning === undefined ? {} : { warning });
}

/** Tells the portfolio; a failure here never turns a placed order into a failed one. */
export async function applyToPortfolio(
  hooks: PortfolioHooks,
  accountId: string,
  order: Pick<PreparedOrder, 'operation' | 'name'>,
): Promise<string | undefined> {
  try {
    if (order.operation === 'renew') await hooks.sync(accountId, order.name.ascii);
    else await hooks.addOrdered(accountId, order.name.ascii, order.operation);
    return undefined;
  } catch {
    return `The order went through, but ${order.name.unicode} could not be updated in the portfolio yet. Refresh it later.`;
  }
}
