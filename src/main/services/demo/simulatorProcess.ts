import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitterLink } from './simulatorChildProtocol';
import type {
  ChildLauncher,
  FromSimulatorChild,
  SimulatorChildOptions,
  SimulatorChildReady,
} from './simulatorChildProtocol';

/** The simulator running in its own process, as the services and the benchmarks drive it. */
export interface SimulatorProcess {
  /** The simulator's process id. */
  readonly pid: number | undefined;
  readonly baseUrl: string;
  /** The simulator's control surface (JSON over loopback HTTP). */
  readonly controlUrl: string;
  /** The seeded demo account, when started with a demo seed. */
  readonly demo: SimulatorChildReady['demo'];
  /** Writes the account's domains into a cache file, in the simulator's process. */
  fillCache(cacheFile: string, accountId: string, email: string): Promise<number>;
  close(): Promise<void>;
}

/** The built entry's name, beside the bundle that starts it (see the Vite configurations). */
export const SIMULATOR_CHILD_BUNDLE = 'demoSimulator.js';

/**
 * The child's entry: the TypeScript source when this module runs from source (tests, tsx),
 * the built file beside the bundle otherwise (`out/web`, `out/main`).
 */
export function simulatorChildEntry(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return join(dirname(here), 'simulatorChild.ts');
  return join(dirname(here), SIMULATOR_CHILD_BUNDLE);
}

/** Node's `fork`; TypeScript entries run through tsx. */
export const forkLauncher: ChildLauncher = (entryFile) => {
  const child = fork(entryFile, [], {
    execArgv: entryFile.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return emitterLink(
    child,
    (message) => child.send(message),
    () => child.kill(),
  );
};

/** Starts the simulator in a child process and waits until it serves. */
export function startSimulatorProcess(
  options: SimulatorChildOptions,
  launch: ChildLauncher = forkLauncher,
): Promise<SimulatorProcess> {
  const entry = simulatorChildEntry();
  if (!existsSync(entry)) {
    return Promise.reject(new Error(`The simulator's entry is missing: ${entry}`));
  }
  const child = launch(entry);
  const fills = new Map<number, { resolve(written: number): void; reject(e: Error): void }>();
  let nextId = 0;
  let exited = false;
  let whenExited: () => void = () => undefined;
  const exit = new Promise<void>((resolve) => (whenExited = resolve));

  return new Promise((resolve, reject) => {
    child.onExit((code) => {
      exited = true;
      const ended = new Error(`The simulator's process ended (exit code ${String(code)}).`);
      reject(ended);
      for (const fill of fills.values()) fill.reject(ended);
      fills.clear();
      whenExited();
    });
    child.onMessage((message: FromSimulatorChild) => {
      if (message.kind === 'ready') {
        resolve(running(message));
        return;
      }
      const fill = message.id === undefined ? undefined : fills.get(message.id);
      if (message.id !== undefined) fills.delete(message.id);
      if (message.kind === 'filled') fill?.resolve(message.written);
      else if (fill) fill.reject(new Error(message.message));
      else {
        reject(new Error(`The simulator could not start: ${message.message}`));
        child.kill();
      }
    });
    child.postMessage({ kind: 'start', options });
  });

  function running(ready: SimulatorChildReady): SimulatorProcess {
    return {
      pid: child.pid,
      baseUrl: ready.baseUrl,
      controlUrl: ready.controlUrl,
      demo: ready.demo,
      fillCache(cacheFile, accountId, email) {
        if (exited) return Promise.reject(new Error("The simulator's process has ended."));
        nextId += 1;
        const id = nextId;
        return new Promise((resolve, reject) => {
          fills.set(id, { resolve, reject });
          child.postMessage({ kind: 'fill', id, cacheFile, accountId, email });
        });
      },
      async close() {
        if (!exited) child.kill();
        await exit;
      },
    };
  }
}
