/** The simulator's public programmatic interface (re-exported by index.ts). */

export type RegistrarProfileName = 'full' | 'basic' | 'no-epp';

export type Currency = 'USD' | 'EUR' | 'GBP';

export interface SimulatorOptions {
  /** Default 0 (a random free port); always binds 127.0.0.1. */
  port?: number;
  /** Server clock in ms since the epoch; default Date.now. */
  now?: () => number;
  /** A new registration becomes active this long after the order; default 5000. */
  provisioningDelayMs?: number;
  /** The registry completes a transfer this long after the order; default 10000. */
  transferDelayMs?: number;
  /** Tokens of this many adjacent hours are accepted too; default 0. */
  tokenSkewHours?: number;
  seed?: 'empty' | 'demo' | { demoDomains: number };
  /** Seed of the PRNG behind fault rates and jitter; default 1. */
  random?: number;
  /**
   * Turns off the web-protection proxy's block of non-browser User-Agents, so a provider's
   * own tools (curl, the vendor's module) can be tried against it; default false.
   */
  allowAnyUserAgent?: boolean;
}

export interface AccountInit {
  email: string;
  apiKey: string;
  /** Decimal string, default '1000.00'. */
  credit?: string;
  currency?: Currency;
  /** Default true. Orders of an unverified account stay pending. */
  verified?: boolean;
  profile?: RegistrarProfileName;
  /** Above it the account is answered 429 with Retry-After. */
  rateLimitPerSecond?: number;
  /**
   * The provider's allow list: API calls from any other address are answered with a JSON 403
   * `Action is not allowed`. Undefined accepts any address.
   */
  allowedAddresses?: string[];
}

export interface AccountView {
  email: string;
  credit: string;
  currency: string;
  verified: boolean;
  profile: RegistrarProfileName;
  allowedAddresses?: string[];
}

export type FaultAction =
  | {
      kind: 'status';
      status: number;
      body?: string;
      contentType?: string;
      headers?: Record<string, string>;
    }
  /** Destroys the socket; after-handling = the state changed, the response is lost. */
  | { kind: 'drop'; when: 'before-handling' | 'after-handling' }
  | { kind: 'malformed'; body: string; contentType?: string; status?: number }
  /** Only delays, then handles normally. */
  | { kind: 'latency' }
  /**
   * Handles normally (the state changes), then sends the headers with the full
   * Content-Length and only the first `keepBytes` of the body (half by default) before
   * closing the connection: a reply cut off in transit.
   */
  | { kind: 'truncate'; keepBytes?: number };

export interface FaultRule {
  method?: string;
  /** Action path after index.php, e.g. '/order/domains/register' or /^\/domains\/.+\/dns$/. */
  path?: string | RegExp;
  /** Applies to the next N matching requests, then expires (default: unlimited). */
  times?: number;
  /** Probability 0..1 per matching request (seeded PRNG); default 1. */
  rate?: number;
  /**
   * Time from the request's arrival to its answer, the handling included: the request is
   * handled half-way through it. `drop` and `truncate` act at its end.
   */
  latencyMs?: number;
  jitterMs?: number;
  action: FaultAction;
}

export interface RequestLogEntry {
  method: string;
  /** Action path after index.php, decoded. */
  path: string;
  /** E-mail of the account when authenticated. */
  account?: string;
  /** Status answered; 0 when the connection was dropped. */
  status: number;
  /** The parsed (PHP parse_str) POST body; {} for GET. */
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Lower-case names; `token` replaced by '<redacted>'. */
  headers: Record<string, string>;
  /** Server clock ms. */
  at: number;
}

export type DomainState =
  'pending' | 'active' | 'transfer-pending' | 'transfer-failed' | 'released' | 'deleted';

export interface DnsRecordView {
  hostname: string;
  type: string;
  address: string;
  priority: number;
  recid: string;
}

export interface EmailRuleView {
  prefix: string;
  forwardto: string;
}

export interface ChildNameserverView {
  hostname: string;
  ipaddress: string;
}

export type ContactRole = 'Registrant' | 'Technical' | 'Billing' | 'Admin';

export interface DomainView {
  /** ASCII (punycode) name. */
  name: string;
  /** Owner e-mail; null = registered outside the simulated reseller accounts. */
  account: string | null;
  state: DomainState;
  kind: 'registration' | 'transfer';
  /** YYYY-MM-DD (UTC). */
  expiresAt: string;
  locked: boolean;
  idProtection: boolean;
  nameservers: string[];
  dns: DnsRecordView[];
  emailForwarding: EmailRuleView[];
  childNameservers: ChildNameserverView[];
  /** Stored contact set (model keys); null when none is stored. */
  contacts: Record<ContactRole, Record<string, string>> | null;
  premium: boolean;
  regperiod: number;
  /** Amount charged for the order in the account currency, e.g. '10.99'. */
  charged: string;
  /** Why a transfer failed. */
  failureReason?: string;
}

/** A domain as the registrar holds it, without DNS, contacts and the other details. */
export interface DomainSummary {
  /** ASCII (punycode) name. */
  name: string;
  state: DomainState;
  kind: 'registration' | 'transfer';
  /** ISO timestamp of the order. */
  orderedAt: string;
  /** YYYY-MM-DD (UTC). */
  expiresAt: string;
  /** Past its expiry date on the server clock (grace, redemption or gone). */
  expired: boolean;
  /** Registrar lock and ID protection as the registrar holds them now. */
  locked: boolean;
  idProtection: boolean;
}

export interface Simulator {
  /** http://127.0.0.1:PORT/modules/addons/DomainsReseller/api/index.php */
  readonly baseUrl: string;
  /** http://127.0.0.1:PORT/__sandbox (never under baseUrl) */
  readonly controlUrl: string;
  addAccount(init: AccountInit): void;
  account(email: string): AccountView | undefined;
  setCredit(email: string, credit: string): void;
  setVerified(email: string, verified: boolean): void;
  /** Answers the account 429 with Retry-After above this many requests a second; undefined lifts it. */
  setRateLimit(email: string, perSecond: number | undefined): void;
  /** Accepts the account's API calls only from these addresses; undefined lifts the list. */
  setAllowedAddresses(email: string, addresses: readonly string[] | undefined): void;
  domain(name: string): DomainView | undefined;
  /** Names owned by the account, any state. */
  domainsOf(email: string): string[];
  /** The account's domains with their state and dates, any state. */
  portfolioOf(email: string): Promise<DomainSummary[]>;
  /** Makes pending orders active now (all pending registrations when omitted). */
  provision(name?: string): void;
  completeTransfer(name: string, outcome?: 'completed' | 'failed'): void;
  /** The valid auth code of a name registered elsewhere or in an account. */
  eppCodeFor(name: string): string;
  faults: { add(rule: FaultRule): void; clear(): void };
  /** Server clock = now() + offset (Date header and token check). */
  setClockOffsetMs(ms: number): void;
  readonly requests: readonly RequestLogEntry[];
  countRequests(filter?: { method?: string; path?: string | RegExp; account?: string }): number;
  /** Set when seed is 'demo' (or a demo size). */
  demoCredentials: { email: string; apiKey: string } | undefined;
  close(): Promise<void>;
}
