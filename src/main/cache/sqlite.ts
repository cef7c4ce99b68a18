import type Database from 'libsql';
import { CacheClosedError } from './cacheErrors';

export type Db = Database.Database;

/**
 * Values that may be bound to a statement. Booleans are left out on purpose: libsql 0.5
 * aborts the whole process when a boolean is bound, so they go through `sqlBool` first.
 */
export type SqlValue = string | number | bigint | null;
export type SqlParams = Record<string, SqlValue>;

export function sqlBool(value: boolean | null | undefined): 0 | 1 | null {
  if (value === null || value === undefined) return null;
  return value ? 1 : 0;
}

export function fromSqlBool(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  return value === 1 || value === 1n;
}

type Statement = Database.Statement;

/** libsql aborts the process on any use of a closed connection, even reading a flag. */
function openDb(db: Db): Db {
  if (!db.open) throw new CacheClosedError();
  return db;
}
const statementCache = new WeakMap<Db, Map<string, Statement>>();

/** Prepared statements are reused per connection: bulk writes would otherwise re-parse SQL. */
function prepared(db: Db, sql: string, raw: boolean): Statement {
  openDb(db);
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  const key = `${raw ? 'raw' : 'rows'}:${sql}`;
  let statement = cache.get(key);
  if (!statement) {
    statement = db.prepare(sql);
    if (raw) statement.raw();
    cache.set(key, statement);
  }
  return statement;
}

/** Runs a statement that changes data. */
export function run(db: Db, sql: string, params: SqlParams = {}): { changes: number } {
  return prepared(db, sql, false).run(params);
}

/** First row as a plain object (libsql adds a `_metadata` key that callers ignore). */
export function one(db: Db, sql: string, params: SqlParams = {}): Record<string, unknown> | null {
  const row = prepared(db, sql, false).get(params) as Record<string, unknown> | undefined;
  return row ?? null;
}

/**
 * All rows as plain objects. Rows are fetched as arrays and zipped with the column names
 * here: libsql builds row objects about twice as slowly, which shows on 100,000 domains.
 */
export function all(db: Db, sql: string, params: SqlParams = {}): Record<string, unknown>[] {
  const statement = prepared(db, sql, true);
  const names = statement.columns().map((column) => column.name);
  const rows = statement.all(params) as unknown[][];
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i] ?? String(i)] = values[i];
    return row;
  });
}

/** All rows as arrays of values in column order: no object per row for the caller to map. */
export function rows(db: Db, sql: string, params: SqlParams = {}): unknown[][] {
  return prepared(db, sql, true).all(params) as unknown[][];
}

/** First column of the first row (libsql ignores `pluck` on `get`, so use raw mode). */
export function scalar(db: Db, sql: string, params: SqlParams = {}): unknown {
  const row = prepared(db, sql, true).get(params) as unknown[] | undefined;
  return row?.[0];
}

let savepointCounter = 0;

/**
 * Runs `work` atomically. libsql has no nested transactions, so an inner call becomes a
 * savepoint: repositories can use this freely and still compose into one outer transaction.
 */
export function withTransaction<T>(db: Db, work: () => T): T {
  if (openDb(db).inTransaction) {
    savepointCounter += 1;
    const name = `sp_${savepointCounter}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  // IMMEDIATE takes the write lock up front, so a transaction never fails half-way on
  // lock upgrade when a second DomainDesk window has the file open.
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // SQLite already rolled back (it does so itself on some errors); keep the first error.
    }
    throw error;
  }
}

/**
 * Runs `work` as a transaction whose commit is on the disk before this returns, power cut
 * included: for the write that must never be lost, an order marked sent before it goes out.
 * Other commits use `synchronous = NORMAL` (see `openCache.ts`); this one, FULL, also syncs
 * every commit before it. SQLite refuses to change the level inside a transaction, so this
 * must be a transaction of its own.
 */
export function withDurableTransaction<T>(db: Db, work: () => T): T {
  if (openDb(db).inTransaction) {
    throw new Error('A durable write must be a transaction of its own.');
  }
  const level = num(scalar(db, 'PRAGMA synchronous'));
  db.exec('PRAGMA synchronous = FULL');
  try {
    return withTransaction(db, work);
  } finally {
    db.exec(`PRAGMA synchronous = ${level}`);
  }
}

export function str(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`Expected a text column, got ${typeof value}`);
  return value;
}

export function strOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : str(value);
}

export function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(`Expected a numeric column, got ${typeof value}`);
}

/**
 * Closes the connection with its data in the main file. libsql only really closes once
 * every prepared statement is garbage, so the WAL is checkpointed first and the cached
 * statements are dropped.
 */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  statementCache.delete(db);
  db.close();
}

/** Closes a connection whose file may be damaged: no checkpoint, errors ignored. */
export function discardDatabase(db: Db): void {
  statementCache.delete(db);
  try {
    db.close();
  } catch {
    // A handle on a damaged file may fail to close cleanly; it is being abandoned anyway.
  }
}
