import { emitterLink } from '../services/demo';
import type { ChildLauncher } from '../services/demo';
import { startUtilityChild } from './utilityChild';

/** Starts the demo simulator as an Electron utility process. */
export const utilityProcessLauncher: ChildLauncher = (entryFile) => {
  const { child, post, kill } = startUtilityChild(entryFile, 'DomainDesk demo simulator');
  return emitterLink(child, post, kill);
};
