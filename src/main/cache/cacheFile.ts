import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { APPLICATION_ID } from './migrations';
import { discardDatabase, scalar } from './sqlite';
import type { Db } from './sqlite';

export type FileCheck =
  | { ok: true; db: Db }
  /** `foreign`: a healthy SQLite file of another program, with nothing of ours to save. */
  | { ok: false; reason: string; foreign?: true };

// SQLite result codes that mean the file itself is unusable. Anything else (a lock held by
// another process, a full disk) is not damage and must not cost the user their cache.
const damageReasons: [RegExp, string][] = [
  [/^SQLITE_NOTADB/, 'the file is not a SQLite database'],
  [/^SQLITE_CORRUPT/, 'the database file is damaged (malformed)'],
  [/^SQLITE_CANTOPEN/, 'the file cannot be opened'],
  [/^SQLITE_IOERR/, 'the file cannot be read'],
];

function damageReason(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  for (const [pattern, reason] of damageReasons) if (pattern.test(code)) return reason;
  return null;
}

/**
 * Opens an existing cache file and checks that it is a DomainDesk cache; with `full`, that
 * every page of it is sound too (`PRAGMA quick_check` reads the whole file).
 */
export function openAndCheck(filePath: string, full: boolean): FileCheck {
  let db: Db | null = null;
  try {
    db = new Database(filePath);
    // As bytes: the check's messages name tables and indexes from a possibly damaged schema,
    // and libsql aborts the process on text that is not UTF-8.
    const problems = full
      ? (db.prepare('SELECT CAST(quick_check AS BLOB) FROM pragma_quick_check').raw().all() as [
          Uint8Array,
        ][])
      : [];
    const firstProblem = problems
      .map(([line]) => new TextDecoder().decode(line))
      .find((line) => line !== 'ok');
    if (firstProblem !== undefined) {
      discardDatabase(db);
      return { ok: false, reason: `the integrity check failed (${firstProblem})` };
    }
    const applicationId = Number(scalar(db, 'PRAGMA application_id'));
    const tableCount = Number(
      scalar(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'"),
    );
    if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tableCount > 0)) {
      discardDatabase(db);
      return {
        ok: false,
        reason: 'the file is a SQLite database of another program',
        foreign: true,
      };
    }
    return { ok: true, db };
  } catch (error) {
    const reason = damageReason(error);
    if (db) discardDatabase(db);
    if (reason === null) throw error;
    return { ok: false, reason };
  }
}

/**
 * Renames the damaged file (and its WAL and shared-memory files, which must never be
 * replayed onto a fresh database) to `<name>.corrupt-<timestamp>`. Returns the new path.
 */
export function moveAside(filePath: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let target = `${filePath}.corrupt-${stamp}`;
  for (let n = 1; existsSync(target); n += 1) target = `${filePath}.corrupt-${stamp}-${n}`;
  renameSync(filePath, target);
  for (const suffix of SIDE_FILE_SUFFIXES) {
    if (existsSync(filePath + suffix)) renameSync(filePath + suffix, target + suffix);
  }
  return target;
}

/** The cache file and the files SQLite keeps beside it while it is open. */
export const SIDE_FILE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/**
 * The app's own data folder (Electron's userData) for its owner only, also when it existed
 * before with a looser mode (Electron itself creates it 0755). A folder of another user is
 * left as it is: changing it is not the app's to do.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const uid = process.getuid?.();
  if (uid === undefined || statSync(dir).uid === uid) chmodSync(dir, 0o700);
}

/**
 * Makes sure the cache's folder and file exist readable by their owner only. SQLite creates
 * its -wal and -shm files with the mode of the main file, so creating that one 0600 before
 * SQLite does covers them too; files from older versions are tightened as well.
 */
export function prepareCacheFile(filePath: string): void {
  mkdirSync(dirname(filePath), { recursive: true, mode: 0o700 });
  closeSync(openSync(filePath, 'a', 0o600));
  for (const suffix of ['', ...SIDE_FILE_SUFFIXES]) {
    if (existsSync(filePath + suffix)) chmodSync(filePath + suffix, 0o600);
  }
}
