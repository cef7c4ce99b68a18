import Database from 'libsql';
import { DERIVED_TABLES } from './migration018SpendTotals';
import { decoded, readTable } from './salvageTable';
import type { TableRead, TableShape } from './salvageTable';
import { all, discardDatabase, run, withTransaction } from './sqlite';
import type { Db } from './sqlite';

export interface KeptTable {
  readonly table: string;
  readonly rows: number;
}

export interface LostPart {
  readonly table: string;
  /** How many rows, when known exactly. */
  readonly rows?: number;
  /** At most this many rows, when only a bound is known. */
  readonly atMost?: number;
  /** What was lost and what happens now, in plain words. */
  readonly note: string;
}

/** What a damaged cache file still gave to the fresh one that replaced it. */
export interface SalvageReport {
  readonly kept: readonly KeptTable[];
  readonly lost: readonly LostPart[];
  /** Accounts the damaged file mentions that did not survive: their keys may be left over. */
  readonly lostAccountIds: readonly string[];
}

// Copies of what the API answered: lost rows are read again when a screen next needs them.
const API_COPIES = new Set(['domain_snapshots', 'tlds', 'tld_prices', 'cart_prices']);
const REREAD = 'they will be read again from the provider when next needed';

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row the damaged file at `damagedPath` still yields into `target` (a fresh,
 * migrated cache), table by table, and says what was kept and what was lost. Rows whose
 * account or domain was lost go too: nothing in the app could reach them.
 */
export function salvageInto(target: Db, damagedPath: string): SalvageReport {
  let source: Db;
  try {
    source = new Database(damagedPath, { readonly: true });
    // A count only: names in a damaged schema may not be text libsql can read.
    all(source, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'");
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      kept: [],
      lost: [{ table: '*', note: `nothing could be read from the damaged file (${why})` }],
      lostAccountIds: [],
    };
  }
  try {
    return copyTables(source, target);
  } finally {
    discardDatabase(source);
  }
}

function copyTables(source: Db, target: Db): SalvageReport {
  const lost: LostPart[] = [];
  const kept = new Map<string, number>();
  const accountIds = new Set<string>();
  const note = (table: string, what: string): string =>
    API_COPIES.has(table) ? `${what}; ${REREAD}` : what;

  target.exec('PRAGMA foreign_keys = OFF');
  try {
    withTransaction(target, () => {
      for (const shape of tableShapes(source, target)) {
        let read: TableRead;
        try {
          read = readTable(source, shape);
        } catch {
          lost.push({ table: shape.name, note: note(shape.name, 'none of them could be read') });
          continue;
        }
        const inserted = insertRows(target, shape, read.rows);
        kept.set(shape.name, inserted);
        if (inserted < read.rows.length) {
          lost.push({
            table: shape.name,
            rows: read.rows.length - inserted,
            note: 'they were read but the new cache refused them',
          });
        }
        const accountColumn = shape.columns.indexOf('account_id');
        for (const row of read.rows) {
          const id = accountColumn >= 0 ? row[accountColumn] : undefined;
          if (typeof id === 'string') accountIds.add(id);
        }
        if (!read.complete) {
          lost.push({
            table: shape.name,
            ...(read.missingKeys !== null && { atMost: read.missingKeys }),
            note: note(shape.name, 'they were in the damaged part of the file'),
          });
        }
      }
      for (const [table, rows] of dropOrphans(target)) {
        kept.set(table, (kept.get(table) ?? 0) - rows);
        lost.push({
          table,
          rows,
          note: note(table, 'they belonged to an account or a domain that could not be read'),
        });
      }
    });
  } finally {
    target.exec('PRAGMA foreign_keys = ON');
  }
  for (const { id } of all(target, 'SELECT id FROM accounts')) accountIds.delete(String(id));
  return {
    kept: [...kept].filter(([, rows]) => rows > 0).map(([table, rows]) => ({ table, rows })),
    lost,
    lostAccountIds: [...accountIds].sort(),
  };
}

/** The tables of the new cache that the damaged file has too, with the columns both have. */
function tableShapes(source: Db, target: Db): TableShape[] {
  const sourceTables = new Map(
    all(
      source,
      "SELECT CAST(name AS BLOB) AS name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table'",
    ).map((row) => [textOf(row.name), row.wr === 1]),
  );
  const shapes: TableShape[] = [];
  for (const { name } of all(
    target,
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
  )) {
    const table = String(name);
    const withoutRowid = sourceTables.get(table);
    if (withoutRowid === undefined || DERIVED_TABLES.has(table)) continue;
    const sourceColumns = sourceColumnsOf(source, table);
    const names = new Set(sourceColumns.map((column) => column.name));
    const columns = all(target, 'SELECT name FROM pragma_table_info(@table)', { table })
      .map((column) => String(column.name))
      .filter((column) => names.has(column));
    const primaryKey = sourceColumns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    shapes.push({
      name: table,
      columns,
      keys: withoutRowid ? primaryKey.map((column) => column.name) : ['rowid'],
      integerKey: !withoutRowid || primaryKey[0]?.type.toUpperCase() === 'INTEGER',
    });
  }
  return shapes;
}

/** Text from the damaged file, read as bytes (see `salvageTable.ts`). */
const textOf = (bytes: unknown): string => String(decoded('text', bytes));

function sourceColumnsOf(db: Db, table: string): { name: string; type: string; pk: number }[] {
  return all(
    db,
    'SELECT CAST(name AS BLOB) AS name, CAST(type AS BLOB) AS type, pk FROM pragma_table_info(@table)',
    { table },
  ).map((row) => ({ name: textOf(row.name), type: textOf(row.type), pk: Number(row.pk) }));
}

function insertRows(target: Db, shape: TableShape, rows: readonly unknown[][]): number {
  const columns = shape.columns.map(quote).join(', ');
  const marks = shape.columns.map(() => '?').join(', ');
  const statement = target.prepare(
    `INSERT OR IGNORE INTO ${quote(shape.name)} (${columns}) VALUES (${marks})`,
  );
  let inserted = 0;
  for (const row of rows) {
    try {
      inserted += statement.run(...row).changes;
    } catch {
      // A row the new schema refuses is not copied; it stays in the damaged file.
    }
  }
  return inserted;
}

/**
 * Deletes rows whose parent row (account, domain) was lost, repeating until none is left,
 * since a domain deleted here leaves its tags without a parent. Returns rows removed per table.
 */
function dropOrphans(db: Db): Map<string, number> {
  const links = all(
    db,
    `SELECT t.name AS child, f."table" AS parent, f."from" AS column, f."to" AS parentColumn
       FROM sqlite_schema AS t, pragma_foreign_key_list(t.name) AS f
      WHERE t.type = 'table'`,
  );
  const removed = new Map<string, number>();
  for (let changed = true; changed;) {
    changed = false;
    for (const link of links) {
      const [child, parent, column, parentColumn] = [
        String(link.child),
        String(link.parent),
        String(link.column),
        String(link.parentColumn),
      ];
      const { changes } = run(
        db,
        `DELETE FROM ${quote(child)} WHERE ${quote(column)} IS NOT NULL AND NOT EXISTS
           (SELECT 1 FROM ${quote(parent)} AS p WHERE p.${quote(parentColumn)} = ${quote(child)}.${quote(column)})`,
      );
      if (changes > 0) {
        removed.set(child, (removed.get(child) ?? 0) + changes);
        changed = true;
      }
    }
  }
  return removed;
}
