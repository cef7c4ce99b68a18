import type { AccountSummary } from '../../../shared/accounts/accountTypes';

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
