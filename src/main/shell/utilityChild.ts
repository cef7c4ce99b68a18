import { app, utilityProcess } from 'electron';
import type { UtilityProcess } from 'electron';

export interface UtilityChild {
  readonly child: UtilityProcess;
  /** Sends a message, held until the process is up. */
  readonly post: (message: unknown) => void;
  readonly kill: () => void;
}

/**
 * Starts `entryFile` as an Electron utility process: the app binary cannot run as plain Node
 * (its `runAsNode` fuse is off), so Node's `fork` is not an option there. Messages wait for
 * the process to be up; it is ended when the app quits.
 */
export function startUtilityChild(entryFile: string, serviceName: string): UtilityChild {
  const child = utilityProcess.fork(entryFile, [], { serviceName, stdio: 'inherit' });
  let queued: unknown[] | undefined = [];
  child.once('spawn', () => {
    for (const message of queued ?? []) child.postMessage(message);
    queued = undefined;
  });
  const kill = (): void => {
    child.kill();
  };
  app.once('will-quit', kill);
  child.once('exit', () => app.removeListener('will-quit', kill));
  return {
    child,
    post: (message) => {
      if (queued) queued.push(message);
      else child.postMessage(message);
    },
    kill,
  };
}
