import { existsSync, readFileSync } from 'node:fs';

/** Committed changes in the write-ahead log that SQLite will not replay. */
export interface WalDamage {
  /**
   * Commits written after the first damaged frame, which SQLite drops with everything after
   * it (a lower bound: the damage may have hidden more). Null when the log's header is
   * unreadable, so SQLite ignores the whole log and the count cannot be told.
   */
  readonly lostCommits: number | null;
}

const HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;
const MAGIC_LITTLE_ENDIAN = 0x377f0682;
const MAGIC_BIG_ENDIAN = 0x377f0683;

/**
 * Reads the write-ahead log next to `filePath` the way SQLite replays it (see the WAL format
 * in SQLite's file format documentation): frame by frame while each frame carries the log's
 * salts and a checksum that continues the previous one. SQLite stops silently at the first
 * frame that fails, so committed changes after it are lost. Those are found here by their
 * salts, which only frames written since the log was last restarted carry.
 * Call before any connection opens the file. Null when nothing committed is lost.
 */
export function inspectWal(filePath: string): WalDamage | null {
  const walPath = `${filePath}-wal`;
  if (!existsSync(walPath)) return null;
  const wal = readFileSync(walPath);
  if (wal.length === 0) return null;
  if (wal.length < HEADER_BYTES) return { lostCommits: null };

  const magic = wal.readUInt32BE(0);
  if (magic !== MAGIC_LITTLE_ENDIAN && magic !== MAGIC_BIG_ENDIAN) return { lostCommits: null };
  const bigEndian = magic === MAGIC_BIG_ENDIAN;
  const pageSize = wal.readUInt32BE(8);
  const validPageSize = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) === 0;
  let sum = checksum(wal, 0, 24, [0, 0], bigEndian);
  if (!validPageSize || sum[0] !== wal.readUInt32BE(24) || sum[1] !== wal.readUInt32BE(28)) {
    return { lostCommits: null };
  }

  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  const frameBytes = FRAME_HEADER_BYTES + pageSize;
  let replayable = true;
  let lostCommits = 0;
  for (let at = HEADER_BYTES; at + frameBytes <= wal.length; at += frameBytes) {
    const ours = wal.readUInt32BE(at + 8) === salt1 && wal.readUInt32BE(at + 12) === salt2;
    const commit = wal.readUInt32BE(at + 4) !== 0;
    if (replayable) {
      sum = checksum(wal, at, 8, sum, bigEndian);
      sum = checksum(wal, at + FRAME_HEADER_BYTES, pageSize, sum, bigEndian);
      replayable =
        ours && sum[0] === wal.readUInt32BE(at + 16) && sum[1] === wal.readUInt32BE(at + 20);
    }
    if (!replayable && ours && commit) lostCommits += 1;
  }
  return lostCommits > 0 ? { lostCommits } : null;
}

/** SQLite's WAL checksum: two running 32-bit sums over pairs of 32-bit words. */
function checksum(
  bytes: Buffer,
  start: number,
  length: number,
  [initial1, initial2]: [number, number],
  bigEndian: boolean,
): [number, number] {
  let s1 = initial1;
  let s2 = initial2;
  for (let at = start; at < start + length; at += 8) {
    const x1 = bigEndian ? bytes.readUInt32BE(at) : bytes.readUInt32LE(at);
    const x2 = bigEndian ? bytes.readUInt32BE(at + 4) : bytes.readUInt32LE(at + 4);
    s1 = (s1 + x1 + s2) >>> 0;
    s2 = (s2 + x2 + s1) >>> 0;
  }
  return [s1, s2];
}
