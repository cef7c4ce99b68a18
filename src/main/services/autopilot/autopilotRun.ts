import { AppFailure, isAppFailure } from '../../../shared/ipc';
import type { AutopilotRun, AutopilotRunLine } from '../../../shared/ipc/channels/autopilot';
import { autopilotCandidates } from '../../cache/autopilotQuery';
import type { AutopilotCandidate } from '../../cache/autopilotQuery';
import {
  autopilotOf,
  autopilotSpent,
  dropRenewal,
  recordAutopilotRun,
  renewedSince,
  reserveRenewal,
} from '../../cache/autopilotRepo';
import { VERDICT_PREFIX } from '../orders/orderJournalView';
import { describeFailure } from '../portfolio/failureText';
import type { OrdersService } from '../orders/ordersService';
import type { PricingService } from '../pricing/pricingService';
import { renewalsScope } from '../renewals/renewalsScope';
import type { ServiceContext } from '../serviceContext';
import { cents, lineOf, RunBook, runSummary } from './runBook';

const DAY_MS = 86_400_000;
/** A renewal journalled this long before the window opened still waits for its new expiry. */
const RECENT_RENEWAL_DAYS = 30;
const NOT_PLACED = VERDICT_PREFIX.not_placed;

export interface AutopilotDeps {
  readonly ctx: ServiceContext;
  readonly orders: Pick<OrdersService, 'place'>;
  readonly pricing: Pick<PricingService, 'quote' | 'balance' | 'tldPricing'>;
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/**
 * Since when a journalled renewal means this expiry date was renewed already (its new expiry
 * maybe not read yet): the window's reach back from today, or, for an expired name whose
 * date the cache still holds, from that expiry date.
 */
function sinceOf(candidate: AutopilotCandidate, now: number, settings: { daysBefore: number }) {
  const back = (settings.daysBefore + RECENT_RENEWAL_DAYS) * DAY_MS;
  const expiry = Date.parse(`${candidate.expiryDate}T00:00:00Z`);
  return isoDay(Math.min(now, expiry) - back);
}

/**
 * One run of an account's autopilot: the domains of its scope entering the window, and the
 * expired ones still in grace or redemption (their fee included in the price the cap and the
 * balance are checked against), soonest deadline first, each renewed for a year through the
 * journal unless a rule says no; a redemption fee only when the settings allow it. The cap, the
 * balance and whether the autopilot is still on are checked again before each order; a
 * renewal is reserved against the cap before it is sent, so a run that stops midway (a crash,
 * a quit) leaves its spend counted and its orders to the journal — nothing is sent twice.
 */
export async function runAutopilot(
  deps: AutopilotDeps,
  accountId: string,
  signal: AbortSignal,
): Promise<AutopilotRun> {
  const { ctx } = deps;
  const { settings } = autopilotOf(ctx.cache.db, accountId);
  if (!settings.enabled) {
    throw new AppFailure('conflict', 'The renewal autopilot of this account is off.');
  }
  const now = ctx.now();
  const book = new RunBook(new Date(now).toISOString());
  const { scope } = await renewalsScope(ctx, deps.pricing, accountId);
  const due = autopilotCandidates(ctx.cache.db, scope, settings);
  const toPrice: AutopilotCandidate[] = [];
  for (const candidate of due) {
    const renewal = { accountId, domain: candidate.name, since: sinceOf(candidate, now, settings) };
    if (ctx.cache.journal.findOpen(accountId, candidate.name, 'renew')) {
      book.skip(lineOf(candidate, undefined), 'order_open');
    } else if (renewedSince(ctx.cache.db, renewal, NOT_PLACED)) {
      book.skip(lineOf(candidate, undefined), 'renewed_recently');
    } else {
      toPrice.push(candidate);
    }
  }
  if (toPrice.length > 0) await renewEach(deps, accountId, toPrice, book, signal);
  const finished = book.done(new Date(ctx.now()).toISOString());
  record(ctx, accountId, finished);
  return finished;
}

async function renewEach(
  deps: AutopilotDeps,
  accountId: string,
  due: readonly AutopilotCandidate[],
  book: RunBook,
  signal: AbortSignal,
): Promise<void> {
  const { ctx } = deps;
  const quote = await deps.pricing.quote(
    accountId,
    due.map((candidate) => ({ domain: candidate.name, operation: 'renew' as const, period: 1 })),
  );
  const items = new Map(quote.items.map((item) => [item.domain, item]));
  let offline = false;
  for (const candidate of due) {
    const item = items.get(candidate.name);
    const line = lineOf(candidate, item);
    const current = autopilotOf(ctx.cache.db, accountId).settings;
    if (signal.aborted || !current.enabled) {
      book.skip(line, 'stopped');
      continue;
    }
    if (offline) {
      book.skip(line, 'offline');
      continue;
    }
    const phase = item?.lateFee?.phase ?? candidate.phase;
    if ((phase === 'redemption' || candidate.phase === 'redemption') && !current.payRedemption) {
      book.skip(line, 'redemption_not_allowed');
      continue;
    }
    if (item?.renewalPremium === 'unknown') {
      book.skip(line, 'premium_unknown');
      continue;
    }
    // An expired name priced without its fee (its TLD's terms unknown) is not priced at all.
    const feeMissing = candidate.phase !== 'due' && item?.lateFee === undefined;
    if (
      item?.price === undefined ||
      item.price === null ||
      item.problem !== undefined ||
      feeMissing
    ) {
      book.skip(line, 'unpriced');
      continue;
    }
    const month = monthOf(ctx.now());
    const spent = cents(autopilotSpent(ctx.cache.db, accountId, month, NOT_PLACED));
    if (spent + cents(item.price) > cents(current.monthlyCap)) {
      book.skip(line, 'over_cap');
      continue;
    }
    const balance = await deps.pricing.balance(accountId);
    if (balance.fromCache) {
      offline = true;
      book.skip(line, 'offline');
      continue;
    }
    if (cents(balance.amount) < cents(item.price)) {
      book.skip(line, 'over_balance');
      continue;
    }
    await renewOne(deps, accountId, { candidate, line, price: item.price, month }, book);
  }
}

async function renewOne(
  deps: AutopilotDeps,
  accountId: string,
  renewal: { candidate: AutopilotCandidate; line: AutopilotRunLine; price: string; month: string },
  book: RunBook,
): Promise<void> {
  const { ctx } = deps;
  const { candidate, line, price, month } = renewal;
  const key = { accountId, domain: candidate.name, expiryDate: candidate.expiryDate };
  const at = new Date(ctx.now()).toISOString();
  // Reserved before sending: a run that stops after this still has the amount counted.
  const fresh = reserveRenewal(ctx.cache.db, { ...key, month, quoted: price }, at);
  try {
    const outcome = await deps.orders.place(
      accountId,
      { domain: candidate.name, operation: 'renew', period: 1 },
      { shown: { price }, expiryDate: candidate.expiryDate },
    );
    if (outcome.result === 'succeeded') {
      book.spentCents += cents(outcome.order.charged ?? price);
      book.renewed.push({ ...line, charged: outcome.order.charged });
    } else if (outcome.result === 'outcome_unknown') {
      book.spentCents += cents(price);
      book.unknown.push(line);
    } else {
      book.failed.push({ ...line, reason: outcome.message });
    }
  } catch (error) {
    // Refused before it was journalled (so never sent): it spent nothing.
    const journalled = renewedSince(ctx.cache.db, { ...key, since: at }, NOT_PLACED);
    if (fresh && !journalled) dropRenewal(ctx.cache.db, key);
    if (expiryMoved(error)) book.skip(line, 'expiry_changed');
    else book.failed.push({ ...line, reason: describeFailure(error).message });
  }
}

/** The provider's expiry date was not the one this renewal was for: nothing was sent. */
function expiryMoved(error: unknown): boolean {
  if (!isAppFailure(error, 'conflict')) return false;
  const detail = error.detail;
  // Of the conflicts, only a moved expiry date carries a `reason` (errorDetailSchemas.ts).
  return detail !== undefined && 'reason' in detail;
}

function record(ctx: ServiceContext, accountId: string, run: AutopilotRun): void {
  recordAutopilotRun(ctx.cache.db, accountId, run);
  const worked = run.failed.length === 0 && run.unknown.length === 0;
  ctx.cache.activity.append({
    accountId,
    action: 'autopilot.run',
    after: run,
    result: run.unknown.length > 0 ? 'outcome_unknown' : worked ? 'succeeded' : 'failed',
    resultDetail: runSummary(run),
  });
  ctx.events.emit('cache:changed', { scope: 'autopilot', accountId });
  ctx.events.emit('cache:changed', { scope: 'activity', accountId });
}
