import type { EventEmitter } from 'node:events';

/**
 * What the services and the simulator's own process say to each other. Messages are plain
 * JSON: Node's `child_process` IPC and Electron's `parentPort` carry them alike.
 */

/** The simulator's options that can cross a process boundary (no clock function). */
export interface SimulatorChildOptions {
  readonly seed?: 'empty' | 'demo' | { demoDomains: number };
  readonly provisioningDelayMs?: number;
  readonly transferDelayMs?: number;
}

export type ToSimulatorChild =
  | { readonly kind: 'start'; readonly options: SimulatorChildOptions }
  /** Write the account's domains, as the simulator holds them, into a cache file. */
  | {
      readonly kind: 'fill';
      readonly id: number;
      readonly cacheFile: string;
      readonly accountId: string;
      readonly email: string;
    };

export interface SimulatorChildReady {
  readonly kind: 'ready';
  readonly baseUrl: string;
  readonly controlUrl: string;
  readonly demo?: { email: string; apiKey: string; currency: string };
}

export type FromSimulatorChild =
  | SimulatorChildReady
  | { readonly kind: 'filled'; readonly id: number; readonly written: number }
  | { readonly kind: 'failed'; readonly id?: number; readonly message: string };

/**
 * A started child process as the services see it, whichever way it was started: Node's
 * `fork` in the preview, tests and benchmarks, Electron's `utilityProcess` in the app.
 */
export interface ChildLink {
  /** The process id, once it runs. */
  readonly pid: number | undefined;
  postMessage(message: ToSimulatorChild): void;
  onMessage(listener: (message: FromSimulatorChild) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts the entry module (a path) in a process of its own. */
export type ChildLauncher = (entryFile: string) => ChildLink;

/** A link over a process object that emits `message` and `exit`: Node's or Electron's. */
export function emitterLink(
  child: EventEmitter & { readonly pid?: number | undefined },
  postMessage: (message: ToSimulatorChild) => void,
  kill: () => void,
): ChildLink {
  return {
    get pid() {
      return child.pid;
    },
    postMessage,
    kill,
    onMessage(listener) {
      child.on('message', (message: FromSimulatorChild) => {
        listener(message);
      });
    },
    onExit(listener) {
      child.on('exit', (code: number | null) => {
        listener(code);
      });
    },
  };
}
