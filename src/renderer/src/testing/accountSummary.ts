import type { AccountSummary, DemoStatus } from '../../../shared/accounts/accountTypes';
import { readKey } from '../data/bridgeRead';
import { queryClient } from '../data/queryClient';

/** A saved account as `accounts:list` answers it, for component tests. */
export function accountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: 'acc-1',
    label: 'Main account',
    baseUrl: 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php',
    email: 'reseller@example.com',
    userAgent: null,
    maxConcurrentRequests: 2,
    minRequestIntervalMs: 250,
    maxInputVars: 1000,
    orderSettleMinutes: 10,
    currency: 'EUR',
    balance: null,
    lowBalanceThreshold: null,
    keyStatus: 'stored',
    proxy: null,
    isDemo: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The demo's state of a run on the user's own profile. */
export const NO_DEMO: DemoStatus = {
  active: false,
  started: false,
  canExit: false,
  keysInMemory: false,
};

/** Puts the accounts (and the demo's state) in the window's cache, as if main had answered. */
export function knownAccounts(accounts: readonly AccountSummary[], demo?: DemoStatus): void {
  queryClient.setQueryData(readKey('accounts:list', undefined), [...accounts]);
  if (demo !== undefined) queryClient.setQueryData(readKey('demo:status', undefined), demo);
}
