import Database from 'libsql';
import type { FromCacheChild, ToCacheChild } from './cacheChildProtocol';
import { migrate } from './migrations';
import { salvageInto } from './salvage';
import { checkInFull } from './textCheck';
import { closeDatabase, discardDatabase } from './sqlite';

/**
 * The process in which a cache file that may be damaged is checked and copied (see
 * `cacheChildProtocol.ts`). Started by Node's `fork` (preview, tests) or Electron's
 * `utilityProcess.fork` (the app); it answers one request, and its parent then ends it.
 */

interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as { parentPort?: ParentPort }).parentPort;

function send(message: FromCacheChild): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send?.(message);
}

function answer(request: ToCacheChild): FromCacheChild {
  if (request.kind === 'check') {
    const damage = checkInFull(request.file);
    return damage === null
      ? { kind: 'checked', ok: true }
      : { kind: 'checked', ok: false, ...damage };
  }
  const db = new Database(request.fresh);
  try {
    db.exec('PRAGMA journal_mode = WAL');
    migrate(db);
    const report = salvageInto(db, request.damaged);
    closeDatabase(db);
    return { kind: 'salvaged', report };
  } catch (error) {
    discardDatabase(db);
    throw error;
  }
}

function handle(request: ToCacheChild): void {
  try {
    send(answer(request));
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

if (parentPort)
  parentPort.on('message', (event) => {
    handle(event.data as ToCacheChild);
  });
else
  process.on('message', (message) => {
    handle(message as ToCacheChild);
  });
