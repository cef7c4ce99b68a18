import type { AccountRecord } from '../../cache/accountsRepo';
import type { KeyOwner, SecretStore } from '../../secrets';
import { KeychainUnavailableError, SecretStoreError } from '../../secrets';
import type { AccountSummary, KeyStatus } from '../../../shared/accounts/accountTypes';
import type { AccountProxySummary } from '../../../shared/accounts/proxyRules';

/** The fixed id of the built-in demo account (only ever in the demo profile's cache). */
export const DEMO_ACCOUNT_ID = 'demo';

/** Whether a key is stored; an unreachable keychain is a status here, not a failure. */
export async function keyStatusOf(secrets: SecretStore, owner: KeyOwner): Promise<KeyStatus> {
  try {
    return (await secrets.hasApiKey(owner)) ? 'stored' : 'missing';
  } catch (error) {
    if (error instanceof KeychainUnavailableError || error instanceof SecretStoreError) {
      return 'unavailable';
    }
    throw error;
  }
}

/** Plain JSON for the renderer, field by field: nothing else of the record can slip through. */
export function toSummary(
  account: AccountRecord,
  keyStatus: KeyStatus,
  proxy: AccountProxySummary | null = null,
): AccountSummary {
  return {
    id: account.id,
    label: account.label,
    baseUrl: account.baseUrl,
    email: account.email,
    userAgent: account.userAgent,
    maxConcurrentRequests: account.maxConcurrentRequests,
    minRequestIntervalMs: account.minRequestIntervalMs,
    maxInputVars: account.maxInputVars,
    orderSettleMinutes: account.orderSettleMinutes,
    currency: account.currency,
    balance: account.lastBalance ? { ...account.lastBalance } : null,
    lowBalanceThreshold: account.lowBalanceThreshold,
    keyStatus,
    proxy: proxy && { url: proxy.url, credentialsStored: proxy.credentialsStored },
    isDemo: account.id === DEMO_ACCOUNT_ID,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}
