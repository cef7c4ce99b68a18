import type { CacheChildLauncher } from '../cache/cacheChildProtocol';
import { startUtilityChild } from './utilityChild';

/** Starts the cache's check-and-copy process as an Electron utility process. */
export const cacheChildLauncher: CacheChildLauncher = (entryFile) => {
  const { child, post, kill } = startUtilityChild(entryFile, 'DomainDesk cache check');
  return {
    postMessage: post,
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', listener),
    kill,
  };
};
