import { centsToMoney, moneyToCents } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type {
  AutopilotRun,
  AutopilotRunLine,
  AutopilotSkipReason,
} from '../../../shared/ipc/channels/autopilot';
import type { QuoteItem } from '../../../shared/ipc/channels/pricing';
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
import type { ServiceContext } from '../serviceContext';

const DAY_MS = 86_400_000;
/** A renewal journalled this long before the window opened still waits for its new expiry. */
const RECENT_RENEWAL_DAYS = 30;
const NOT_PLACED = VERDICT_PREFIX.not_placed;

export interface AutopilotDeps {
  readonly ctx: ServiceContext;
  readonly orders: Pick<OrdersService, 'place'>;
  readonly pricing: Pick<PricingService, 'quote' | 'balance'>;
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

const cents = (amount: string | null | undefined): number =>
  amount === null || amount === undefined ? 0 : (moneyToCents(amount) ?? 0);

/** The run being written: lines land in one list each, in expiry order. */
class RunBook {
  readonly renewed: (AutopilotRunLine & { charged: string | null })[] = [];
  readonly unknown: AutopilotRunLine[] = [];
  readonly failed: (AutopilotRunLine & { reason: string })[] = [];
  readonly skipped: (AutopilotRunLine & { reason: AutopilotSkipReason })[] = [];
  spentCents = 0;

  constructor(readonly startedAt: string) {}

  skip(line: AutopilotRunLine, reason: AutopilotSkipReason): void {
    this.skipped.push({ ...line, reason });
  }

  done(endedAt: string): AutopilotRun {
    return {
      startedAt: this.startedAt,
      endedAt,
      renewed: this.renewed,
      unknown: this.unknown,
      failed: this.failed,
      skipped: this.skipped,
      spent: centsToMoney(this.spentCents),
    };
  }
}

const lineOf = (candidate: AutopilotCandidate, item: QuoteItem | undefined): AutopilotRunLine => ({
  domain: candidate.name,
  unicodeDomain: candidate.unicodeName,
  expiryDate: candidate.expiryDate,
  price: item?.price ?? null,
});

/**
 * One run of an account's autopilot: the domains of its scope entering the window, soonest
 * first, each renewed for a year through the journal unless a rule says no. The cap, the
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
  const since = isoDay(now - (settings.daysBefore + RECENT_RENEWAL_DAYS) * DAY_MS);
  const due = autopilotCandidates(ctx.cache.db, accountId, settings, {
    today: isoDay(now),
    until: isoDay(now + settings.daysBefore * DAY_MS),
  });
  const toPrice: AutopilotCandidate[] = [];
  for (const candidate of due) {
    const renewal = { accountId, domain: candidate.name, since };
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
    if (item?.renewalPremium === 'unknown') {
      book.skip(line, 'premium_unknown');
      continue;
    }
    if (item?.price === undefined || item.price === null || item.problem !== undefined) {
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
      { shown: { price } },
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
    book.failed.push({ ...line, reason: describeFailure(error).message });
  }
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

/** One sentence for Activity and notifications. */
export function runSummary(run: AutopilotRun): string {
  const parts = [`renewed ${String(run.renewed.length)}`];
  if (run.unknown.length > 0) parts.push(`${String(run.unknown.length)} of unknown outcome`);
  if (run.failed.length > 0) parts.push(`${String(run.failed.length)} failed`);
  if (run.skipped.length > 0) parts.push(`skipped ${String(run.skipped.length)}`);
  return `Renewal autopilot: ${parts.join(', ')}; spent ${run.spent}.`;
}
