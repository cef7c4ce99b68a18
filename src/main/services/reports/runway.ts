import { centsToMoney, moneyToCents } from '../../../shared/api';
import { RUNWAY_WEEKS } from '../../../shared/ipc/channels/reports';
import type { RunwayView, RunwayWeek } from '../../../shared/ipc/channels/reports';
import { dayOffset } from '../../cache/renewalsQuery';
import { runwayUnknownNames, runwayWeeks } from '../../cache/runwayQuery';
import type { PricingService } from '../pricing/pricingService';
import { renewalsScope } from '../renewals/renewalsScope';
import type { ServiceContext } from '../serviceContext';

const NAMED_UNKNOWN = 20;

/** The balance against the renewals due over the next 90 days, week by week. */
export async function creditRunway(
  ctx: ServiceContext,
  pricing: PricingService,
  accountId: string,
): Promise<RunwayView> {
  const { scope, fetchedAt } = await renewalsScope(ctx, pricing, accountId);
  const account = ctx.cache.accounts.get(accountId);
  const balance = account?.lastBalance ?? null;
  const balanceCents = balance === null ? null : (moneyToCents(balance.amount) ?? null);
  const figures = new Map(
    runwayWeeks(ctx.cache.db, scope, balanceCents).map((f) => [f.week, f] as const),
  );
  let cumulative = 0;
  let before: string | null = null;
  let unknown = 0;
  let unpriced = 0;
  const weeks: RunwayWeek[] = [];
  for (let week = 0; week < RUNWAY_WEEKS; week += 1) {
    const f = figures.get(week);
    cumulative += f?.dueCents ?? 0;
    before ??= f?.shortFrom ?? null;
    unknown += f?.premiumUnknown ?? 0;
    const notPriced = (f?.count ?? 0) - (f?.priced ?? 0);
    unpriced += notPriced - (f?.premiumUnknown ?? 0);
    weeks.push({
      from: dayOffset(scope.today, week * 7),
      to: dayOffset(scope.today, week * 7 + 6),
      count: f?.count ?? 0,
      due: centsToMoney(f?.dueCents ?? 0),
      cumulative: centsToMoney(cumulative),
      left: balanceCents === null ? null : centsToMoney(balanceCents - cumulative),
      notPriced,
    });
  }
  const short =
    balanceCents !== null && cumulative > balanceCents && before !== null
      ? { missing: cumulative - balanceCents, before }
      : null;
  return {
    today: scope.today,
    currency: scope.currency,
    balance: balance?.amount ?? null,
    balanceAt: balance?.at ?? null,
    weeks,
    total: centsToMoney(cumulative),
    shortfall: short && {
      amount: centsToMoney(short.missing),
      // A renewal already late is due now: the money is needed today.
      before: short.before < scope.today ? scope.today : short.before,
    },
    premiumUnknown: unknown > 0 ? runwayUnknownNames(ctx.cache.db, scope, NAMED_UNKNOWN) : [],
    premiumUnknownCount: unknown,
    unpriced,
    pricesFetchedAt: fetchedAt,
  };
}
