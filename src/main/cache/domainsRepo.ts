import type { Nameservers } from './apiModels';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { NotFoundError } from './cacheErrors';
import { bulkUpsertDomains } from './domainBulkUpsert';
import type { DomainUpsert } from './domainBulkUpsert';
import { asciiDomainName, normalizeTags } from './domainNames';
import { domainColumns, toDomainRecord } from './domainRecord';
import type { DomainRecord, DomainStatus } from './domainRecord';
import { toJsonText } from './jsonText';
import { all, num, one, run, scalar, sqlBool, withTransaction } from './sqlite';
import type { Db, SqlValue } from './sqlite';

export type { DomainUpsert };

/** What a successful information read says; omitted fields keep their stored value. */
export interface RegistrarDetails {
  status?: DomainStatus;
  expiryDate?: string | null;
  registrarStatus?: string | null;
  locked?: boolean | null;
  nameservers?: Nameservers | null;
  idProtection?: boolean | null;
}

export interface DomainFilter {
  accountId?: string;
  statuses?: readonly DomainStatus[];
  tag?: string;
}

export interface DomainsRepo {
  /** Inserts or updates every domain in one transaction; returns how many were written. */
  upsertMany(accountId: string, domains: readonly DomainUpsert[]): number;
  upsert(accountId: string, domain: DomainUpsert): DomainRecord;
  get(accountId: string, name: string): DomainRecord | null;
  list(filter?: DomainFilter): DomainRecord[];
  count(accountId?: string): number;
  /** The API answered for the domain: it is in the account. Clears the 403 history. */
  recordActive(accountId: string, name: string, details?: RegistrarDetails): DomainRecord;
  /** The API answered 403 "not found in the reseller account"; the caller judges which. */
  recordNotFound(
    accountId: string,
    name: string,
    status: 'pending' | 'not_in_account',
  ): DomainRecord;
  recordError(
    accountId: string,
    name: string,
    error: { kind: string; message: string },
  ): DomainRecord;
  /** Forgets the row's last error (a later call about the domain succeeded). */
  clearError(accountId: string, name: string): DomainRecord;
  setStatus(accountId: string, name: string, status: DomainStatus): DomainRecord;
  setTags(accountId: string, name: string, tags: readonly string[]): DomainRecord;
  setNotes(accountId: string, name: string, notes: string): DomainRecord;
  remove(accountId: string, name: string): boolean;
  /** Every tag in use, sorted. */
  allTags(): string[];
}

export function createDomainsRepo(db: Db, clock: Clock): DomainsRepo {
  const get = (accountId: string, name: string): DomainRecord | null => {
    const row = one(
      db,
      `SELECT ${domainColumns} FROM domains d WHERE d.account_id = @accountId AND d.name = @name`,
      { accountId, name: asciiDomainName(name) },
    );
    return row ? toDomainRecord(row) : null;
  };
  const mustGet = (accountId: string, name: string): DomainRecord => {
    const domain = get(accountId, name);
    if (!domain) throw new NotFoundError(`${name} is not in the portfolio of this account.`);
    return domain;
  };
  /** Updates named columns of one domain and returns the fresh record. */
  const patch = (
    accountId: string,
    name: string,
    columns: Record<string, SqlValue>,
  ): DomainRecord => {
    const current = mustGet(accountId, name);
    const assignments = Object.keys(columns).map((column) => `${column} = @${column}`);
    run(
      db,
      `UPDATE domains SET ${[...assignments, 'updated_at = @updated_at'].join(', ')} WHERE id = @id`,
      {
        ...columns,
        updated_at: isoAt(clock),
        id: current.id,
      },
    );
    return mustGet(accountId, name);
  };

  return {
    upsertMany(accountId, domains) {
      return withTransaction(db, () => bulkUpsertDomains(db, accountId, domains, isoAt(clock)))
        .length;
    },

    upsert(accountId, domain) {
      return withTransaction(db, () => {
        const [name = domain.name] = bulkUpsertDomains(db, accountId, [domain], isoAt(clock));
        return mustGet(accountId, name);
      });
    },

    get,

    list(filter = {}) {
      const where: string[] = [];
      const params: Record<string, SqlValue> = {};
      if (filter.accountId !== undefined) {
        where.push('d.account_id = @accountId');
        params.accountId = filter.accountId;
      }
      if (filter.statuses) {
        where.push('d.status IN (SELECT value FROM json_each(@statuses))');
        params.statuses = toJsonText(filter.statuses);
      }
      if (filter.tag !== undefined) {
        where.push(
          'EXISTS (SELECT 1 FROM domain_tags t WHERE t.domain_id = d.id AND t.tag = @tag)',
        );
        params.tag = filter.tag;
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      return all(
        db,
        `SELECT ${domainColumns} FROM domains d ${clause} ORDER BY d.name`,
        params,
      ).map(toDomainRecord);
    },

    count(accountId) {
      return accountId === undefined
        ? num(scalar(db, 'SELECT count(*) FROM domains'))
        : num(
            scalar(db, 'SELECT count(*) FROM domains WHERE account_id = @accountId', { accountId }),
          );
    },

    recordActive(accountId, name, details = {}) {
      return withTransaction(db, () => {
        const current = mustGet(accountId, name);
        const at = isoAt(clock);
        return patch(accountId, name, {
          status: details.status ?? 'active',
          pending_since: null,
          last_seen_active_at: at,
          forbidden_first_at: null,
          forbidden_last_at: null,
          forbidden_count: 0,
          expiry_date: pick(details.expiryDate, current.expiryDate),
          registrar_status: pick(details.registrarStatus, current.registrarStatus),
          locked: sqlBool(pick(details.locked, current.locked)),
          nameservers_json: jsonOrNull(pick(details.nameservers, current.nameservers)),
          id_protection: sqlBool(pick(details.idProtection, current.idProtection)),
          last_synced_at: at,
          last_error_kind: null,
          last_error_message: null,
          last_error_at: null,
        });
      });
    },

    recordNotFound(accountId, name, status) {
      return withTransaction(db, () => {
        const current = mustGet(accountId, name);
        const at = isoAt(clock);
        return patch(accountId, name, {
          status,
          pending_since: status === 'pending' ? (current.pendingSince ?? at) : current.pendingSince,
          forbidden_first_at: current.notFound.firstAt ?? at,
          forbidden_last_at: at,
          forbidden_count: current.notFound.count + 1,
          last_synced_at: at,
          last_error_kind: null,
          last_error_message: null,
          last_error_at: null,
        });
      });
    },

    recordError(accountId, name, error) {
      return withTransaction(db, () =>
        patch(accountId, name, {
          last_error_kind: error.kind,
          last_error_message: error.message,
          last_error_at: isoAt(clock),
        }),
      );
    },

    clearError(accountId, name) {
      return withTransaction(db, () =>
        patch(accountId, name, {
          last_error_kind: null,
          last_error_message: null,
          last_error_at: null,
        }),
      );
    },

    setStatus(accountId, name, status) {
      return withTransaction(db, () => patch(accountId, name, { status }));
    },

    setTags(accountId, name, tags) {
      return withTransaction(db, () => {
        const current = mustGet(accountId, name);
        replaceTags(db, current.id, tags);
        return patch(accountId, name, {});
      });
    },

    setNotes(accountId, name, notes) {
      return withTransaction(db, () => patch(accountId, name, { notes }));
    },

    remove(accountId, name) {
      return (
        run(db, 'DELETE FROM domains WHERE account_id = @accountId AND name = @name', {
          accountId,
          name: asciiDomainName(name),
        }).changes > 0
      );
    },

    allTags() {
      return all(db, 'SELECT DISTINCT tag FROM domain_tags ORDER BY tag').map((row) =>
        String(row.tag),
      );
    },
  };
}

function replaceTags(db: Db, domainId: number, tags: readonly string[]): void {
  run(db, 'DELETE FROM domain_tags WHERE domain_id = @domainId', { domainId });
  for (const tag of normalizeTags(tags)) {
    run(db, 'INSERT INTO domain_tags (domain_id, tag) VALUES (@domainId, @tag)', { domainId, tag });
  }
}

function pick<T>(given: T | undefined, stored: T): T {
  return given === undefined ? stored : given;
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toJsonText(value);
}
