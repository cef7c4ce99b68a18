// Test support: text that is not UTF-8 planted in a cache file, garbage over its indexes, and a
// way to read such a file without libsql aborting the process on that text.
import Database from 'libsql';
import { overwriteWithGarbage } from './damagedCacheFixture';
import { all } from '../sqlite';
import type { Db } from '../sqlite';

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const asRead = (column: string): string =>
  `typeof(${column}), CASE typeof(${column}) WHEN 'text' THEN CAST(${column} AS BLOB) ELSE ${column} END`;
const utf8 = new TextDecoder();

interface Shape {
  readonly keys: string[];
  /** Keys that hold integers (the rowid included); the others hold text. */
  readonly integerKeys: Set<string>;
  readonly columns: string[];
  readonly foreign: Set<string>;
}

function shapeOf(db: Db, table: string): Shape {
  const info = all(db, 'SELECT name, type, pk FROM pragma_table_info(@table)', { table });
  const primary = info.filter((c) => Number(c.pk) > 0).map((c) => String(c.name));
  const withoutRowid = all(db, 'SELECT wr FROM pragma_table_list(@table)', { table })[0]?.wr === 1;
  return {
    keys: withoutRowid ? primary : ['rowid'],
    integerKeys: new Set([
      'rowid',
      ...info.filter((c) => String(c.type).toUpperCase() === 'INTEGER').map((c) => String(c.name)),
    ]),
    columns: info.map((c) => String(c.name)),
    foreign: new Set(
      all(db, 'SELECT "from" AS c FROM pragma_foreign_key_list(@table)', { table }).map((r) =>
        String(r.c),
      ),
    ),
  };
}

/** Every row of `table` as objects, text that is not UTF-8 decoded with U+FFFD, in key order. */
export function readDecoded(db: Db, table: string): Record<string, unknown>[] {
  const { keys, columns } = shapeOf(db, table);
  const sql = `SELECT ${columns.map((c) => asRead(quote(c))).join(', ')} FROM ${quote(table)} ORDER BY ${keys.map(quote).join(', ')}`;
  return (db.prepare(sql).raw().all() as unknown[][]).map((raw) =>
    Object.fromEntries(
      columns.map((column, i) => {
        const [type, value] = [raw[2 * i], raw[2 * i + 1]];
        return [
          column,
          type === 'text' && value instanceof Uint8Array ? utf8.decode(value) : value,
        ];
      }),
    ),
  );
}

/**
 * Puts a byte that is not UTF-8 into every 50th value of each text column of `tables` (ids and
 * links to other rows aside; columns whose CHECK refuses it too). Returns the columns planted.
 */
export function plantInvalidText(path: string, tables: readonly string[]): Map<string, string[]> {
  const db = new Database(path);
  const planted = new Map<string, string[]>();
  try {
    for (const table of tables) {
      const { keys, integerKeys, columns, foreign } = shapeOf(db, table);
      // Keys read as bytes are bound back as what they are.
      const where = keys
        .map(
          (k) =>
            `${quote(k)} = ${integerKeys.has(k) ? 'CAST(CAST(? AS TEXT) AS INTEGER)' : 'CAST(? AS TEXT)'}`,
        )
        .join(' AND ');
      for (const column of columns) {
        if (column === 'id' || foreign.has(column)) continue;
        const read = `SELECT ${[...keys, column].map((c) => `CAST(${quote(c)} AS BLOB)`).join(', ')}, typeof(${quote(column)}) FROM ${quote(table)}`;
        const rows = (db.prepare(read).raw().all() as unknown[][]).filter(
          (row, i) => i % 50 === 0 && row[keys.length + 1] === 'text',
        );
        const update = db.prepare(
          `UPDATE ${quote(table)} SET ${quote(column)} = CAST(? AS TEXT) WHERE ${where}`,
        );
        try {
          for (const row of rows) {
            const bytes = Buffer.from(row[keys.length] as Uint8Array);
            const at = Math.max(
              1,
              bytes.findIndex((b) => /[a-z]/i.test(String.fromCharCode(b))),
            );
            const spoiled = Buffer.concat([
              bytes.subarray(0, at + 1),
              Buffer.from([0xff]),
              bytes.subarray(at + 1),
            ]);
            update.run(spoiled, ...row.slice(0, keys.length));
          }
          if (rows.length > 0) planted.set(table, [...(planted.get(table) ?? []), column]);
        } catch {
          // The column's CHECK refuses the spoiled value: nothing of it was planted.
        }
      }
    }
    // Into the main file, so a copy of it holds the planted text.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return planted;
}

/** Overwrites the root page of every index of the cache's own tables with garbage. */
export function overwriteIndexPages(path: string): number {
  const db = new Database(path, { readonly: true });
  const pageSize = Number(all(db, 'PRAGMA page_size')[0]?.page_size);
  const roots = all(
    db,
    "SELECT rootpage FROM sqlite_schema WHERE type = 'index' AND tbl_name NOT LIKE 'sqlite_%'",
  ).map((row) => Number(row.rootpage));
  db.close();
  for (const root of roots) overwriteWithGarbage(path, pageSize, (root - 1) * pageSize);
  return roots.length;
}
