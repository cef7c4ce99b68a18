import { countOf } from '../counts';
import type { PortfolioStatus } from '../ipc/channels/portfolioTypes';

/*
 * Which selected domains a bulk action that calls the API can reach. A pending order is not
 * in the account yet and a domain no longer in it answers "not found": each would only fail,
 * one by one, so they are left out before the job starts, and the dialog says how many.
 */

/** Statuses of orders not yet provisioned to the account. */
export const PENDING_STATUSES: readonly PortfolioStatus[] = ['pending'];
/** Statuses of domains the API no longer answers for as part of this account. */
export const GONE_STATUSES: readonly PortfolioStatus[] = ['not_in_account', 'released', 'deleted'];
/** Every status a bulk API action leaves out. */
export const LEFT_OUT_STATUSES: readonly PortfolioStatus[] = [
  ...PENDING_STATUSES,
  ...GONE_STATUSES,
];

/** A selection split by whether a bulk API action reaches each domain. */
export interface BulkReach {
  /** Domains selected (those in the portfolio). */
  readonly total: number;
  /** Domains the action is sent to. */
  readonly reached: number;
  /** Left out: ordered, not in the account yet. */
  readonly pending: number;
  /** Left out: no longer in this account (including released and deleted ones). */
  readonly gone: number;
}

/**
 * "2 pending domains and 1 no longer in this account are left out.", or null when none is.
 */
export function leftOutText(reach: Pick<BulkReach, 'pending' | 'gone'>): string | null {
  const parts = [
    reach.pending > 0 ? countOf(reach.pending, 'pending domain', 'pending domains') : null,
    reach.gone > 0
      ? reach.pending > 0
        ? `${reach.gone.toLocaleString('en-US')} no longer in this account`
        : countOf(
            reach.gone,
            'domain no longer in this account',
            'domains no longer in this account',
          )
      : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  const verb = reach.pending + reach.gone === 1 ? 'is' : 'are';
  return `${parts.join(' and ')} ${verb} left out.`;
}
