import { chmodSync, copyFileSync } from 'node:fs';
import Database from 'libsql';
import { createAccountsRepo } from './accountsRepo';
import type { AccountsRepo } from './accountsRepo';
import { createActivityLog } from './activityLog';
import type { ActivityLog } from './activityLog';
import { systemClock } from './cacheClock';
import type { Clock } from './cacheClock';
import { moveAside, openAndCheck, prepareCacheFile } from './cacheFile';
import { takeCleanMark, writeCleanMark } from './cleanClose';
import type { OpenCheck } from './cleanClose';
import { salvageInto } from './salvage';
import { inspectWal } from './walCheck';
import type { SalvageReport } from './salvage';
import { createCartRepo } from './cartRepo';
import type { CartRepo } from './cartRepo';
import { createContactProfilesRepo } from './contactProfilesRepo';
import type { ContactProfilesRepo } from './contactProfilesRepo';
import { createDomainsRepo } from './domainsRepo';
import type { DomainsRepo } from './domainsRepo';
import { migrate } from './migrations';
import { createNoticesRepo } from './noticesRepo';
import type { NoticesRepo } from './noticesRepo';
import { createOrderBatchRepo } from './orderBatchRepo';
import type { OrderBatchRepo } from './orderBatchRepo';
import { createOrderJournal } from './orderJournal';
import type { OrderJournal } from './orderJournal';
import { createPremiumRepo } from './premiumRepo';
import type { PremiumRepo } from './premiumRepo';
import { createPricingRepo } from './pricingRepo';
import type { PricingRepo } from './pricingRepo';
import { createSearchHistoryRepo } from './searchHistoryRepo';
import type { SearchHistoryRepo } from './searchHistoryRepo';
import { createSettingsRepo } from './settingsRepo';
import type { SettingsRepo } from './settingsRepo';
import { createSnapshotsRepo } from './snapshotsRepo';
import type { SnapshotsRepo } from './snapshotsRepo';
import { closeDatabase, discardDatabase, scalar } from './sqlite';
import type { Db } from './sqlite';

export interface OpenCacheOptions {
  /** Clock for every stored timestamp; defaults to the system clock. */
  now?: Clock;
}

export interface CacheRecovery {
  /** Where the damaged file now is. */
  movedTo: string;
  /** Plain-language cause, for the message shown to the user. */
  reason: string;
  /** What the damaged file still gave to the fresh cache, and what it did not. */
  salvage: SalvageReport;
}

/** Committed changes a damaged write-ahead log could not give back. */
export interface CacheRollback {
  /** Commits lost (at least); null when the whole log was unreadable. */
  lostCommits: number | null;
  /** A copy of the damaged log, for support. */
  walCopy: string;
}

export interface Cache {
  readonly filePath: string;
  /** The open connection; for the export/import module and tests. */
  readonly db: Db;
  readonly clock: Clock;
  readonly accounts: AccountsRepo;
  readonly domains: DomainsRepo;
  readonly snapshots: SnapshotsRepo;
  readonly pricing: PricingRepo;
  readonly premium: PremiumRepo;
  readonly searchHistory: SearchHistoryRepo;
  readonly contactProfiles: ContactProfilesRepo;
  readonly cart: CartRepo;
  readonly journal: OrderJournal;
  readonly batches: OrderBatchRepo;
  readonly notices: NoticesRepo;
  readonly activity: ActivityLog;
  readonly settings: SettingsRepo;
  schemaVersion(): number;
  close(): void;
}

export interface OpenCacheResult {
  cache: Cache;
  /** Present when the old file was damaged, moved aside and replaced by a fresh cache. */
  recovered?: CacheRecovery;
  /** Present when committed changes in a damaged write-ahead log could not be replayed. */
  rolledBack?: CacheRollback;
  /**
   * Why every page of the file was checked on this open; absent when the file was as its
   * last clean close left it and only the cheap checks ran.
   */
  fullCheck?: string;
}

export const NOTHING_SALVAGED: SalvageReport = { kept: [], lost: [], lostAccountIds: [] };

/** What is known once the clean-close marker is taken and the write-ahead log looked at. */
export interface OpenStart {
  readonly openedAt: Date;
  readonly mark: OpenCheck;
  readonly rolledBack: CacheRollback | undefined;
}

/** The steps before the file is opened; anything later may crash and leave no marker. */
export function startOpen(filePath: string, clock: Clock): OpenStart {
  const openedAt = clock();
  // Before anything touches the file: a crash from here on leaves no clean-close marker.
  const mark = takeCleanMark(filePath, openedAt);
  prepareCacheFile(filePath);
  return { openedAt, mark, rolledBack: keepDamagedWal(filePath, openedAt) };
}

/** The result for a file that passed its checks, opened as `db`. */
export function openedSound(
  filePath: string,
  db: Db,
  clock: Clock,
  start: OpenStart,
): OpenCacheResult {
  const { mark, rolledBack, openedAt } = start;
  const ok = ready(db);
  // Start a new log, so the damaged frames are never mistaken for a new loss.
  if (rolledBack) ok.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const lastFullCheck = mark.full ? openedAt : mark.lastFullCheck;
  return {
    cache: assemble(filePath, ok, clock, lastFullCheck),
    ...(rolledBack && { rolledBack }),
    ...(mark.full && { fullCheck: mark.why }),
  };
}

/** The result for a damaged file replaced by the fresh cache `db`. */
export function openedRecovered(
  filePath: string,
  db: Db,
  clock: Clock,
  start: OpenStart,
  recovered: CacheRecovery,
): OpenCacheResult {
  const { mark, rolledBack, openedAt } = start;
  return {
    cache: assemble(filePath, db, clock, openedAt),
    recovered,
    ...(rolledBack && { rolledBack }),
    ...(mark.full && { fullCheck: mark.why }),
  };
}

/**
 * Opens (or creates) the offline cache at `filePath`, brings its schema up to date and
 * replaces a damaged file with a fresh one, reporting that it did so. Everything runs in this
 * process; the app opens the user's cache with `openCacheSafely`, which reads a file that may
 * be damaged in a child process.
 */
export function openCache(filePath: string, options: OpenCacheOptions = {}): OpenCacheResult {
  const clock = options.now ?? systemClock;
  if (filePath === ':memory:')
    return { cache: assemble(filePath, ready(new Database(filePath)), clock, null) };

  const start = startOpen(filePath, clock);
  const check = openAndCheck(filePath, start.mark.full);
  if (check.ok) return openedSound(filePath, check.db, clock, start);

  const movedTo = moveAside(filePath, clock());
  prepareCacheFile(filePath);
  const db = ready(new Database(filePath));
  let salvage = NOTHING_SALVAGED;
  try {
    if (!check.foreign) salvage = salvageInto(db, movedTo);
  } catch (error) {
    discardDatabase(db);
    throw error;
  }
  return openedRecovered(filePath, db, clock, start, { movedTo, reason: check.reason, salvage });
}

/**
 * SQLite drops, without a word, every commit after a damaged frame of the write-ahead log.
 * Before it replays the log, count what it will drop and keep a copy of the log.
 */
function keepDamagedWal(filePath: string, at: Date): CacheRollback | undefined {
  const damage = inspectWal(filePath);
  if (damage === null) return undefined;
  const walCopy = `${filePath}.wal-damaged-${at.toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(`${filePath}-wal`, walCopy);
  chmodSync(walCopy, 0o600);
  return { lostCommits: damage.lostCommits, walCopy };
}

/** Configures the connection and brings its schema up to date, or closes it. */
export function ready(db: Db): Db {
  try {
    configure(db);
    migrate(db);
    return db;
  } catch (error) {
    discardDatabase(db);
    throw error;
  }
}

function configure(db: Db): void {
  // WAL: readers never block the writer. NORMAL: a commit does not wait for the disk (the
  // file stays consistent; a power cut may undo the last commits, which a sync reads again).
  // An order marked "sent" must never read back "prepared": that write is made durable on
  // its own (`withDurableTransaction`), syncing everything before it too.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  // 64 MB of page cache (SQLite's default is 2 MB) holds a 100,000-domain cache whole: with
  // less, every index of a large import or read is paged in and out again.
  db.exec('PRAGMA cache_size = -65536');
}

/** `lastFullCheck`: when the file was last checked in full; null for a database in memory. */
function assemble(filePath: string, db: Db, clock: Clock, lastFullCheck: Date | null): Cache {
  return {
    filePath,
    db,
    clock,
    accounts: createAccountsRepo(db, clock),
    domains: createDomainsRepo(db, clock),
    snapshots: createSnapshotsRepo(db, clock),
    pricing: createPricingRepo(db, clock),
    premium: createPremiumRepo(db, clock),
    searchHistory: createSearchHistoryRepo(db, clock),
    contactProfiles: createContactProfilesRepo(db, clock),
    cart: createCartRepo(db, clock),
    journal: createOrderJournal(db, clock),
    batches: createOrderBatchRepo(db, clock),
    notices: createNoticesRepo(db, clock),
    activity: createActivityLog(db, clock),
    settings: createSettingsRepo(db, clock),
    schemaVersion: () => Number(scalar(db, 'PRAGMA user_version')),
    close: () => {
      if (!db.open) return;
      closeDatabase(db);
      if (lastFullCheck !== null) writeCleanMark(filePath, lastFullCheck);
    },
  };
}
