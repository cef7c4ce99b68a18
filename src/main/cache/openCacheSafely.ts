import { fork } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { systemClock } from './cacheClock';
import { CACHE_CHILD_BUNDLE, fromCacheChildSchema } from './cacheChildProtocol';
import type { CacheChildLauncher, FromCacheChild, ToCacheChild } from './cacheChildProtocol';
import { SIDE_FILE_SUFFIXES, moveAside, openAndCheck, prepareCacheFile } from './cacheFile';
import { NOTHING_SALVAGED, openedRecovered, openedSound, ready, startOpen } from './openCache';
import type { OpenCacheOptions, OpenCacheResult } from './openCache';
import { salvageInto } from './salvage';
import { checkInFull } from './textCheck';
import type { FileDamage } from './textCheck';
import type { SalvageReport } from './salvage';
import { discardDatabase } from './sqlite';

export interface SafeOpenOptions extends OpenCacheOptions {
  /** Starts the child process: Electron's utility process in the app; Node's `fork` if omitted. */
  launch?: CacheChildLauncher;
  /** How long the check and the copy may take before the child is ended (tests shorten them). */
  timeoutsMs?: Partial<ChildTimeouts>;
}

export interface ChildTimeouts {
  readonly check: number;
  readonly salvage: number;
}

/**
 * A child that has not answered by then is taken to hang (on a file damaged in a way that
 * loops, say) and is ended, so a start never waits for ever. Far above what a sound file takes:
 * the full check of a 100,000-domain cache took under 2 s and its copy under 12 s on a heavily
 * loaded machine (docs/performance.md).
 */
export const CHILD_TIMEOUTS_MS: ChildTimeouts = { check: 60_000, salvage: 180_000 };

/** How long an ended child gets to exit (and let go of the file) before the file is moved. */
const EXIT_GRACE_MS = 5_000;

/** Node's `fork`; TypeScript entries run through tsx. */
export const forkCacheChild: CacheChildLauncher = (entryFile) => {
  const child = fork(entryFile, [], {
    execArgv: entryFile.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    postMessage: (message) => child.send(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => {
      child.on('exit', (code) => {
        listener(code);
      });
      child.on('error', () => {
        listener(null);
      });
    },
    kill: () => child.kill(),
  };
};

/** The child's entry: the TypeScript source when run from source, the built file otherwise. */
export function cacheChildEntry(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return join(dirname(here), 'cacheCheckChild.ts');
  return join(dirname(here), CACHE_CHILD_BUNDLE);
}

type Answer =
  FromCacheChild | { kind: 'died'; code: number | null } | { kind: 'timed_out'; afterMs: number };

/**
 * Sends one request to a new child and waits for its answer, for it to end without one, or
 * until `timeoutMs`: then the child is ended, and the answer waits (briefly) for it to exit.
 */
function ask(
  launch: CacheChildLauncher,
  entry: string,
  request: ToCacheChild,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve) => {
    const child = launch(entry);
    let settled = false;
    let timedOut = false;
    let grace: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
      // The file is moved aside next: wait until the child has let go of it (Windows), but
      // not for ever.
      grace = setTimeout(() => {
        settle({ kind: 'timed_out', afterMs: timeoutMs });
      }, EXIT_GRACE_MS);
    }, timeoutMs);
    function settle(answer: Answer): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      resolve(answer);
    }
    child.onMessage((message) => {
      if (timedOut) return;
      const parsed = fromCacheChildSchema.safeParse(message);
      settle(parsed.success ? parsed.data : { kind: 'failed', message: 'an unreadable answer' });
      child.kill();
    });
    child.onExit((code) => {
      settle(timedOut ? { kind: 'timed_out', afterMs: timeoutMs } : { kind: 'died', code });
    });
    child.postMessage(request);
  });
}

const STOPPED_CHECK = 'reading the file stopped the check (the file is damaged)';
const stoppedCopy = (note: string): SalvageReport => ({
  kept: [],
  lost: [{ table: '*', note }],
  lostAccountIds: [],
});
const STOPPED_COPY = stoppedCopy('reading the damaged file stopped the copy, so nothing was kept');

function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return `${s} s`;
}

/**
 * Opens the offline cache like `openCache`, with every read of a file that may be damaged (the
 * full check after an unclean close, the copy of a damaged file) in a child process: a native
 * abort there costs the check or the copy, never the app. The app always starts: a file the
 * check cannot get through is moved aside, and a copy that dies leaves a fresh, empty cache.
 */
export async function openCacheSafely(
  filePath: string,
  options: SafeOpenOptions = {},
): Promise<OpenCacheResult> {
  const clock = options.now ?? systemClock;
  const launch = options.launch ?? forkCacheChild;
  const timeouts = { ...CHILD_TIMEOUTS_MS, ...options.timeoutsMs };
  const entry = cacheChildEntry();
  // Without its entry (a broken build) the child cannot run; this process reads instead.
  const inChild = existsSync(entry);
  const start = startOpen(filePath, clock);

  let damage: FileDamage | null = null;
  // A new, empty file has nothing to check.
  if (start.mark.full && statSync(filePath).size > 0) {
    if (inChild) {
      const answer = await ask(launch, entry, { kind: 'check', file: filePath }, timeouts.check);
      if (answer.kind === 'checked' && !answer.ok) {
        damage = {
          reason: answer.reason ?? STOPPED_CHECK,
          ...(answer.foreign && { foreign: true }),
        };
      } else if (answer.kind === 'timed_out') {
        // A check that hangs is taken as damage, like one that dies: the copy keeps every
        // row it can read, so a sound file loses nothing by it.
        damage = {
          reason: `the check did not finish within ${seconds(answer.afterMs)}, so it was stopped (the file may be damaged)`,
        };
      } else if (answer.kind !== 'checked') damage = { reason: STOPPED_CHECK };
    } else damage = checkInFull(filePath);
  }
  if (damage === null) {
    // What is left reads numbers only (the file's id, its table count), which cannot abort.
    const check = openAndCheck(filePath, false);
    if (check.ok) return openedSound(filePath, check.db, clock, start);
    damage = check;
  }

  const movedTo = moveAside(filePath, clock());
  prepareCacheFile(filePath);
  let salvage = NOTHING_SALVAGED;
  if (!damage.foreign) {
    salvage = inChild
      ? await salvageInChild(launch, entry, movedTo, filePath, timeouts.salvage)
      : inProcess(movedTo, filePath);
  }
  const db = ready(new Database(filePath));
  return openedRecovered(filePath, db, clock, start, { movedTo, reason: damage.reason, salvage });
}

async function salvageInChild(
  launch: CacheChildLauncher,
  entry: string,
  damaged: string,
  fresh: string,
  timeoutMs: number,
): Promise<SalvageReport> {
  const answer = await ask(launch, entry, { kind: 'salvage', damaged, fresh }, timeoutMs);
  if (answer.kind === 'salvaged') return answer.report;
  // Whatever the child wrote before it stopped goes: the app starts on an empty cache (the
  // damaged file stays where the notice says, for a later rescue).
  for (const suffix of ['', ...SIDE_FILE_SUFFIXES]) rmSync(fresh + suffix, { force: true });
  prepareCacheFile(fresh);
  return answer.kind === 'timed_out'
    ? stoppedCopy(
        `the copy did not finish within ${seconds(answer.afterMs)}, so it was stopped and nothing was kept`,
      )
    : STOPPED_COPY;
}

function inProcess(damaged: string, fresh: string): SalvageReport {
  const db = ready(new Database(fresh));
  try {
    return salvageInto(db, damaged);
  } finally {
    discardDatabase(db);
  }
}
