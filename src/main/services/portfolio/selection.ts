import { AppFailure } from '../../../shared/ipc';
import type {
  PortfolioSelection,
  SelectionNames,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { DomainGridFilter } from '../../cache/gridFilter';
import { domainKeysAfter } from '../../cache/portfolioQueries';
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
    for (let start = 0; start < selection.names.length; start += SELECTION_CHUNK) {
      const chunk = selection.names.slice(start, start + SELECTION_CHUNK).flatMap((input) => {
        const check = checkDomainName(input);
        const row = check.ok ? ctx.cache.domains.get(selection.accountId, check.name) : null;
        return row === null ? [] : [row];
      });
      yield chunk;
      await nextTurn();
    }
    return;
  }
  const except = new Set(selection.except ?? []);
  const filter = gridFilterOf(ctx, selection.accountId, selection.filter);
  for await (const chunk of filterChunks(ctx, filter)) {
    yield except.size === 0 ? chunk : chunk.filter((key) => !except.has(key.name));
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
