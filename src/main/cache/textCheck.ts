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
    const columns = db
      .prepare('SELECT CAST(name AS BLOB) FROM pragma_table_info(?)')
      .raw()
      .all(table) as [Uint8Array][];
    for (const [columnBytes] of columns) {
      if (!isUtf8(columnBytes)) return `${table}.?`;
      const column = quote(loose.decode(columnBytes));
      const values = db
        .prepare(
          `SELECT CAST(${column} AS BLOB) FROM ${quote(table)} NOT INDEXED WHERE typeof(${column}) = 'text'`,
        )
        .raw()
        .iterate() as IterableIterator<[Uint8Array]>;
      for (const [value] of values)
        if (!isUtf8(value)) return `${table}.${loose.decode(columnBytes)}`;
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
