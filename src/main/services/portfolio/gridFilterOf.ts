import type { PortfolioFilter } from '../../../shared/ipc/channels/portfolioTypes';
import type { DomainGridFilter } from '../../cache/gridFilter';
import { majorityNameservers } from '../../cache/portfolioQueries';
import type { ServiceContext } from '../serviceContext';
import { defaultNameserversJson, profileContactPairs } from './healthFilters';

const DAY_MS = 24 * 60 * 60 * 1000;

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  return b === undefined || a > b ? a : b;
}

function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  return b === undefined || a < b ? a : b;
}

/** The grid's filter in the cache's terms: day counts become dates from the context's clock. */
export function gridFilterOf(
  ctx: ServiceContext,
  accountId: string | undefined,
  filter: PortfolioFilter = {},
): DomainGridFilter {
  const now = ctx.now();
  const ahead = filter.expiringWithinDays;
  const past = filter.expiredWithinDays;
  const majority =
    filter.nameserversDiffer === true ? majorityNameservers(ctx.cache.db, accountId) : null;
  return {
    accountId,
    statuses: filter.statuses,
    text: filter.text,
    tag: filter.tag,
    tld: filter.tld,
    expiryFrom: later(
      ahead === undefined ? undefined : day(now),
      past === undefined ? undefined : day(now - past * DAY_MS),
    ),
    expiryTo: earlier(
      ahead === undefined ? undefined : day(now + ahead * DAY_MS),
      past === undefined ? undefined : day(now - DAY_MS),
    ),
    syncedBefore:
      filter.notSyncedForDays === undefined
        ? undefined
        : new Date(now - filter.notSyncedForDays * DAY_MS).toISOString(),
    hasError: filter.hasError,
    locked: filter.locked,
    idProtection: filter.idProtection,
    // With no set known there is nothing to differ from: the filter matches no row.
    nameserversOtherThan: filter.nameserversDiffer === true ? (majority ?? '') : undefined,
    nameserversNotDefault:
      filter.nameserversNotDefault === true ? defaultNameserversJson(ctx) : undefined,
    contactsOtherThan:
      filter.contactsDifferFromProfile === undefined
        ? undefined
        : profileContactPairs(ctx, filter.contactsDifferFromProfile),
    contactsCached: filter.contactsCached,
  };
}
