import type { DnsRecord, EmailForwardRule, GlueRecord, StoredContacts } from './apiModels';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { NotFoundError } from './cacheErrors';
import { asciiDomainName } from './domainNames';
import { fromJsonText, toJsonText } from './jsonText';
import { all, one, run, scalar, str } from './sqlite';
import type { Db } from './sqlite';

/**
 * The last thing read from the API per domain and kind. Raw shapes are kept as read
 * (unknown fields included) so the UI can show what the server said.
 */
export interface SnapshotData {
  information: Record<string, unknown>;
  contacts: StoredContacts;
  dns: DnsRecord[];
  email: EmailForwardRule[];
  glue: GlueRecord[];
}
export type SnapshotKind = keyof SnapshotData;

export interface Snapshot<K extends SnapshotKind> {
  kind: K;
  data: SnapshotData[K];
  readAt: string;
}

export interface SnapshotsRepo {
  /** Replaces the snapshot of that kind; `readAt` defaults to now. */
  save<K extends SnapshotKind>(
    accountId: string,
    domain: string,
    kind: K,
    data: SnapshotData[K],
    readAt?: string,
  ): void;
  get<K extends SnapshotKind>(accountId: string, domain: string, kind: K): Snapshot<K> | null;
  /** Every stored snapshot of the domain, keyed by kind. */
  getAll(accountId: string, domain: string): Partial<{ [K in SnapshotKind]: Snapshot<K> }>;
  remove(accountId: string, domain: string, kind: SnapshotKind): boolean;
}

export function createSnapshotsRepo(db: Db, clock: Clock): SnapshotsRepo {
  const domainId = (accountId: string, domain: string): number => {
    const id = scalar(db, 'SELECT id FROM domains WHERE account_id = @accountId AND name = @name', {
      accountId,
      name: asciiDomainName(domain),
    });
    if (id === undefined)
      throw new NotFoundError(`${domain} is not in the portfolio of this account.`);
    return Number(id);
  };

  return {
    save(accountId, domain, kind, data, readAt) {
      run(
        db,
        `INSERT INTO domain_snapshots (domain_id, kind, data_json, read_at)
         VALUES (@domainId, @kind, @data, @readAt)
         ON CONFLICT (domain_id, kind) DO UPDATE SET
           data_json = excluded.data_json, read_at = excluded.read_at`,
        {
          domainId: domainId(accountId, domain),
          kind,
          data: toJsonText(data),
          readAt: readAt ?? isoAt(clock),
        },
      );
    },

    get(accountId, domain, kind) {
      const row = one(
        db,
        'SELECT data_json, read_at FROM domain_snapshots WHERE domain_id = @domainId AND kind = @kind',
        { domainId: domainId(accountId, domain), kind },
      );
      if (!row) return null;
      const data = fromJsonText(row.data_json) as SnapshotData[typeof kind];
      return { kind, data, readAt: str(row.read_at) };
    },

    getAll(accountId, domain) {
      const rows = all(
        db,
        'SELECT kind, data_json, read_at FROM domain_snapshots WHERE domain_id = @domainId',
        { domainId: domainId(accountId, domain) },
      );
      const out: Record<string, Snapshot<SnapshotKind>> = {};
      for (const row of rows) {
        const kind = str(row.kind) as SnapshotKind;
        const data = fromJsonText(row.data_json) as SnapshotData[SnapshotKind];
        out[kind] = { kind, data, readAt: str(row.read_at) };
      }
      return out;
    },

    remove(accountId, domain, kind) {
      return (
        run(db, 'DELETE FROM domain_snapshots WHERE domain_id = @domainId AND kind = @kind', {
          domainId: domainId(accountId, domain),
          kind,
        }).changes > 0
      );
    },
  };
}
