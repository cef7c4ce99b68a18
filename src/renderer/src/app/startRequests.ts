import type { AppInfo, Result } from '../../../shared/ipc';
import { getBridge } from '../bridge';
import { accountsStore } from '../features/accounts/accountsStore';
import { navigationStore } from './navigationStore';
import { loadScreen } from './screenLoaders';

export interface StartRequests {
  readonly appInfo: Promise<Result<AppInfo>>;
  /** Settles once the accounts are read and the chunk of the screen they lead to is in. */
  readonly firstScreen: Promise<void>;
}

let started: StartRequests | undefined;

async function loadFirstScreen(): Promise<void> {
  await accountsStore.getState().load();
  const { status, accounts } = accountsStore.getState();
  if (status !== 'ready') return;
  const key = accounts.length > 0 ? navigationStore.getState().screen : 'firstRun';
  // A chunk that fails here fails again, visibly, when the screen asks for it.
  await loadScreen(key).catch(() => undefined);
}

/**
 * Sends what the first screen waits for, and fetches that screen's chunk as soon as the
 * accounts say which one it is. Started ahead of React DOM and Mantine, so the requests and
 * the chunk travel while those are evaluated, not after.
 */
export function startRequests(): StartRequests {
  started ??= { appInfo: getBridge().appInfo(), firstScreen: loadFirstScreen() };
  return started;
}
