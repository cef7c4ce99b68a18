import { app, utilityProcess } from 'electron';
import { emitterLink } from '../services/demo';
import type { ChildLauncher } from '../services/demo';

/**
 * Starts the demo simulator as an Electron utility process: the app binary cannot run as
 * plain Node (its `runAsNode` fuse is off), so Node's `fork` is not an option there.
 * Messages wait for the process to be up; it is ended when the app quits.
 */
export const utilityProcessLauncher: ChildLauncher = (entryFile) => {
  const child = utilityProcess.fork(entryFile, [], {
    serviceName: 'DomainDesk demo simulator',
    stdio: 'inherit',
  });
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
  return emitterLink(
    child,
    (message) => {
      if (queued) queued.push(message);
      else child.postMessage(message);
    },
    kill,
  );
};
