import type { ConnectivityChange } from '../../../shared/ipc';

/** Why an account's API cannot be reached, in words. */
export const OFFLINE_REASONS = {
  network: 'no connection to the provider',
  timeout: 'the provider takes too long to answer',
  proxy_blocked: "the provider's web protection blocks requests",
} as const;

/** Why money cannot be spent now, or null while the account is reachable. */
export function checkoutOfflineReason(view: ConnectivityChange | null): string | null {
  if (view === null || view.online) return null;
  return `Offline: ${OFFLINE_REASONS[view.reason ?? 'network']}. Nothing is sent while the account is offline; checkout comes back once the provider answers again.`;
}
