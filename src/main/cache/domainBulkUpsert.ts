import type { DomainOrigin, DomainStatus } from './domainRecord';
import { asciiDomainName, normalizeTags, unicodeDomainName } from './domainNames';
import { all, run, scalar } from './sqlite';
import type { Db } from './sqlite';

export interface DomainUpsert {
  /** ASCII or Unicode form; stored as lower-case ASCII. */
  name: string;
  unicodeName?: string;
  /** Changes the origin when given; new rows default to `added`. */
  origin?: DomainOrigin;
  /** Omitted keeps the stored status; new rows default to `unknown`. */
  status?: DomainStatus;
  /** Omitted or null keeps the stored value. */
  pendingSince?: string | null;
  expiryDate?: string | null;
  /** Replaces the tag set when given. */
  tags?: readonly string[];
  /** Replaces the notes when given. */
  notes?: string;
  /** Omitted keeps the stored value: what a sync read of the registrar lock and ID protection. */
  locked?: boolean;
  idProtection?: boolean;
}

/** Rows per staging statement: amortises the native call while keeping the JSON modest. */
const CHUNK = 5000;
/**
 * From this many rows inserted or changed on, the domain table's secondary indexes are dropped before writing and
 * rebuilt after it: building an index by one sort costs far less than keeping it in order row
 * by row (about a third for 100,000 domains and the grid's sort indexes).
 */
export const REBUILD_INDEXES_FROM = 20_000;

// The rows are staged in a temporary table (names are unique: they are de-duplicated before)
// and every statement is driven from it through the (account_id, name) index: one native call
// per step instead of one per domain, with cost proportional to the rows given, not to the
// size of the portfolio.
const createStage = `
  CREATE TEMP TABLE IF NOT EXISTS domain_upsert_stage (
    name TEXT NOT NULL, unicode_name TEXT NOT NULL, origin TEXT, status TEXT,
    pending_since TEXT, expiry_date TEXT, notes TEXT, tags_json TEXT, locked INTEGER,
    id_protection INTEGER)`;

const fillStage = `
  INSERT INTO temp.domain_upsert_stage
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5,
    value ->> 6, value -> 7, value ->> 8, value ->> 9
  FROM json_each(@rows)`;

// A staged row that differs from the stored one (absent values keep what is stored).
const differs = `(
  d.unicode_name IS NOT s.unicode_name
  OR d.origin IS NOT coalesce(s.origin, d.origin)
  OR d.status IS NOT coalesce(s.status, d.status)
  OR d.pending_since IS NOT coalesce(s.pending_since, d.pending_since)
  OR d.expiry_date IS NOT coalesce(s.expiry_date, d.expiry_date)
  OR d.notes IS NOT coalesce(s.notes, d.notes)
  OR d.locked IS NOT coalesce(s.locked, d.locked)
  OR d.id_protection IS NOT coalesce(s.id_protection, d.id_protection))`;

/** Rows the upsert will insert or change: what decides whether indexes are rebuilt. */
const countWrites = `
  SELECT count(*) FROM temp.domain_upsert_stage AS s
  LEFT JOIN domains AS d ON d.account_id = @accountId AND d.name = s.name
  WHERE d.id IS NULL OR ${differs}`;

// Rows whose values would not change are left alone (and keep their updated_at): re-importing
// a file the cache already holds writes nothing.
const updateExisting = `
  UPDATE domains AS d SET
    unicode_name = s.unicode_name,
    origin = coalesce(s.origin, d.origin),
    status = coalesce(s.status, d.status),
    pending_since = coalesce(s.pending_since, d.pending_since),
    expiry_date = coalesce(s.expiry_date, d.expiry_date),
    notes = coalesce(s.notes, d.notes),
    locked = coalesce(s.locked, d.locked),
    id_protection = coalesce(s.id_protection, d.id_protection),
    updated_at = @at
  FROM temp.domain_upsert_stage AS s
  WHERE d.account_id = @accountId AND d.name = s.name AND ${differs}`;

const insertNew = `
  INSERT INTO domains (account_id, name, unicode_name, origin, status, pending_since,
    expiry_date, notes, locked, id_protection, added_at, updated_at)
  SELECT @accountId, s.name, s.unicode_name, coalesce(s.origin, 'added'),
    coalesce(s.status, 'unknown'), s.pending_since, s.expiry_date, coalesce(s.notes, ''),
    s.locked, s.id_protection, @at, @at
  FROM temp.domain_upsert_stage AS s
  WHERE NOT EXISTS (SELECT 1 FROM domains AS d WHERE d.account_id = @accountId AND d.name = s.name)`;

const clearTags = `
  DELETE FROM domain_tags WHERE domain_id IN (
    SELECT d.id FROM temp.domain_upsert_stage AS s
    CROSS JOIN domains AS d ON d.account_id = @accountId AND d.name = s.name
    WHERE s.tags_json IS NOT NULL)`;

const insertTags = `
  INSERT OR IGNORE INTO domain_tags (domain_id, tag)
  SELECT d.id, t.value FROM temp.domain_upsert_stage AS s
  CROSS JOIN domains AS d ON d.account_id = @accountId AND d.name = s.name
  CROSS JOIN json_each(s.tags_json) AS t
  WHERE s.tags_json IS NOT NULL AND s.tags_json <> '[]'`;

type StagedRow = [
  name: string,
  unicodeName: string,
  origin: DomainOrigin | null,
  status: DomainStatus | null,
  pendingSince: string | null,
  expiryDate: string | null,
  notes: string | null,
  tags: string[] | null,
  locked: 0 | 1 | null,
  idProtection: 0 | 1 | null,
];

function flag(value: boolean | undefined): 0 | 1 | null {
  return value === undefined ? null : value ? 1 : 0;
}

/** Writes the domains; the caller provides the transaction. Returns the distinct names written. */
export function bulkUpsertDomains(
  db: Db,
  accountId: string,
  domains: readonly DomainUpsert[],
  at: string,
): string[] {
  // Normalise first; a name given twice keeps its last entry. Rows travel as positional
  // arrays in the column order of the staging table (undefined becomes JSON null).
  const byName = new Map<string, StagedRow>();
  for (const domain of domains) {
    const name = asciiDomainName(domain.name);
    byName.set(name, [
      name,
      domain.unicodeName ?? unicodeDomainName(name),
      domain.origin ?? null,
      domain.status ?? null,
      domain.pendingSince ?? null,
      domain.expiryDate ?? null,
      domain.notes ?? null,
      domain.tags ? normalizeTags(domain.tags) : null,
      flag(domain.locked),
      flag(domain.idProtection),
    ]);
  }
  const rows = [...byName.values()];
  const hasTags = rows.some((row) => row[7] !== null);
  db.exec(createStage);
  run(db, 'DELETE FROM temp.domain_upsert_stage');
  for (let start = 0; start < rows.length; start += CHUNK) {
    run(db, fillStage, { rows: JSON.stringify(rows.slice(start, start + CHUNK)) });
  }
  const params = { accountId, at };
  const write = (): void => {
    run(db, updateExisting, params);
    const inserted = run(db, insertNew, params).changes;
    if (hasTags) {
      // Only rows stored before can have tags to replace (a domain's tags go with it): an
      // import of new domains skips looking each one up for them.
      if (inserted < rows.length) run(db, clearTags, params);
      run(db, insertTags, params);
    }
  };
  const rebuild =
    rows.length >= REBUILD_INDEXES_FROM &&
    Number(scalar(db, countWrites, params)) >= REBUILD_INDEXES_FROM;
  if (rebuild) withIndexesRebuilt(db, write);
  else write();
  run(db, 'DELETE FROM temp.domain_upsert_stage');
  return [...byName.keys()];
}

/** The domains table's secondary indexes (its unique key aside), as the schema made them. */
export function domainSecondaryIndexes(db: Db): { name: string; sql: string }[] {
  return all(
    db,
    `SELECT name, sql FROM sqlite_schema
     WHERE type = 'index' AND tbl_name = 'domains' AND sql IS NOT NULL`,
  ).map((row) => ({ name: String(row.name), sql: String(row.sql) }));
}

/**
 * Runs `write` with the domain table's secondary indexes dropped, then builds them again from
 * their stored definitions. The caller's transaction holds both, so a crash leaves either the
 * old table and indexes or the new ones. The unique (account_id, name) index stays: the
 * upsert itself relies on it.
 */
function withIndexesRebuilt(db: Db, write: () => void): void {
  const indexes = domainSecondaryIndexes(db);
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  write();
  for (const index of indexes) db.exec(index.sql);
}
