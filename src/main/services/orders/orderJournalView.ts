import { z } from 'zod';
import { toUnicodeLabel } from '../../../shared/domainName';
import type { OrderVerdict, OrderView } from '../../../shared/ipc/channels/orders';
import type { OrderPresetStatus } from '../../../shared/presets/orderPresetStatus';
import type { OrderEntry } from '../../cache/orderJournal';

/**
 * How a reconciled entry's detail starts. The journal's states end at `reconciled`; the
 * verdict is written at the head of the detail, where people read it too.
 */
export const VERDICT_PREFIX: Readonly<Record<OrderVerdict, string>> = {
  placed: 'Placed: ',
  not_placed: 'Not placed: ',
};

/** What the journal keeps with each order besides its columns. */
const summarySchema = z.looseObject({
  /** What was (to be) sent, EPP code masked. */
  request: z.looseObject({}).optional().catch(undefined),
  /** Facts read just before sending, for reconciling a lost answer. */
  checks: z
    .looseObject({
      balanceBefore: z.string().nullable().optional().catch(undefined),
      expiryBefore: z.string().nullable().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  resendOf: z.string().optional().catch(undefined),
  /** How the order was priced when sent (entries from before this was kept lack it). */
  pricing: z
    .looseObject({
      premium: z.object({ price: z.string().nullable() }).optional().catch(undefined),
      priceChange: z.string().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  /** A renewal sent with its unknown premium renewal price accepted. */
  acceptedUnknownPrice: z.literal(true).optional().catch(undefined),
  /** The preset the cart line chose (applied once the domain is active). */
  preset: z.object({ id: z.string(), name: z.string() }).optional().catch(undefined),
});
export type JournalSummary = z.output<typeof summarySchema>;

export function summaryOf(entry: OrderEntry): JournalSummary {
  return summarySchema.safeParse(entry.requestSummary).data ?? {};
}

export function verdictOf(entry: OrderEntry): OrderVerdict | null {
  if (entry.state !== 'reconciled' || entry.outcomeDetail === null) return null;
  if (entry.outcomeDetail.startsWith(VERDICT_PREFIX.not_placed)) return 'not_placed';
  if (entry.outcomeDetail.startsWith(VERDICT_PREFIX.placed)) return 'placed';
  return null;
}

function unicodeName(ascii: string): string {
  return ascii.split('.').map(toUnicodeLabel).join('.');
}

/** What a view needs beyond the entry itself. */
export interface ViewContext {
  /** Ids of entries that may not be sent again (see `resendBlockedIds`). */
  readonly resendBlocked: ReadonlySet<string>;
  /** When the next automatic check of an unknown outcome runs (ISO), or null. */
  readonly nextCheckAt: string | null;
  /** How applying the preset an order carried went; asked only of orders with one. */
  readonly presetStatusOf?: (orderId: string) => OrderPresetStatus | undefined;
}

export function toOrderView(entry: OrderEntry, context: ViewContext): OrderView {
  const verdict = verdictOf(entry);
  const summary = summaryOf(entry);
  const premium = summary.pricing?.premium;
  const priceChange = summary.pricing?.priceChange;
  const presetStatus = summary.preset && context.presetStatusOf?.(entry.id);
  return {
    id: entry.id,
    accountId: entry.accountId,
    operation: entry.operation,
    domain: entry.domain,
    unicodeDomain: unicodeName(entry.domain),
    period: entry.period,
    price: entry.priceQuoted,
    ...(premium && { premium }),
    ...(priceChange !== undefined && { priceChange }),
    charged: entry.priceCharged,
    balanceAfter: entry.balanceAfter,
    currency: entry.currency,
    state: entry.state,
    verdict,
    detail: entry.outcomeDetail,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    resendOf: summary.resendOf ?? null,
    canSendAgain: verdict === 'not_placed' && !context.resendBlocked.has(entry.id),
    nextCheckAt: entry.state === 'outcome_unknown' ? context.nextCheckAt : null,
    ...(summary.preset && {
      preset: {
        ...summary.preset,
        ...(presetStatus && { status: presetStatus }),
      },
    }),
  };
}

/**
 * Ids of the entries among `entries` (newest first) that must not be sent again: those
 * already sent again, and those followed by a later order for the same name and operation
 * that went through or is still open (sending the old one too would order it twice).
 */
export function resendBlockedIds(entries: readonly OrderEntry[]): Set<string> {
  const ids = new Set<string>();
  const taken = new Set<string>();
  for (const entry of entries) {
    const original = summaryOf(entry).resendOf;
    if (original !== undefined) ids.add(original);
    const key = `${entry.accountId} ${entry.operation} ${entry.domain}`;
    if (taken.has(key)) ids.add(entry.id);
    if (entry.state !== 'failed' && verdictOf(entry) !== 'not_placed') taken.add(key);
  }
  return ids;
}
