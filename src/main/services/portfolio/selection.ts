import { AppFailure } from '../../../shared/ipc';
import type {
  PortfolioSelection,
  SelectionNames,
  SelectionRuns,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { DomainGridFilter } from '../../cache/gridFilter';
import {
  countDomains,
  domainKeysAfter,
  gridKeysAt,
  gridPositions,
} from '../../cache/portfolioQueries';
import type { DomainKey } from '../../cache/portfolioQueries';
import { PORTFOLIO_STATUSES } from '../../../shared/ipc/channels/portfolioTypes';
import type { DomainRecord, DomainStatus } from '../../cache/domainRecord';
import { statusesOf } from '../../cache/portfolioQueries';
import type { ServiceContext } from '../serviceContext';
import { checkDomainName } from './domainNameCheck';
import { gridFilterOf } from './gridFilterOf';

/** Rows read per step; each step is a short indexed read, then the event loop gets a turn. */
export const SELECTION_CHUNK = 2000;

const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

export function requireAccount(ctx: ServiceContext, accountId: string): void {
  if (!ctx.cache.accounts.get(accountId)) {
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
  }
}

/**
 * A selection's domains read in chunks, and how many there are from a count up front. The
 * count is taken when read, so callers that only walk the chunks (export) never pay for it.
 */
export interface SelectionSource {
  readonly count: number;
  readonly chunks: AsyncIterable<DomainKey[]>;
}

/**
 * Every domain of a selection, in chunks, yielding to the event loop between chunks so the
 * services keep answering while 100,000 rows are read. Named domains not in the portfolio
 * are left out (see `missingNames`).
 */
export async function* selectionChunks(
  ctx: ServiceContext,
  selection: PortfolioSelection,
  options: SourceOptions = {},
): AsyncGenerator<DomainKey[]> {
  yield* selectionSource(ctx, selection, options).chunks;
}

export interface SourceOptions {
  /**
   * Statuses whose domains are left out (see `LEFT_OUT_STATUSES`). The count of a run
   * selection still includes them; the job's total shrinks as the rows are read.
   */
  readonly leaveOut?: readonly DomainStatus[] | undefined;
}

/**
 * A selection's count (indexed counts, nothing read row by row) and its chunks, read only as
 * they are asked for. A selection that cannot be read (no such account, a run whose end row
 * is gone) is refused here, before any work starts.
 */
export function selectionSource(
  ctx: ServiceContext,
  selection: PortfolioSelection,
  options: SourceOptions = {},
): SelectionSource {
  requireAccount(ctx, selection.accountId);
  const { accountId } = selection;
  const leaveOut = new Set(options.leaveOut ?? []);
  const kept = (row: DomainRecord | null): row is DomainRecord =>
    row !== null && !leaveOut.has(row.status);
  const named = (names: readonly string[]): number =>
    names.filter((input) => {
      const check = checkDomainName(input);
      return check.ok && kept(ctx.cache.domains.get(accountId, check.name));
    }).length;
  if (selection.kind === 'names') {
    return {
      get count() {
        return named(selection.names);
      },
      chunks: namedChunks(ctx, accountId, selection.names, kept),
    };
  }
  // Names ticked besides the runs are given once, after them.
  const except = new Set([...(selection.except ?? []), ...(selection.also ?? [])]);
  const also = selection.also ?? [];
  const byRuns = selection.runs !== undefined;
  const shown = gridFilterOf(ctx, accountId, selection.filter);
  // Left-out statuses narrow the filter; runs keep the grid's own filter for their positions.
  const filter =
    leaveOut.size === 0
      ? shown
      : {
          ...shown,
          statuses: (shown.statuses ?? PORTFOLIO_STATUSES).filter((s) => !leaveOut.has(s)),
        };
  const base =
    selection.runs === undefined
      ? {
          get count() {
            return (
              countDomains(ctx.cache.db, filter) -
              (except.size === 0 ? 0 : countDomains(ctx.cache.db, filter, [...except]))
            );
          },
          chunks: filterChunks(ctx, filter),
        }
      : runSource(ctx, shown, selection.runs, except);
  async function* chunks(): AsyncGenerator<DomainKey[]> {
    for await (const chunk of base.chunks) {
      const left = except.size === 0 ? chunk : chunk.filter((key) => !except.has(key.name));
      // A run's rows are read in the grid's order; its left-out rows are dropped as read.
      yield !byRuns || leaveOut.size === 0 ? left : withoutStatuses(ctx, left, leaveOut);
    }
    yield* namedChunks(ctx, accountId, also, kept);
  }
  return {
    get count() {
      return base.count + named(also);
    },
    chunks: chunks(),
  };
}

async function* namedChunks(
  ctx: ServiceContext,
  accountId: string,
  names: readonly string[],
  kept: (row: DomainRecord | null) => row is DomainRecord,
): AsyncGenerator<DomainKey[]> {
  for (let start = 0; start < names.length; start += SELECTION_CHUNK) {
    yield names.slice(start, start + SELECTION_CHUNK).flatMap((input) => {
      const check = checkDomainName(input);
      const row = check.ok ? ctx.cache.domains.get(accountId, check.name) : null;
      return kept(row) ? [row] : [];
    });
    await nextTurn();
  }
}

/**
 * The rows of runs of the grid (by their first and last rows' names, in the grid's sort over
 * the filter), overlapping runs merged so no row comes twice, and how many of them are not
 * in `except`. A run whose end row no longer matches is refused rather than guessed.
 */
function runSource(
  ctx: ServiceContext,
  filter: DomainGridFilter,
  { sort, direction, runs }: SelectionRuns,
  except: ReadonlySet<string>,
): SelectionSource {
  const order = { ...filter, sort, direction };
  const ends = runs.flatMap(({ from, to }) => [from, to]);
  const positions = gridPositions(ctx.cache.db, order, [...ends, ...except]);
  const spans = runs
    .map(({ from, to }) => {
      const a = positions.get(from);
      const b = positions.get(to);
      const gone = a === undefined ? from : b === undefined ? to : null;
      if (gone !== null || a === undefined || b === undefined) {
        throw new AppFailure(
          'conflict',
          `${gone ?? from} is no longer among the domains shown, so the rows selected up to it are not known. Select the range again.`,
        );
      }
      return [Math.min(a, b), Math.max(a, b)] as const;
    })
    .sort((x, y) => x[0] - y[0]);
  // Overlapping runs merged, so each position is counted and read once.
  const merged: [number, number][] = [];
  for (const [first, last] of spans) {
    const previous = merged.at(-1);
    if (previous !== undefined && first <= previous[1] + 1)
      previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  const inRuns = (position: number): boolean =>
    merged.some(([first, last]) => position >= first && position <= last);
  const excepted = [...except].filter((name) => {
    const position = positions.get(name);
    return position !== undefined && inRuns(position);
  }).length;
  const count = merged.reduce((sum, [first, last]) => sum + last - first + 1, 0) - excepted;
  async function* chunks(): AsyncGenerator<DomainKey[]> {
    for (const [first, last] of merged) {
      for (let offset = first; offset <= last; offset += SELECTION_CHUNK) {
        const limit = Math.min(SELECTION_CHUNK, last - offset + 1);
        yield gridKeysAt(ctx.cache.db, order, offset, limit);
        await nextTurn();
      }
    }
  }
  return { count, chunks: chunks() };
}

/** Every row matching a cache filter, in id order, a chunk per turn of the event loop. */
export async function* filterChunks(
  ctx: ServiceContext,
  filter: DomainGridFilter,
): AsyncGenerator<DomainKey[]> {
  for (let after = 0; ;) {
    const chunk = domainKeysAfter(ctx.cache.db, filter, after, SELECTION_CHUNK);
    const last = chunk.at(-1);
    if (last === undefined) return;
    after = last.id;
    yield chunk;
    await nextTurn();
  }
}

/** Every domain of a selection, read in chunks (see `selectionChunks`). */
export async function selectedDomains(
  ctx: ServiceContext,
  selection: PortfolioSelection,
  options: SourceOptions = {},
): Promise<DomainKey[]> {
  const keys: DomainKey[] = [];
  for await (const chunk of selectionChunks(ctx, selection, options)) keys.push(...chunk);
  return keys;
}

/** The names of a selection that are not valid or not in the portfolio, with the reason. */
export function missingNames(
  ctx: ServiceContext,
  selection: PortfolioSelection,
): { input: string; reason: string }[] {
  if (selection.kind !== 'names') return [];
  return selection.names.flatMap((input) => {
    const check = checkDomainName(input);
    if (!check.ok) return [{ input, reason: check.reason }];
    return ctx.cache.domains.get(selection.accountId, check.name) === null
      ? [{ input: check.unicodeName, reason: `${check.name} is not in the portfolio.` }]
      : [];
  });
}

/** How many domains a selection holds, and the first `limit` of them in name order. */
export async function selectionNames(
  ctx: ServiceContext,
  selection: PortfolioSelection,
  limit: number,
): Promise<SelectionNames> {
  const keys = await selectedDomains(ctx, selection);
  keys.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    total: keys.length,
    names: keys.slice(0, limit).map((key) => ({ name: key.name, unicodeName: key.unicodeName })),
  };
}

/** The keys whose row's status is not one of `leaveOut` (one indexed read per chunk). */
export function withoutStatuses(
  ctx: ServiceContext,
  keys: readonly DomainKey[],
  leaveOut: ReadonlySet<DomainStatus>,
): DomainKey[] {
  const statuses = statusesOf(
    ctx.cache.db,
    keys.map((key) => key.id),
  );
  return keys.filter((key) => {
    const status = statuses.get(key.id);
    return status !== undefined && !leaveOut.has(status);
  });
}
