import { AppFailure } from '../../../shared/ipc';
import type {
  PortfolioSelection,
  SelectionNames,
  SelectionRuns,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { DomainGridFilter } from '../../cache/gridFilter';
import { domainKeysAfter, gridKeysAt, gridPositions } from '../../cache/portfolioQueries';
import type { DomainKey } from '../../cache/portfolioQueries';
import type { ServiceContext } from '../serviceContext';
import { checkDomainName } from './domainNameCheck';
import { gridFilterOf } from './gridFilterOf';

/** Rows read per step; each step is a short indexed read, then the event loop gets a turn. */
export const SELECTION_CHUNK = 2000;

const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

function requireAccount(ctx: ServiceContext, accountId: string): void {
  if (!ctx.cache.accounts.get(accountId)) {
    throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
  }
}

/**
 * Every domain of a selection, in chunks, yielding to the event loop between chunks so the
 * services keep answering while 100,000 rows are read. Named domains not in the portfolio
 * are left out (see `missingNames`).
 */
export async function* selectionChunks(
  ctx: ServiceContext,
  selection: PortfolioSelection,
): AsyncGenerator<DomainKey[]> {
  requireAccount(ctx, selection.accountId);
  if (selection.kind === 'names') {
    yield* namedChunks(ctx, selection.accountId, selection.names);
    return;
  }
  // Names ticked besides the runs are given once, after them.
  const except = new Set([...(selection.except ?? []), ...(selection.also ?? [])]);
  const filter = gridFilterOf(ctx, selection.accountId, selection.filter);
  const chunks =
    selection.runs === undefined
      ? filterChunks(ctx, filter)
      : runChunks(ctx, filter, selection.runs);
  for await (const chunk of chunks) {
    yield except.size === 0 ? chunk : chunk.filter((key) => !except.has(key.name));
  }
  if (selection.also !== undefined) yield* namedChunks(ctx, selection.accountId, selection.also);
}

async function* namedChunks(
  ctx: ServiceContext,
  accountId: string,
  names: readonly string[],
): AsyncGenerator<DomainKey[]> {
  for (let start = 0; start < names.length; start += SELECTION_CHUNK) {
    yield names.slice(start, start + SELECTION_CHUNK).flatMap((input) => {
      const check = checkDomainName(input);
      const row = check.ok ? ctx.cache.domains.get(accountId, check.name) : null;
      return row === null ? [] : [row];
    });
    await nextTurn();
  }
}

/**
 * The rows of runs of the grid (by their first and last rows' names, in the grid's sort over
 * the filter), overlapping runs merged so no row comes twice. A run whose end row no longer
 * matches is refused rather than guessed.
 */
export async function* runChunks(
  ctx: ServiceContext,
  filter: DomainGridFilter,
  { sort, direction, runs }: SelectionRuns,
): AsyncGenerator<DomainKey[]> {
  const order = { ...filter, sort, direction };
  const ends = runs.flatMap(({ from, to }) => [from, to]);
  const positions = gridPositions(ctx.cache.db, order, ends);
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
  let next = 0;
  for (const [first, last] of spans) {
    for (let offset = Math.max(first, next); offset <= last; offset += SELECTION_CHUNK) {
      yield gridKeysAt(ctx.cache.db, order, offset, Math.min(SELECTION_CHUNK, last - offset + 1));
      await nextTurn();
    }
    next = Math.max(next, last + 1);
  }
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
): Promise<DomainKey[]> {
  const keys: DomainKey[] = [];
  for await (const chunk of selectionChunks(ctx, selection)) keys.push(...chunk);
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
