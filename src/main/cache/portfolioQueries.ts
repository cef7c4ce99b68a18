import { asciiDomainName, unicodeDomainName } from './domainNames';
import { domainColumns, toDomainRecord } from './domainRecord';
import type { DomainOrigin, DomainRecord, DomainStatus } from './domainRecord';
import { toJsonText } from './jsonText';
import { all, num, run, scalar, withTransaction } from './sqlite';
import type { Db, SqlValue } from './sqlite';

export type DomainGridSort = 'name' | 'expiry' | 'status' | 'lastSynced' | 'added' | 'account';

export interface DomainGridQuery {
  accountId?: string | undefined;
  statuses?: readonly DomainStatus[] | undefined;
  /** Matched anywhere in the ASCII name, the Unicode name or the notes. */
  text?: string | undefined;
  tag?: string | undefined;
  /** Inclusive `YYYY-MM-DD` bounds on the expiry date. */
  expiryFrom?: string | undefined;
  expiryTo?: string | undefined;
  sort?: DomainGridSort | undefined;
  direction?: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

const ORDER_BY: Record<DomainGridSort, (dir: string) => string> = {
  name: (dir) => `d.name ${dir}`,
  expiry: (dir) => `d.expiry_date IS NULL, d.expiry_date ${dir}`,
  status: (dir) => `d.status ${dir}`,
  lastSynced: (dir) => `d.last_synced_at IS NULL, d.last_synced_at ${dir}`,
  added: (dir) => `d.added_at ${dir}`,
  account: (dir) => `(SELECT a.label FROM accounts a WHERE a.id = d.account_id) ${dir}`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * One page of the portfolio grid and the number of rows matching the filter. The filter is
 * SQL through the (account_id, status), expiry and tag indexes, so paging 100,000 rows
 * costs one counted scan at most and reads only the page's rows.
 */
export function queryDomainGrid(
  db: Db,
  query: DomainGridQuery,
): { total: number; rows: DomainRecord[] } {
  const where: string[] = [];
  const params: Record<string, SqlValue> = {};
  if (query.accountId !== undefined) {
    where.push('d.account_id = @accountId');
    params.accountId = query.accountId;
  }
  if (query.statuses !== undefined) {
    where.push('d.status IN (SELECT value FROM json_each(@statuses))');
    params.statuses = toJsonText(query.statuses);
  }
  const text = query.text?.trim();
  if (text) {
    where.push(
      `(d.name LIKE @text ESCAPE '\\' OR d.unicode_name LIKE @text ESCAPE '\\'
        OR d.notes LIKE @text ESCAPE '\\')`,
    );
    params.text = likePattern(text.toLowerCase());
  }
  if (query.tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM domain_tags t WHERE t.domain_id = d.id AND t.tag = @tag)');
    params.tag = query.tag;
  }
  if (query.expiryFrom !== undefined) {
    where.push('d.expiry_date >= @expiryFrom');
    params.expiryFrom = query.expiryFrom;
  }
  if (query.expiryTo !== undefined) {
    where.push('d.expiry_date <= @expiryTo');
    params.expiryTo = query.expiryTo;
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const dir = query.direction === 'desc' ? 'DESC' : 'ASC';
  const order = `${ORDER_BY[query.sort ?? 'name'](dir)}, d.name ${dir}, d.account_id`;
  const total = num(scalar(db, `SELECT count(*) FROM domains d ${clause}`, params));
  const rows = all(
    db,
    `SELECT ${domainColumns} FROM domains d ${clause} ORDER BY ${order}
     LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.limit, offset: query.offset },
  ).map(toDomainRecord);
  return { total, rows };
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

/** Every pending row of every account, through the (account_id, status) index. */
export function pendingDomains(db: Db): DomainRecord[] {
  return all(
    db,
    `SELECT ${domainColumns} FROM domains d
     WHERE d.account_id IN (SELECT id FROM accounts) AND d.status = 'pending'
     ORDER BY d.name`,
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
