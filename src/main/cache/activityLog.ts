import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { asciiDomainName } from './domainNames';
import { fromJsonTextOrNull, toJsonText } from './jsonText';
import { maskSecrets } from './secretMasking';
import { all, num, scalar, str, strOrNull } from './sqlite';
import type { Db, SqlValue } from './sqlite';

export type ActivityResult = 'succeeded' | 'failed' | 'outcome_unknown';

/** One state-changing call: what it changed from and to, and how it ended. */
export interface ActivityEntry {
  id: number;
  accountId: string;
  domain: string | null;
  /** For example `dns.save`, `nameservers.save`, `lock.set`, `order.register`. */
  action: string;
  before: unknown;
  after: unknown;
  result: ActivityResult;
  resultDetail: string | null;
  at: string;
}

export interface ActivityToLog {
  accountId: string;
  domain?: string | null;
  action: string;
  before?: unknown;
  after?: unknown;
  result: ActivityResult;
  resultDetail?: string | null;
}

export interface ActivityLog {
  /** Appends an entry; secret fields in before/after (EPP codes, keys) are masked. */
  append(entry: ActivityToLog): ActivityEntry;
  /** Newest first. */
  list(filter?: {
    accountId?: string;
    domain?: string;
    action?: string;
    limit?: number;
  }): ActivityEntry[];
  /** One entry by its id (to restore what a change replaced), or null. */
  get(id: number): ActivityEntry | null;
}

const columns =
  'id, account_id, domain, action, before_json, after_json, result, result_detail, at';

export function createActivityLog(db: Db, clock: Clock): ActivityLog {
  const list: ActivityLog['list'] = (filter = {}) => {
    const where: string[] = [];
    const params: Record<string, SqlValue> = { limit: filter.limit ?? 500 };
    if (filter.accountId !== undefined) {
      where.push('account_id = @accountId');
      params.accountId = filter.accountId;
    }
    if (filter.domain !== undefined) {
      where.push('domain = @domain');
      params.domain = asciiDomainName(filter.domain);
    }
    if (filter.action !== undefined) {
      where.push('action = @action');
      params.action = filter.action;
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return all(
      db,
      `SELECT ${columns} FROM activity_log ${clause} ORDER BY at DESC, id DESC LIMIT @limit`,
      params,
    ).map(toActivity);
  };

  const get: ActivityLog['get'] = (id) =>
    all(db, `SELECT ${columns} FROM activity_log WHERE id = @id`, { id }).map(toActivity)[0] ??
    null;

  return {
    append(entry) {
      const id = num(
        scalar(
          db,
          `INSERT INTO activity_log (account_id, domain, action, before_json, after_json, result,
             result_detail, at)
           VALUES (@accountId, @domain, @action, @before, @after, @result, @detail, @at)
           RETURNING id`,
          {
            accountId: entry.accountId,
            domain: entry.domain ? asciiDomainName(entry.domain) : null,
            action: entry.action,
            before: entry.before === undefined ? null : toJsonText(maskSecrets(entry.before)),
            after: entry.after === undefined ? null : toJsonText(maskSecrets(entry.after)),
            result: entry.result,
            detail: entry.resultDetail ?? null,
            at: isoAt(clock),
          },
        ),
      );
      const saved = get(id);
      if (!saved) throw new Error(`Activity entry ${id} vanished while saving.`);
      return saved;
    },
    list,
    get,
  };
}

function toActivity(row: Record<string, unknown>): ActivityEntry {
  return {
    id: num(row.id),
    accountId: str(row.account_id),
    domain: strOrNull(row.domain),
    action: str(row.action),
    before: fromJsonTextOrNull(row.before_json),
    after: fromJsonTextOrNull(row.after_json),
    result: str(row.result) as ActivityResult,
    resultDetail: strOrNull(row.result_detail),
    at: str(row.at),
  };
}
