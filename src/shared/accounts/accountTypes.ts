/** What the renderer may know about accounts: settings, balance, whether a key is stored. */
import type { AccountProxySummary } from './proxyRules';

/** `unavailable`: the keychain could not be asked (not installed, locked). */
export type KeyStatus = 'stored' | 'missing' | 'unavailable';

export interface AccountSummary {
  readonly id: string;
  readonly label: string;
  readonly baseUrl: string;
  readonly email: string;
  /** Null means the app's default browser-like agent. */
  readonly userAgent: string | null;
  readonly maxConcurrentRequests: number;
  readonly minRequestIntervalMs: number;
  /** Form variables the provider's PHP reads per request; `maxDnsRecordsFor` turns it into records. */
  readonly maxInputVars: number;
  /**
   * Minutes after sending during which an order whose answer was lost may still be processed
   * by the provider: "not placed" is never concluded before they have passed.
   */
  readonly orderSettleMinutes: number;
  /** ISO code of the account currency, when known. */
  readonly currency: string | null;
  /** Last credit balance read, as a decimal string, with the ISO instant it was read. */
  readonly balance: { readonly amount: string; readonly at: string } | null;
  /** Below this balance a warning shows beside it; null: the renewals due within 30 days. */
  readonly lowBalanceThreshold: string | null;
  readonly keyStatus: KeyStatus;
  /** The account's own proxy; null: the system's proxy settings. */
  readonly proxy: AccountProxySummary | null;
  /** The built-in demo account (served by the simulator inside the app). */
  readonly isDemo: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a successful connection check read from the API. */
export interface ConnectionCheck {
  readonly version: string;
  /** Decimal string in the account currency. */
  readonly balance: string;
  /** ISO instant of the check. */
  readonly checkedAt: string;
}

export interface ConnectedAccount {
  readonly account: AccountSummary;
  readonly check: ConnectionCheck;
}

export interface DemoStatus {
  /** The demo profile is in use (its own cache; keys in memory only). */
  readonly active: boolean;
  /** The demo account exists and its simulator runs. */
  readonly started: boolean;
  /** False when the whole run is a demo (nothing else to go back to). */
  readonly canExit: boolean;
  /** Keys typed in this run are kept in memory only, never in the keychain. */
  readonly keysInMemory: boolean;
}
