import type { DomainOrigin, DomainStatus } from './domainRecord';
import { asciiDomainName, normalizeTags, unicodeDomainName } from './domainNames';
import { run } from './sqlite';
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
}

/** Rows per staging statement: amortises the native call while keeping the JSON modest. */
const CHUNK = 5000;

// The rows are staged in a temporary table keyed by name, and every statement is driven
// from it through the (account_id, name) index: one native call per step instead of one per
// domain, with cost proportional to the rows given, not to the size of the portfolio.
const createStage = `
  CREATE TEMP TABLE IF NOT EXISTS domain_upsert_stage (
    name TEXT PRIMARY KEY, unicode_name TEXT NOT NULL, origin TEXT, status TEXT,
    pending_since TEXT, expiry_date TEXT, notes TEXT, tags_json TEXT)`;

const fillStage = `
  INSERT OR REPLACE INTO temp.domain_upsert_stage
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5,
    value ->> 6, value -> 7
  FROM json_each(@rows)`;

const updateExisting = `
  UPDATE domains SET
    (unicode_name, origin, status, pending_since, expiry_date, notes) = (
      SELECT s.unicode_name, coalesce(s.origin, domains.origin), coalesce(s.status, domains.status),
        coalesce(s.pending_since, domains.pending_since),
        coalesce(s.expiry_date, domains.expiry_date), coalesce(s.notes, domains.notes)
      FROM temp.domain_upsert_stage AS s WHERE s.name = domains.name),
    updated_at = @at
  WHERE account_id = @accountId AND name IN (SELECT name FROM temp.domain_upsert_stage)`;

const insertNew = `
  INSERT INTO domains (account_id, name, unicode_name, origin, status, pending_since,
    expiry_date, notes, added_at, updated_at)
  SELECT @accountId, s.name, s.unicode_name, coalesce(s.origin, 'added'),
    coalesce(s.status, 'unknown'), s.pending_since, s.expiry_date, coalesce(s.notes, ''), @at, @at
  FROM temp.domain_upsert_stage AS s WHERE true
  ON CONFLICT (account_id, name) DO NOTHING`;

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
  WHERE s.tags_json IS NOT NULL`;

type StagedRow = [
  name: string,
  unicodeName: string,
  origin: DomainOrigin | null,
  status: DomainStatus | null,
  pendingSince: string | null,
  expiryDate: string | null,
  notes: string | null,
  tags: string[] | null,
];

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
  run(db, updateExisting, params);
  run(db, insertNew, params);
  if (hasTags) {
    run(db, clearTags, params);
    run(db, insertTags, params);
  }
  run(db, 'DELETE FROM temp.domain_upsert_stage');
  return [...byName.keys()];
}
