import type { AppInfo, Result } from '../../../shared/ipc';
import type { StartData } from '../../../shared/ipc/startDataMeta';
import { getBridge, takeStartData } from '../bridge';
import { readAccounts } from '../data/accounts';
import { navigationStore } from '../state/navigationStore';
import { loadScreen } from './screenLoaders';

export interface StartRequests {
  readonly appInfo: Promise<Result<AppInfo>>;
  /** Settles once the accounts are read and the chunk of the screen they lead to is in. */
  readonly firstScreen: Promise<void>;
}

let started: StartRequests | undefined;

async function loadFirstScreen(handed: StartData | undefined): Promise<void> {
  const accounts = await readAccounts(handed);
  if (!accounts.ok) return;
  const key = accounts.data.length > 0 ? navigationStore.getState().screen : 'firstRun';
  // A chunk that fails here fails again, visibly, when the screen asks for it.
  await loadScreen(key).catch(() => undefined);
}

/**
 * Reads what the first screen waits for — from the page when the preview sent it along, else
 * through the bridge — and fetches that screen's chunk as soon as the accounts say which one
 * it is. Started ahead of React DOM and Mantine, so none of it waits for their evaluation.
 */
export function startRequests(): StartRequests {
  if (started !== undefined) return started;
  const handed = takeStartData();
  started = {
    appInfo: handed ? Promise.resolve(handed.appInfo) : getBridge().appInfo(),
    firstScreen: loadFirstScreen(handed),
  };
  return started;
}
