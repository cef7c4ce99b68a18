// Test support: a run killed with its last commits still in the write-ahead log.
import { spawn } from 'node:child_process';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Runs the note editor in a child process and kills it (SIGKILL) once its edits are committed. */
export async function editNotesThenKill(path: string, edits: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'noteEditorChild.ts'), path, String(edits)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      reject(new Error(`The editor stopped before its edits were done (exit ${String(code)})`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('done')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Overwrites 4 KB in the middle of the write-ahead log; returns the log's size. */
export function damageWalMiddle(path: string): number {
  const wal = `${path}-wal`;
  const size = statSync(wal).size;
  const fd = openSync(wal, 'r+');
  try {
    writeSync(fd, Buffer.alloc(4096, 'garbage! '), 0, 4096, Math.floor(size / 2));
  } finally {
    closeSync(fd);
  }
  return size;
}
