import { domainsCount } from '../../../shared/counts';
import { AppFailure, isAppErrorKind } from '../../../shared/ipc';
import type { JobItemError, JobSummary } from '../../../shared/ipc/channels/jobs';
import { PORTFOLIO_STATUSES } from '../../../shared/ipc/channels/portfolioTypes';
import type {
  BulkSyncFilter,
  BulkSyncItemResult,
} from '../../../shared/ipc/channels/portfolioTypes';
import { countDomains, domainsNamed } from '../../cache/portfolioQueries';
import type { ItemVerdict, JobItemInput, JobRunner, SettledItem } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import { checkDomainName } from './domainNameCheck';
import { PART_LABELS, syncDomain } from './domainSync';
import { gridFilterOf } from './gridFilterOf';
import { filterChunks } from './selection';

/** Which domains to bring up to date: by name, or every domain matching the grid's filter. */
export interface BulkSyncRequest {
  /** Limits the sync to one account; omitted covers every account of the profile. */
  readonly accountId?: string | undefined;
  readonly names?: readonly string[] | undefined;
  /** Used when no names are given; omitted means every domain (see `DEFAULT_STATUSES`). */
  readonly filter?: BulkSyncFilter | undefined;
}

export interface Target {
  readonly accountId: string;
  readonly name: string;
  readonly unicodeName: string;
}

/**
 * Statuses synced when the filter names none. Domains the app released or deleted itself are
 * left out: the API can only answer "not in this account" for them.
 */
export const DEFAULT_STATUSES = PORTFOLIO_STATUSES.filter(
  (status) => status !== 'released' && status !== 'deleted',
);
/** Domains to sync: counted up front, read in chunks as the job goes. */
export interface TargetSource {
  readonly count: number;
  readonly chunks: AsyncIterable<readonly Target[]>;
}

function filteredTargets(ctx: ServiceContext, request: BulkSyncRequest): TargetSource {
  const filter = gridFilterOf(ctx, request.accountId, {
    ...request.filter,
    statuses: request.filter?.statuses ?? DEFAULT_STATUSES,
  });
  return { count: countDomains(ctx.cache.db, filter), chunks: filterChunks(ctx, filter) };
}

/** Each domain as a job item, keyed by its name as the user knows it. */
export async function* itemChunks<T extends Target>(
  chunks: AsyncIterable<readonly T[]>,
): AsyncGenerator<JobItemInput<T>[]> {
  for await (const chunk of chunks) {
    yield chunk.map((target) => ({ key: target.unicodeName, input: target }));
  }
}

async function* oneChunk(targets: readonly Target[]): AsyncGenerator<readonly Target[]> {
  await Promise.resolve();
  yield targets;
}

function namedTargets(
  ctx: ServiceContext,
  names: readonly string[],
  accountId: string | undefined,
): { targets: Target[]; settled: SettledItem<BulkSyncItemResult>[] } {
  const targets: Target[] = [];
  const settled: SettledItem<BulkSyncItemResult>[] = [];
  const fail = (key: string, error: JobItemError): void => {
    settled.push({ key, state: 'failed', error });
  };
  const where =
    accountId === undefined
      ? 'the portfolio'
      : `the portfolio of "${ctx.cache.accounts.get(accountId)?.label ?? accountId}"`;
  const seen = new Set<string>();
  for (const input of names) {
    const check = checkDomainName(input);
    if (!check.ok) {
      fail(input, { kind: 'invalid_input', message: check.reason });
      continue;
    }
    if (seen.has(check.name)) continue;
    seen.add(check.name);
    const rows =
      accountId === undefined
        ? domainsNamed(ctx.cache.db, check.name)
        : [ctx.cache.domains.get(accountId, check.name)].filter((row) => row !== null);
    if (rows.length === 0) {
      fail(check.unicodeName, { kind: 'not_found', message: `${check.name} is not in ${where}.` });
    }
    targets.push(...rows);
  }
  return { targets, settled };
}

/**
 * A domain read in full (or still pending) succeeded; one that is not in the account, or
 * whose details or other parts could not be read, failed and says why.
 */
function verdict(result: BulkSyncItemResult): ItemVerdict {
  if (result.presence === 'not_in_account') {
    return { state: 'failed', error: { kind: 'not_in_account', message: result.statusReason } };
  }
  const failures = result.parts.filter((part) => part.outcome === 'failed');
  const [first] = failures;
  if (first === undefined) return { state: 'succeeded' };
  const message = failures
    .map((part) => `${PART_LABELS[part.part]}: ${part.message ?? 'failed'}`)
    .join(' ');
  return {
    state: 'failed',
    error: { kind: isAppErrorKind(first.errorKind) ? first.errorKind : 'internal', message },
  };
}

function label(count: number): string {
  return `Syncing ${domainsCount(count)}`;
}

/**
 * Starts a job that syncs each chosen domain like a single sync, as many at once as the job
 * runner allows (the account's client paces the requests further). Names that are not valid
 * or not in the portfolio are listed as failed items; each other item's result says what was
 * read. A filter is read from the cache in chunks, between which other requests are served.
 */
export function startBulkSync(
  ctx: ServiceContext,
  jobs: JobRunner,
  request: BulkSyncRequest,
): JobSummary {
  if (request.accountId !== undefined && !ctx.cache.accounts.get(request.accountId)) {
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
  }
  if (request.names === undefined) {
    return startSyncJob(ctx, jobs, filteredTargets(ctx, request), [], request.accountId ?? null);
  }
  const { targets, settled } = namedTargets(ctx, request.names, request.accountId);
  const source = { count: targets.length, chunks: oneChunk(targets) };
  return startSyncJob(ctx, jobs, source, settled, request.accountId ?? null);
}

/** The sync job itself; it answers at once and reads its domains as it goes. */
export function startSyncJob(
  ctx: ServiceContext,
  jobs: JobRunner,
  targets: TargetSource,
  settled: readonly SettledItem<BulkSyncItemResult>[],
  accountId: string | null,
): JobSummary {
  return jobs.start<Target, BulkSyncItemResult>({
    kind: 'sync',
    label: label(targets.count),
    accountId,
    settled,
    items: { count: targets.count, chunks: itemChunks(targets.chunks) },
    run: async (target, { signal }) => {
      const outcome = await syncDomain(ctx, target.accountId, target.name, { signal });
      if (signal.aborted && outcome.parts.some((part) => part.outcome === 'failed')) {
        throw new AppFailure('cancelled', 'Cancelled while the domain was being read.');
      }
      return {
        accountId: target.accountId,
        name: target.name,
        presence: outcome.presence,
        status: outcome.domain.status,
        statusReason: outcome.domain.statusReason,
        parts: outcome.parts,
      };
    },
    judge: verdict,
  });
}
