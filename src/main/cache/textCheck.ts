import { openAndCheck } from './cacheFile';
import { discardDatabase } from './sqlite';
import type { Db } from './sqlite';

/** Why a file fails its full check; `foreign`: it is another program's SQLite file. */
export interface FileDamage {
  readonly reason: string;
  readonly foreign?: true;
}

const strict = new TextDecoder('utf-8', { fatal: true });
const loose = new TextDecoder('utf-8');
const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text that may not be UTF-8: any with a byte beyond ASCII (which is always valid). SQLite
 * matches the class byte by byte for such bytes, so this holds for broken sequences too; the
 * match stops at a NUL byte, so text holding one is read as well. Only those values are read,
 * as bytes, and checked here; ASCII text never leaves SQLite.
 */
const BEYOND_ASCII = "'*[^' || char(1) || '-' || char(127) || ']*'";
export const nonAscii = (column: string): string =>
  `(typeof(${column}) = 'text' AND (${column} GLOB ${BEYOND_ASCII} OR instr(CAST(${column} AS BLOB), x'00') > 0))`;

/**
 * Where the file holds text that is not UTF-8, as `table.column`, or null when it holds none.
 * libsql aborts the whole process when it reads such text as a string, and `quick_check` does
 * not look at it: a file that passes that check could still stop the app at its first query.
 * Everything is read as bytes here, so this check itself cannot abort.
 */
export function firstInvalidText(db: Db): string | null {
  const tables = db
    .prepare("SELECT CAST(name AS BLOB) FROM sqlite_schema WHERE type = 'table'")
    .raw()
    .all() as [Uint8Array][];
  for (const [nameBytes] of tables) {
    if (!isUtf8(nameBytes)) return 'sqlite_schema.name';
    const table = loose.decode(nameBytes);
    const columnBytes = (
      db.prepare('SELECT CAST(name AS BLOB) FROM pragma_table_info(?)').raw().all(table) as [
        Uint8Array,
      ][]
    ).map(([bytes]) => bytes);
    const bad = columnBytes.find((bytes) => !isUtf8(bytes));
    if (bad !== undefined) return `${table}.?`;
    const columns = columnBytes.map((bytes) => loose.decode(bytes));
    if (columns.length === 0) continue;
    const quoted = columns.map(quote);
    // One pass over the table: only rows with text beyond ASCII come back.
    const values = db
      .prepare(
        `SELECT ${quoted.map((c) => `CASE WHEN ${nonAscii(c)} THEN CAST(${c} AS BLOB) END`).join(', ')} ` +
          `FROM ${quote(table)} NOT INDEXED WHERE ${quoted.map(nonAscii).join(' OR ')}`,
      )
      .raw()
      .iterate() as IterableIterator<(Uint8Array | null)[]>;
    for (const row of values) {
      const at = row.findIndex((value) => value !== null && !isUtf8(value));
      if (at >= 0) return `${table}.${columns[at] ?? '?'}`;
    }
  }
  return null;
}

/** Every page of the file checked, that it is a DomainDesk cache, and that its text reads. */
export function checkInFull(filePath: string): FileDamage | null {
  const check = openAndCheck(filePath, true);
  if (!check.ok) return check.foreign ? { reason: check.reason, foreign: true } : check;
  try {
    const where = firstInvalidText(check.db);
    return where === null ? null : { reason: `text in the file is unreadable (${where})` };
  } finally {
    discardDatabase(check.db);
  }
}
