import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { accountIdSchema } from './portfolio';

/** The runway looks this many weeks ahead (91 days: the next 90 and today). */
export const RUNWAY_WEEKS = 13;

/** One week of the runway: the renewals due in it, priced as charged. */
export interface RunwayWeek {
  /** YYYY-MM-DD, first and last day (UTC). Week 0 also holds what has already expired. */
  readonly from: string;
  readonly to: string;
  readonly count: number;
  /** One-year renewals (premium, grace and redemption fees included) of the priced domains. */
  readonly due: string;
  /** Due from today to the end of this week. */
  readonly cumulative: string;
  /** The balance less `cumulative`; negative when short; null when the balance is not known. */
  readonly left: string | null;
  /** Domains of the week with no price: premium renewal price unknown, or no TLD price. */
  readonly notPriced: number;
}

/** The balance against the renewals due over the next 90 days, week by week. */
export interface RunwayView {
  readonly today: string;
  readonly currency: string | null;
  /** The last balance read, and when; null when never read. */
  readonly balance: string | null;
  readonly balanceAt: string | null;
  readonly weeks: readonly RunwayWeek[];
  readonly total: string;
  /**
   * When the renewals due outgrow the balance: what to add to renew everything due (the
   * total less the balance) and the expiry date of the first renewal the balance does not
   * cover. Null when the balance covers all (or is not known).
   */
  readonly shortfall: { readonly amount: string; readonly before: string } | null;
  /** Names (Unicode) whose premium renewal price is unknown, soonest first (at most 20). */
  readonly premiumUnknown: readonly string[];
  readonly premiumUnknownCount: number;
  /** Domains whose TLD renewal (or late fee) price is not known. */
  readonly unpriced: number;
  readonly pricesFetchedAt: string | null;
}

/** One row of a spend breakdown. */
export interface SpendRow {
  /** A month (YYYY-MM), a TLD, a tag or an account's label. */
  readonly key: string;
  readonly orders: number;
  readonly spent: string;
}

/** One month of the projection, or one tag's renewals over the next 12 months. */
export interface ProjectionRow {
  readonly key: string;
  readonly count: number;
  readonly total: string;
  readonly notPriced: number;
}

/** What was spent (journal charges, less transfer refunds) and what renewals will cost. */
export interface SpendReport {
  readonly currency: string | null;
  readonly byMonth: readonly SpendRow[];
  readonly byTld: readonly SpendRow[];
  readonly byTag: readonly SpendRow[];
  readonly byAccount: readonly SpendRow[];
  readonly total: string;
  /** Orders counted at their quote because the balance after them was not read. */
  readonly atQuote: number;
  /** Orders whose outcome is still unknown: not counted. */
  readonly outcomeUnknown: number;
  /** The next 12 months of renewals from the expiry dates, priced as charged. */
  readonly projection: readonly ProjectionRow[];
  readonly renewalsByTag: readonly ProjectionRow[];
}

/** The tag row of orders and domains without a tag. */
export const NO_TAG = '(no tag)';

export const reportsChannels = {
  /** The credit runway of an account: one query in main. */
  'reports:runway': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<RunwayView>(),
  }),
  /** Spend in the account's currency across accounts, and the renewals ahead. */
  'reports:spend': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<SpendReport>(),
  }),
  /** The spend report as CSV text, every breakdown one after the other. */
  'reports:spendCsv': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<string>(),
  }),
} satisfies ChannelMap;
