import { asciiDomainName, unicodeDomainName } from './domainNames';
import { domainColumns, toDomainRecord } from './domainRecord';
import type { DomainOrigin, DomainRecord, DomainStatus } from './domainRecord';
import { gridWhere } from './gridFilter';
import type { DomainGridFilter } from './gridFilter';
import { toJsonText } from './jsonText';
import { all, num, rows, run, scalar, str, strOrNull, withTransaction } from './sqlite';
import type { Db } from './sqlite';

export type { DomainGridFilter } from './gridFilter';

export type DomainGridSort =
  | 'name'
  | 'expiry'
  | 'status'
  | 'lastSynced'
  | 'added'
  | 'account'
  | 'locked'
  | 'idProtection'
  | 'lastError';

export interface DomainGridQuery extends DomainGridFilter {
  sort?: DomainGridSort | undefined;
  direction?: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

/** The leading key of each sort; each matches an index of `migration005Grid`/`007` exactly. */
const SORT_KEY: Record<DomainGridSort, (dir: 'ASC' | 'DESC') => string> = {
  name: () => '',
  expiry: (dir) =>
    dir === 'ASC'
      ? `coalesce(d.expiry_date, '9999-12-31')`
      : `coalesce(d.expiry_date, '0000-00-00')`,
  status: () => 'd.status',
  lastSynced: () => 'd.last_synced_at',
  added: () => 'd.added_at',
  account: () => 'd.account_id',
  locked: () => 'd.locked',
  idProtection: () => 'd.id_protection',
  lastError: () => 'd.last_error_at',
};

function orderBy(sort: DomainGridSort, dir: 'ASC' | 'DESC'): string {
  const key = SORT_KEY[sort](dir);
  return sort === 'account'
    ? `d.account_id ${dir}, d.name ${dir}`
    : `${key === '' ? '' : `${key} ${dir}, `}d.name ${dir}, d.account_id ${dir}`;
}

/**
 * Walking the sort's index reads a table row per entry to test a text, about four times what
 * an entry of the search index costs: a walk that would read more than a quarter of the rows
 * to reach the page's end (fewer matches than 4 × that end) loses to reading the search index
 * and sorting its matches.
 */
const SEARCH_INSTEAD_OF_WALK = 4;

/**
 * One page of the portfolio grid and the number of rows matching the filter. The page's ids
 * are found first by walking the sort's index (no table rows are read for the rows skipped),
 * then only those rows are read in full. A text matching few rows is the exception: the walk
 * would read most of the table to find them, so they are taken from the search index.
 */
export function queryDomainGrid(
  db: Db,
  query: DomainGridQuery,
): { total: number; rows: DomainRecord[] } {
  const counted = gridWhere(query, { useSearchIndex: true });
  const total = num(scalar(db, `SELECT count(*) FROM domains d ${counted.clause}`, counted.params));
  if (query.offset >= total) return { total, rows: [] };
  const fromSearch =
    counted.searchIndex && total < SEARCH_INSTEAD_OF_WALK * (query.offset + query.limit);
  const { clause, params } = fromSearch ? counted : gridWhere(query, { walkSortIndex: true });
  const ids = all(
    db,
    `SELECT d.id FROM domains d ${fromSearch ? 'INDEXED BY domains_grid_search' : ''} ${clause}
     ORDER BY ${orderOf(query)} LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.limit, offset: query.offset },
  ).map((row) => num(row.id));
  return { total, rows: domainsByIds(db, ids) };
}

/** The grid's order over the rows of a filter, as a page is read (`queryDomainGrid`). */
export interface DomainGridOrder extends DomainGridFilter {
  sort?: DomainGridSort | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

function orderOf(query: DomainGridOrder): string {
  return orderBy(query.sort ?? 'name', query.direction === 'desc' ? 'DESC' : 'ASC');
}

/** Where rows named so stand in the grid's order (0 first); names not matching are absent. */
export function gridPositions(
  db: Db,
  query: DomainGridOrder,
  names: readonly string[],
): Map<string, number> {
  const { clause, params } = gridWhere(query, { useSearchIndex: true });
  return new Map(
    all(
      db,
      `SELECT name, pos FROM (
         SELECT d.name, row_number() OVER (ORDER BY ${orderOf(query)}) - 1 AS pos
         FROM domains d ${clause})
       WHERE name IN (SELECT value FROM json_each(@names))`,
      { ...params, names: toJsonText(names) },
    ).map((row) => [str(row.name), num(row.pos)]),
  );
}

/** The rows at positions `offset..offset+limit-1` of the grid's order, walked in its index. */
export function gridKeysAt(
  db: Db,
  query: DomainGridOrder,
  offset: number,
  limit: number,
): DomainKey[] {
  const { clause, params } = gridWhere(query, { walkSortIndex: true });
  const ids = all(
    db,
    `SELECT d.id FROM domains d ${clause} ORDER BY ${orderOf(query)} LIMIT @limit OFFSET @offset`,
    { ...params, limit, offset },
  ).map((row) => num(row.id));
  return domainsByIds(db, ids).map(({ id, accountId, name, unicodeName }) => ({
    id,
    accountId,
    name,
    unicodeName,
  }));
}

/** The rows with these ids, in the order given (ids no longer present are left out). */
export function domainsByIds(db: Db, ids: readonly number[]): DomainRecord[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    all(
      db,
      `SELECT ${domainColumns} FROM domains d WHERE d.id IN (SELECT value FROM json_each(@ids))`,
      { ids: toJsonText(ids) },
    ).map((row) => [num(row.id), row]),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [toDomainRecord(row)];
  });
}

/** How many rows match the filter (only those named so, when `names` is given). */
export function countDomains(db: Db, filter: DomainGridFilter, names?: readonly string[]): number {
  if (names === undefined) {
    const { clause, params } = gridWhere(filter, { useSearchIndex: true });
    return num(scalar(db, `SELECT count(*) FROM domains d ${clause}`, params));
  }
  const { clause, params } = gridWhere(filter);
  const named = 'd.name IN (SELECT value FROM json_each(@names))';
  const where = clause === '' ? `WHERE ${named}` : `${clause} AND ${named}`;
  return num(
    scalar(db, `SELECT count(*) FROM domains d ${where}`, { ...params, names: toJsonText(names) }),
  );
}

/** A domain as bulk work needs it: which account, which name. */
export interface DomainKey {
  readonly id: number;
  readonly accountId: string;
  readonly name: string;
  readonly unicodeName: string;
}

/**
 * The next `limit` rows matching the filter after row id `afterId`, in id order. Bulk work
 * walks a whole selection this way: each chunk is one short indexed read, however far in.
 */
export function domainKeysAfter(
  db: Db,
  filter: DomainGridFilter,
  afterId: number,
  limit: number,
): DomainKey[] {
  // Walked in id order from `afterId`: picking the account's rows by its index instead meant
  // reading and sorting all of them for every chunk.
  const { clause, params } = gridWhere(filter, { walkSortIndex: true });
  const where = clause === '' ? 'WHERE d.id > @afterId' : `${clause} AND d.id > @afterId`;
  // Read as arrays: a bulk action over 100,000 domains reads every one of them this way.
  return rows(
    db,
    `SELECT d.id, d.account_id, d.name, d.unicode_name FROM domains d ${where}
     ORDER BY d.id LIMIT @limit`,
    { ...params, afterId, limit },
  ).map(([id, accountId, name, unicodeName]) => ({
    id: num(id),
    accountId: str(accountId),
    name: str(name),
    unicodeName: str(unicodeName),
  }));
}

/** The status of each row of `ids` still in the cache, by id. */
export function statusesOf(db: Db, ids: readonly number[]): Map<number, DomainStatus> {
  return new Map(
    rows(db, 'SELECT id, status FROM domains WHERE id IN (SELECT value FROM json_each(@ids))', {
      ids: toJsonText(ids),
    }).map(([id, status]) => [num(id), str(status) as DomainStatus]),
  );
}

/** The nameserver set (stored JSON) most domains of the account have; null when none known. */
export function majorityNameservers(db: Db, accountId: string | undefined): string | null {
  const { clause, params } = gridWhere({ accountId });
  const where = clause === '' ? 'WHERE' : `${clause} AND`;
  const row = all(
    db,
    `SELECT d.nameservers_json AS ns, count(*) AS n FROM domains d
     ${where} d.nameservers_json IS NOT NULL GROUP BY d.nameservers_json
     ORDER BY n DESC, ns LIMIT 1`,
    params,
  )[0];
  return row === undefined ? null : strOrNull(row.ns);
}

/** The rows of one name in every account (a name may be in several portfolios). */
export function domainsNamed(db: Db, name: string): DomainRecord[] {
  return all(
    db,
    `SELECT ${domainColumns} FROM domains d WHERE d.name = @name ORDER BY d.account_id`,
    {
      name: asciiDomainName(name),
    },
  ).map(toDomainRecord);
}

/**
 * Records an order placed through the app: the row becomes pending from `at`, and the 403
 * history of any earlier life of the name (a deleted domain registered again) is cleared.
 */
export function recordOrdered(
  db: Db,
  accountId: string,
  name: string,
  origin: Extract<DomainOrigin, 'registered' | 'transferred'>,
  at: string,
): void {
  withTransaction(db, () => {
    const ascii = asciiDomainName(name);
    run(
      db,
      `INSERT INTO domains (account_id, name, unicode_name, origin, status, pending_since,
         added_at, updated_at)
       VALUES (@accountId, @name, @unicodeName, @origin, 'pending', @at, @at, @at)
       ON CONFLICT (account_id, name) DO UPDATE SET
         origin = excluded.origin, status = 'pending', pending_since = excluded.pending_since,
         forbidden_first_at = NULL, forbidden_last_at = NULL, forbidden_count = 0,
         last_error_kind = NULL, last_error_message = NULL, last_error_at = NULL,
         updated_at = excluded.updated_at`,
      { accountId, name: ascii, unicodeName: unicodeDomainName(ascii), origin, at },
    );
  });
}
