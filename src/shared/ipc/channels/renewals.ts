import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import type { Quote } from './pricing';
import { accountIdSchema, selectionSchema } from './portfolio';

export const RENEWAL_GROUPS = ['days30', 'days60', 'days90', 'grace', 'redemption'] as const;
/** Expiring within 30/60/90 days (each includes the shorter ones), or expired in grace/redemption. */
export type RenewalGroup = (typeof RENEWAL_GROUPS)[number];

/** One group of the Expiry view: each domain counted once, each priced as the provider charges. */
export interface RenewalGroupView {
  readonly group: RenewalGroup;
  readonly count: number;
  /** Domains priced: renewal (premium where premium) plus the grace or redemption fee. */
  readonly priced: number;
  /** Sum of the priced domains' one-year renewals, in the account's currency. */
  readonly total: string;
  /** Domains whose premium status or premium renewal price is not known: not in `total`. */
  readonly premiumUnknown: number;
  /** Other domains without a price (the TLD's renewal or late fee is not known). */
  readonly unpriced: number;
}

export interface RenewalsDueView {
  /** YYYY-MM-DD (UTC) the groups are counted from. */
  readonly today: string;
  readonly currency: string | null;
  readonly groups: readonly RenewalGroupView[];
  /** When the TLD prices used were fetched; null when never. */
  readonly pricesFetchedAt: string | null;
}

export type RenewalPremium = 'premium' | 'unknown' | null;

/** One domain of a group: when it expires, what renewing it for a year costs and makes it. */
export interface RenewalRow {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string;
  readonly newExpiryDate: string;
  readonly phase: 'due' | 'grace' | 'redemption';
  /** Null when not known (see `premium`). */
  readonly price: string | null;
  readonly premium: RenewalPremium;
}

export const RENEWAL_SORTS = ['expiry', 'name', 'price'] as const;
export type RenewalSort = (typeof RENEWAL_SORTS)[number];

export interface RenewalRowsPage {
  readonly total: number;
  readonly rows: readonly RenewalRow[];
}

/** A line of a bulk renewal: the domain's current and new expiry and its priced renewal. */
export interface RenewalPlanLine {
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly expiryDate: string | null;
  readonly newExpiryDate: string | null;
}

/** Why selected domains are left out of a bulk renewal, with how many of each. */
export interface RenewalLeftOut {
  readonly pending: number;
  readonly notInAccount: number;
  /** Released, deleted or being transferred. */
  readonly gone: number;
  /** Selected names not in the portfolio. */
  readonly missing: number;
}

export interface RenewalPlan {
  /** Renewable domains selected (beyond `lines` when more than one batch). */
  readonly renewable: number;
  readonly leftOut: RenewalLeftOut;
  /** The first batch, soonest-expiring first. */
  readonly lines: readonly RenewalPlanLine[];
  /** One year for each line, as the provider charges it. */
  readonly quote: Quote;
}

/** What a premium status check of a group found. */
export interface PremiumCheck {
  /** Names whose premium status was asked for (at most `RENEWAL_BATCH`, soonest first). */
  readonly asked: number;
  /** Of those, how many the provider answered (premium or not). */
  readonly answered: number;
  /** Names of the group still unknown after the check. */
  readonly stillUnknown: number;
}

/** The most renewals planned, quoted and put into the cart at once (the quote's own limit). */
export const RENEWAL_BATCH = 1000;

const group = z.enum(RENEWAL_GROUPS, { error: 'Choose one of the Expiry view groups.' });

export const renewalsChannels = {
  /** The Expiry view's groups: counts and one-year renewal totals, one query in main. */
  'renewals:due': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<RenewalsDueView>(),
  }),
  /** One page of a group's domains, sorted. */
  'renewals:list': defineChannel({
    input: z.object({
      accountId: accountIdSchema,
      group,
      sort: z.enum(RENEWAL_SORTS, { error: 'Sort by expiry, name or price.' }),
      direction: z.enum(['asc', 'desc'], { error: 'Sort ascending or descending.' }),
      offset: z.int().min(0, { error: 'The offset cannot be negative.' }),
      limit: z
        .int()
        .min(1, { error: 'Ask for at least one row.' })
        .max(500, { error: 'At most 500 rows at once.' }),
    }),
    output: returns<RenewalRowsPage>(),
  }),
  /** Asks the provider whether a group's domains of unknown premium status are premium. */
  'renewals:checkPremium': defineChannel({
    input: z.object({ accountId: accountIdSchema, group }),
    output: returns<PremiumCheck>(),
  }),
  /** A group's domains as CSV text, soonest-expiring first. */
  'renewals:csv': defineChannel({
    input: z.object({ accountId: accountIdSchema, group }),
    output: returns<string>(),
  }),
  /**
   * A bulk renewal of a selection or of an Expiry view group: what is left out and why, the
   * first batch (soonest-expiring first) and its quote.
   */
  'renewals:plan': defineChannel({
    input: z.union([
      z.object({ selection: selectionSchema }),
      z.object({ accountId: accountIdSchema, group }),
    ]),
    output: returns<RenewalPlan>(),
  }),
} satisfies ChannelMap;
