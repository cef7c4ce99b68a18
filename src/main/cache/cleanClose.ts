import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { z } from 'zod';

/**
 * A clean close leaves a marker beside the cache file recording the file exactly as it was
 * left; the next open that finds the file unchanged skips the full integrity check. See
 * `docs/decisions/cache-integrity-check.md` for what is checked when.
 */
export const CLEAN_MARK_SUFFIX = '-clean';

/** A file last checked in full longer ago than this is checked in full again. */
export const FULL_CHECK_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

const markSchema = z.object({
  format: z.literal(1),
  size: z.string(),
  ino: z.string(),
  mtimeNs: z.string(),
  ctimeNs: z.string(),
  lastFullCheck: z.iso.datetime(),
});
type CleanMark = z.infer<typeof markSchema>;

export type OpenCheck =
  /** The file is as the last clean close left it: only the cheap checks are needed. */
  { full: false; lastFullCheck: Date } | { full: true; why: string };

/**
 * Reads and removes the marker (so a crash from now on leaves none) and tells whether the
 * file must be checked in full. Call before anything touches the file: even a chmod moves
 * its change time.
 */
export function takeCleanMark(filePath: string, now: Date): OpenCheck {
  const markPath = filePath + CLEAN_MARK_SUFFIX;
  if (!existsSync(markPath)) return { full: true, why: 'not closed cleanly' };
  let mark: CleanMark | null;
  let markWritten = 0n;
  try {
    markWritten = statSync(markPath, { bigint: true }).mtimeNs;
    mark = markSchema.parse(JSON.parse(readFileSync(markPath, 'utf8')));
  } catch {
    mark = null;
  }
  // A marker that cannot be removed would outlive a crash: it is not trusted either.
  if (!removeQuietly(markPath) || mark === null) {
    return { full: true, why: 'the clean-close marker is unreadable' };
  }
  const why = whatIsOff(filePath, mark, markWritten, now);
  return why === null
    ? { full: false, lastFullCheck: new Date(mark.lastFullCheck) }
    : { full: true, why };
}

function whatIsOff(
  filePath: string,
  mark: CleanMark,
  markWritten: bigint,
  now: Date,
): string | null {
  if (!existsSync(filePath)) return 'the file is gone';
  // Any write to the file after the close moves its change time (which no program can set
  // back) to or past the marker's own time; the marker is written strictly later than the
  // file's last change, so even a write within the same clock tick shows.
  const stat = statSync(filePath, { bigint: true });
  if (
    String(stat.size) !== mark.size ||
    String(stat.ino) !== mark.ino ||
    String(stat.mtimeNs) !== mark.mtimeNs ||
    String(stat.ctimeNs) !== mark.ctimeNs ||
    stat.ctimeNs >= markWritten
  ) {
    return 'the file changed after it was closed';
  }
  for (const side of ['-wal', '-journal']) {
    if (existsSync(filePath + side) && statSync(filePath + side).size > 0) {
      return `a ${side.slice(1)} file was left beside it`;
    }
  }
  if (!headerFitsSize(filePath, stat.size)) return 'its header does not match its size';
  if (now.getTime() - Date.parse(mark.lastFullCheck) > FULL_CHECK_EVERY_MS) {
    return 'its last full check is more than a week old';
  }
  return null;
}

/** SQLite's header: its magic string, and a page count that matches the file's size. */
function headerFitsSize(filePath: string, size: bigint): boolean {
  const header = Buffer.alloc(100);
  const fd = openSync(filePath, 'r');
  try {
    if (readSync(fd, header, 0, 100, 0) < 100) return false;
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1', 0, 16) !== 'SQLite format 3\0') return false;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  // The page count in the header is valid only while the change counter and the "version
  // valid for" number agree (SQLite 3.7.0 and later keep them so).
  if (header.readUInt32BE(24) !== header.readUInt32BE(92)) return false;
  return BigInt(header.readUInt32BE(28)) * BigInt(pageSize) === size;
}

/**
 * Records a file just closed cleanly (its log checkpointed into it). Leaves no marker when
 * the marker cannot be made later than the file's last change: the next open then checks.
 */
export function writeCleanMark(filePath: string, lastFullCheck: Date): void {
  const markPath = filePath + CLEAN_MARK_SUFFIX;
  try {
    const stat = statSync(filePath, { bigint: true });
    const mark: CleanMark = {
      format: 1,
      size: String(stat.size),
      ino: String(stat.ino),
      mtimeNs: String(stat.mtimeNs),
      ctimeNs: String(stat.ctimeNs),
      lastFullCheck: lastFullCheck.toISOString(),
    };
    const text = JSON.stringify(mark);
    // The file system's clock may be coarse (a few ms): write again until the marker's time
    // is past the file's change time, giving up after ~20 ms.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      writeFileSync(markPath, text, { mode: 0o600 });
      if (statSync(markPath, { bigint: true }).mtimeNs > stat.ctimeNs) {
        chmodSync(markPath, 0o600);
        return;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
    }
    removeQuietly(markPath);
  } catch {
    // Without a marker the next open checks the whole file: slower, never less safe.
    removeQuietly(markPath);
  }
}

function removeQuietly(path: string): boolean {
  try {
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}
