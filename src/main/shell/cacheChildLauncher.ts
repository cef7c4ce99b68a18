import { app, utilityProcess } from 'electron';
import type { CacheChildLauncher } from '../cache/cacheChildProtocol';

/**
 * Starts the cache's check-and-copy process as an Electron utility process (the app binary
 * cannot run as plain Node: its `runAsNode` fuse is off). Messages wait for the process to be
 * up; it is ended when the app quits.
 */
export const cacheChildLauncher: CacheChildLauncher = (entryFile) => {
  const child = utilityProcess.fork(entryFile, [], {
    serviceName: 'DomainDesk cache check',
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
  return {
    postMessage: (message) => {
      if (queued) queued.push(message);
      else child.postMessage(message);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', listener),
    kill,
  };
};
