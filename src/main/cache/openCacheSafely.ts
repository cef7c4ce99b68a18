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
}

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

type Answer = FromCacheChild | { kind: 'died'; code: number | null };

/** Sends one request to a new child and waits for its answer, or for it to end without one. */
function ask(launch: CacheChildLauncher, entry: string, request: ToCacheChild): Promise<Answer> {
  return new Promise((resolve) => {
    const child = launch(entry);
    let settled = false;
    child.onMessage((message) => {
      if (settled) return;
      settled = true;
      const parsed = fromCacheChildSchema.safeParse(message);
      resolve(parsed.success ? parsed.data : { kind: 'failed', message: 'an unreadable answer' });
      child.kill();
    });
    child.onExit((code) => {
      if (settled) return;
      settled = true;
      resolve({ kind: 'died', code });
    });
    child.postMessage(request);
  });
}

const STOPPED_CHECK = 'reading the file stopped the check (the file is damaged)';
const STOPPED_COPY: SalvageReport = {
  kept: [],
  lost: [{ table: '*', note: 'reading the damaged file stopped the copy, so nothing was kept' }],
  lostAccountIds: [],
};

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
  const entry = cacheChildEntry();
  // Without its entry (a broken build) the child cannot run; this process reads instead.
  const inChild = existsSync(entry);
  const start = startOpen(filePath, clock);

  let damage: FileDamage | null = null;
  // A new, empty file has nothing to check.
  if (start.mark.full && statSync(filePath).size > 0) {
    if (inChild) {
      const answer = await ask(launch, entry, { kind: 'check', file: filePath });
      if (answer.kind === 'checked' && !answer.ok) {
        damage = {
          reason: answer.reason ?? STOPPED_CHECK,
          ...(answer.foreign && { foreign: true }),
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
      ? await salvageInChild(launch, entry, movedTo, filePath)
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
): Promise<SalvageReport> {
  const answer = await ask(launch, entry, { kind: 'salvage', damaged, fresh });
  if (answer.kind === 'salvaged') return answer.report;
  // Whatever the child wrote before it stopped goes: the app starts on an empty cache.
  for (const suffix of ['', ...SIDE_FILE_SUFFIXES]) rmSync(fresh + suffix, { force: true });
  prepareCacheFile(fresh);
  return STOPPED_COPY;
}

function inProcess(damaged: string, fresh: string): SalvageReport {
  const db = ready(new Database(fresh));
  try {
    return salvageInto(db, damaged);
  } finally {
    discardDatabase(db);
  }
}
