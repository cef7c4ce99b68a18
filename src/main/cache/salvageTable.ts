import { nonAscii } from './textCheck';
import type { Db } from './sqlite';

/** What could be read of one table of a damaged file. */
export interface TableRead {
  /** Values in the order of the requested columns. */
  readonly rows: unknown[][];
  /** False when part of the table could not be read. */
  readonly complete: boolean;
  /**
   * For a rowid table: how many rowids lie in the stretches that could not be read, an upper
   * bound of the rows lost there. Null when it cannot be told.
   */
  readonly missingKeys: number | null;
}

export interface TableShape {
  readonly name: string;
  /** Columns to copy, present in both the damaged file and the new cache. */
  readonly columns: readonly string[];
  /** The b-tree key, in order: `rowid`, or the primary key of a WITHOUT ROWID table. */
  readonly keys: readonly string[];
  /** The first key column holds integers: stretches past the damage can be sought out. */
  readonly integerKey: boolean;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

// libsql aborts the whole process when it turns text that is not valid UTF-8 into a string,
// and damage often leaves such text. Text beyond ASCII (or holding a NUL) is read as bytes and
// decoded here, with U+FFFD for what is not UTF-8; ASCII text, always valid, is read as it is
// (a bytes object per value made the copy 4.5 times slower). The cache stores no blobs, so
// bytes read here are always taken as text. Keys are read with their type as well, so a key
// is bound back as what it was and the scans keep their order.
const utf8 = new TextDecoder('utf-8', { fatal: false });
const asRead = (column: string): string =>
  `typeof(${column}), CASE typeof(${column}) WHEN 'text' THEN CAST(${column} AS BLOB) ELSE ${column} END`;
const asText = (column: string): string =>
  `CASE WHEN ${nonAscii(column)} THEN CAST(${column} AS BLOB) ELSE ${column} END`;

/** A value read as type and bytes, as a string again when it was text. */
export function decoded(type: unknown, value: unknown): unknown {
  return type === 'text' && value instanceof Uint8Array ? utf8.decode(value) : value;
}

/** A key value as read: text keys stay bytes, bound back as text so comparisons still hold. */
interface KeyValue {
  readonly text: boolean;
  readonly value: unknown;
}

// A seek past the damage needs a key to aim at; 62 doublings span every positive rowid.
const MAX_PROBES = 62;

/**
 * Reads every row of `table` that the file still yields, a damaged page costing only the rows
 * on it: a forward scan up to the first damaged page, a backward scan down to the last one,
 * and for integer keys, seeks into the stretch between to find and read what is intact there.
 * Indexes are never used (`NOT INDEXED`), so a damaged index costs nothing.
 */
export function readTable(db: Db, shape: TableShape): TableRead {
  const keyList = shape.keys.map(quote).join(', ');
  const width = shape.keys.length;
  const first = quote(shape.keys[0] ?? 'rowid');
  const rows: unknown[][] = [];
  const selectRaw = (where: Bounds, order: 'ASC' | 'DESC', limit: number): unknown[][] => {
    const sql =
      `SELECT ${[...shape.keys.map((k) => asRead(quote(k))), ...shape.columns.map((c) => asText(quote(c)))].join(', ')} ` +
      `FROM ${quote(shape.name)} NOT INDEXED ` +
      (where.conditions.length > 0 ? `WHERE ${where.conditions.join(' AND ')} ` : '') +
      `ORDER BY ${shape.keys.map((key) => `${quote(key)} ${order}`).join(', ')} LIMIT ${limit}`;
    return db
      .prepare(sql)
      .raw()
      .all(...where.params) as unknown[][];
  };
  /** Rows as keys (type and value) then decoded column values. */
  const select = (
    where: Bounds,
    order: 'ASC' | 'DESC',
    limit: number,
  ): { keys: KeyValue[]; values: unknown[] }[] =>
    selectRaw(where, order, limit).map((raw) => ({
      keys: Array.from({ length: width }, (_, i) => ({
        text: raw[2 * i] === 'text',
        value: raw[2 * i + 1],
      })),
      values: raw.slice(2 * width).map((value) => decoded('text', value)),
    }));

  /**
   * Reads the rows within `bounds` in key order, 500 at a time while that works, then row by
   * row once it fails, so every row up to the damaged page is kept.
   */
  const readRun = (bounds: Bounds, order: 'ASC' | 'DESC'): RunEnd => {
    let last: KeyValue[] | null = null;
    let limit = PAGE_ROWS;
    for (;;) {
      const where = { conditions: [...bounds.conditions], params: [...bounds.params] };
      if (last !== null) {
        where.conditions.push(`(${keyList}) ${order === 'ASC' ? '>' : '<'} (${marks(last)})`);
        where.params.push(...last.map((key) => key.value));
      }
      let page: { keys: KeyValue[]; values: unknown[] }[];
      try {
        page = select(where, order, limit);
      } catch {
        if (limit === 1) return { failed: true, last };
        limit = 1;
        continue;
      }
      for (const row of page) {
        rows.push(row.values);
        last = row.keys;
      }
      if (page.length < limit) return { failed: false, last };
    }
  };

  const none: Bounds = { conditions: [], params: [] };
  const forward = readRun(none, 'ASC');
  if (!forward.failed) return { rows, complete: true, missingKeys: 0 };
  const above: Bounds =
    forward.last === null
      ? none
      : {
          conditions: [`(${keyList}) > (${marks(forward.last)})`],
          params: forward.last.map((key) => key.value),
        };
  const backward = readRun(above, 'DESC');
  if (!shape.integerKey) return { rows, complete: false, missingKeys: null };

  // Between the two runs: integer keys in (lo, hi) are sought out stretch by stretch.
  let lo = forward.last === null ? 0 : Number(forward.last[0]?.value);
  const hi = backward.last === null ? Number.MAX_SAFE_INTEGER : Number(backward.last[0]?.value);
  let missing = 0;
  for (;;) {
    const seek = (at: number): unknown[] | undefined =>
      select(
        { conditions: [`${first} >= ?`, `${first} < ?`], params: [at, hi] },
        'ASC',
        1,
      )[0]?.keys.map((key) => key.value);
    const start = firstReadable(seek, lo, hi);
    if (start === null) {
      missing += hi - lo - 1;
      break;
    }
    missing += (start.firstKey ?? start.at) - lo - 1;
    const bounds = { conditions: [`${first} >= ?`, `${first} < ?`], params: [start.at, hi] };
    const stretch = readRun(bounds, 'ASC');
    if (!stretch.failed) break;
    lo = stretch.last === null ? start.at : Number(stretch.last[0]?.value);
  }
  // Only a rowid counts rows (rowids start at 1); a composite key's first column does not.
  const counted = shape.keys[0] === 'rowid' && backward.last !== null;
  return { rows, complete: false, missingKeys: counted ? missing : null };
}

interface Bounds {
  readonly conditions: string[];
  readonly params: unknown[];
}

interface RunEnd {
  readonly failed: boolean;
  /** Key of the last row read. */
  readonly last: KeyValue[] | null;
}

const PAGE_ROWS = 500;

/** Placeholders for a key; text keys read as bytes are bound back as text. */
const marks = (keys: readonly KeyValue[]): string =>
  keys.map((key) => (key.text ? 'CAST(? AS TEXT)' : '?')).join(', ');

/**
 * The smallest key value in (lo, hi) from which a seek succeeds, found by doubling steps and
 * then halving back; with the first key found there (null when the rest is empty).
 */
function firstReadable(
  seek: (at: number) => unknown[] | undefined,
  lo: number,
  hi: number,
): { at: number; firstKey: number | null } | null {
  const probe = (at: number): { firstKey: number | null } | null => {
    try {
      const row = seek(at);
      return { firstKey: row === undefined ? null : Number(row[0]) };
    } catch {
      return null;
    }
  };
  let failing = lo;
  let step = 1;
  for (let n = 0; n < MAX_PROBES && lo + step < hi; n += 1, step *= 2) {
    const at = lo + step;
    const found = probe(at);
    if (found === null) {
      failing = at;
      continue;
    }
    // Halve back towards the last failing seek to lose as little as possible.
    let good = { at, ...found };
    while (good.at - failing > 1) {
      const mid = failing + Math.floor((good.at - failing) / 2);
      const there = probe(mid);
      if (there === null) failing = mid;
      else good = { at: mid, ...there };
    }
    return good;
  }
  return null;
}
