import { z } from 'zod';
import { toUnicodeLabel } from '../../../shared/domainName';
import type { OrderVerdict, OrderView } from '../../../shared/ipc/channels/orders';
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

/** `resentIds`: ids of entries another entry already sends again. */
export function toOrderView(entry: OrderEntry, resentIds: ReadonlySet<string>): OrderView {
  const verdict = verdictOf(entry);
  return {
    id: entry.id,
    accountId: entry.accountId,
    operation: entry.operation,
    domain: entry.domain,
    unicodeDomain: unicodeName(entry.domain),
    period: entry.period,
    price: entry.priceQuoted,
    currency: entry.currency,
    state: entry.state,
    verdict,
    detail: entry.outcomeDetail,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    resendOf: summaryOf(entry).resendOf ?? null,
    canSendAgain: verdict === 'not_placed' && !resentIds.has(entry.id),
  };
}

/** Ids of the entries that were sent again by one of `entries`. */
export function resentIdsOf(entries: readonly OrderEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    const original = summaryOf(entry).resendOf;
    if (original !== undefined) ids.add(original);
  }
  return ids;
}
