import { ORDER_SETTLE_LIMITS } from '../../../shared/accounts/accountRules';
import type { OrderEntry } from '../../cache/orderJournal';
import type { ServiceContext } from '../serviceContext';

/** How often (real time) the orders service looks for unknown outcomes due a check. */
export const RECHECK_TICK_MS = 30_000;
/** After a check past the settle window that still could not tell, the next one waits this. */
export const RECHECK_AFTER_MS = 5 * 60_000;

/**
 * When orders whose answer was lost are checked again. The settle window starts when the
 * order was sent and lasts the account's `orderSettleMinutes`: until it ends the provider may
 * still be working on the request, so no check may conclude "not placed" before.
 */
export interface RecheckSchedule {
  /** When the settle window of the entry ends, in ms since the epoch. */
  settleEndsAt(entry: OrderEntry): number;
  /** When the next automatic check runs (ISO), for an entry whose outcome is unknown. */
  nextCheckAt(entry: OrderEntry): string | null;
  /** Notes a check that left the outcome unknown; the next one waits. */
  checked(orderId: string): void;
  /** Unknown outcomes whose next check is due now. */
  due(): OrderEntry[];
}

export function createRecheckSchedule(ctx: Pick<ServiceContext, 'cache' | 'now'>): RecheckSchedule {
  const lastChecked = new Map<string, number>();

  const settleEndsAt = (entry: OrderEntry): number => {
    const minutes =
      ctx.cache.accounts.get(entry.accountId)?.orderSettleMinutes ?? ORDER_SETTLE_LIMITS.default;
    // Entries from before the send time was kept fall back to their last change, which came
    // no earlier than the send.
    return Date.parse(entry.sentAt ?? entry.updatedAt) + minutes * 60_000;
  };
  const nextCheckMs = (entry: OrderEntry): number => {
    const checked = lastChecked.get(entry.id);
    const settled = settleEndsAt(entry);
    // The first check that can conclude comes as the window ends, whatever was asked before.
    return checked === undefined || checked < settled ? settled : checked + RECHECK_AFTER_MS;
  };

  return {
    settleEndsAt,
    nextCheckAt(entry) {
      if (entry.state !== 'outcome_unknown') return null;
      return new Date(Math.max(nextCheckMs(entry), ctx.now())).toISOString();
    },
    checked(orderId) {
      lastChecked.set(orderId, ctx.now());
    },
    due() {
      const now = ctx.now();
      return ctx.cache.journal
        .list({ states: ['outcome_unknown'] })
        .filter((entry) => nextCheckMs(entry) <= now)
        .reverse();
    },
  };
}

/** "14:05": the local time a user reads, rounded up to the minute so it is never early. */
export function clockTime(iso: string): string {
  const at = new Date(Math.ceil(Date.parse(iso) / 60_000) * 60_000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
