import { GONE_STATUSES, PENDING_STATUSES } from '../../../shared/bulk/bulkReach';
import type { BulkReach } from '../../../shared/bulk/bulkReach';
import type { PortfolioSelection } from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { DomainRecord } from '../../cache/domainRecord';
import { PORTFOLIO_STATUSES } from '../../../shared/ipc/channels/portfolioTypes';
import type { PortfolioStatus } from '../../../shared/ipc/channels/portfolioTypes';
import { countDomains, statusesOf } from '../../cache/portfolioQueries';
import { gridFilterOf } from './gridFilterOf';
import type { ServiceContext } from '../serviceContext';
import { describeFailure } from './failureText';
import { TRANSFER_FAILED_KIND, TRANSFERRED_AWAY_KIND } from './presence';
import { requireAccount, selectionChunks } from './selection';

/** How many selected domains a bulk API action reaches and how many it leaves out, and why. */
export async function selectionReach(
  ctx: ServiceContext,
  selection: PortfolioSelection,
): Promise<BulkReach> {
  requireAccount(ctx, selection.accountId);
  // A whole filter is counted by status in the index: "all 100,000" is three counts.
  if (
    selection.kind === 'filter' &&
    selection.runs === undefined &&
    (selection.except ?? []).length === 0 &&
    (selection.also ?? []).length === 0
  ) {
    const filter = gridFilterOf(ctx, selection.accountId, selection.filter);
    const among = (statuses: readonly PortfolioStatus[]): number =>
      countDomains(ctx.cache.db, {
        ...filter,
        statuses: (filter.statuses ?? PORTFOLIO_STATUSES).filter((s) => statuses.includes(s)),
      });
    const total = countDomains(ctx.cache.db, filter);
    const pending = among(PENDING_STATUSES);
    const gone = among(GONE_STATUSES);
    return { total, reached: total - pending - gone, pending, gone };
  }
  let total = 0;
  let pending = 0;
  let gone = 0;
  for await (const chunk of selectionChunks(ctx, selection)) {
    for (const status of statusesOf(
      ctx.cache.db,
      chunk.map((key) => key.id),
    ).values()) {
      total += 1;
      if (PENDING_STATUSES.includes(status)) pending += 1;
      else if (GONE_STATUSES.includes(status)) gone += 1;
    }
  }
  return { total, reached: total - pending - gone, pending, gone };
}

/** Errors that say where the domain stands; a bulk change never overwrites or clears them. */
const STATUS_ERRORS = new Set([TRANSFER_FAILED_KIND, TRANSFERRED_AWAY_KIND]);

const keepsStatusError = (row: DomainRecord | null): boolean => {
  const kind = row?.lastError?.kind;
  return kind !== undefined && STATUS_ERRORS.has(kind);
};

/**
 * Runs one domain's change of a bulk job and keeps its outcome on the row, as a sync does:
 * a failure becomes the row's last error (so "Has an error" finds it), a success clears it.
 */
export async function recordingOutcome<T>(
  ctx: ServiceContext,
  target: { readonly accountId: string; readonly name: string },
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T> {
  const row = (): DomainRecord | null => ctx.cache.domains.get(target.accountId, target.name);
  try {
    const result = await work();
    const after = row();
    if (after?.lastError && !keepsStatusError(after)) {
      ctx.cache.domains.clearError(target.accountId, target.name);
    }
    return result;
  } catch (error) {
    // A change the user cancelled says nothing about the domain.
    if (!signal.aborted && row() !== null && !keepsStatusError(row())) {
      ctx.cache.domains.recordError(target.accountId, target.name, describeFailure(error));
    }
    throw error;
  }
}
