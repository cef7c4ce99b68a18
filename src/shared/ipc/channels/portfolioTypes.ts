/**
 * What the portfolio service answers with: plain JSON (ISO instants, `YYYY-MM-DD` dates) so
 * both transports carry it unchanged.
 */

export const PORTFOLIO_STATUSES = [
  'pending',
  'active',
  'expired',
  'transferring',
  'released',
  'deleted',
  'not_in_account',
  'unknown',
] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** How a domain entered the portfolio (the API cannot list an account's domains). */
export const PORTFOLIO_ORIGINS = ['registered', 'transferred', 'added', 'imported'] as const;
export type PortfolioOrigin = (typeof PORTFOLIO_ORIGINS)[number];

/** Functions a registrar module may lack (the API answers 501 for them). */
export const REGISTRAR_FEATURES = ['dns', 'email', 'eppcode', 'idprotection', 'glue'] as const;
export type RegistrarFeature = (typeof REGISTRAR_FEATURES)[number];

/** One row of the portfolio grid. Every row carries its age, so it reads offline. */
/** Where a transfer ordered through DomainDesk stands. */
export const TRANSFER_STATES = ['started', 'pending', 'completed', 'failed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export interface TransferView {
  readonly state: TransferState;
  /** The registry's reason for a failed transfer; null otherwise. */
  readonly reason: string | null;
}

export interface PortfolioRow {
  readonly accountId: string;
  /** ASCII (Punycode) form, lower case. */
  readonly name: string;
  readonly unicodeName: string;
  readonly origin: PortfolioOrigin;
  readonly status: PortfolioStatus;
  /** Why the row has that status, in plain words. */
  readonly statusReason: string;
  /** For a domain transferred in through DomainDesk: how the transfer stands; else null. */
  readonly transfer: TransferView | null;
  readonly pendingSince: string | null;
  readonly lastSeenActiveAt: string | null;
  /** The "not found in the reseller account" answers since the domain was last seen active. */
  readonly notFound: {
    readonly count: number;
    readonly firstAt: string | null;
    readonly lastAt: string | null;
  };
  /** When a pending domain is checked again automatically; null otherwise. */
  readonly nextCheckAt: string | null;
  readonly expiryDate: string | null;
  readonly registrarStatus: string | null;
  readonly locked: boolean | null;
  readonly nameservers: readonly string[];
  readonly idProtection: boolean | null;
  readonly lastSyncedAt: string | null;
  readonly lastError: {
    readonly kind: string;
    readonly message: string;
    readonly at: string;
  } | null;
  readonly tags: readonly string[];
  readonly notes: string;
  readonly addedAt: string;
}

export const PORTFOLIO_SORT_KEYS = [
  'name',
  'expiry',
  'status',
  'lastSynced',
  'added',
  'account',
  'locked',
  'idProtection',
  'lastError',
] as const;
export type PortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number];

/** Which domains the grid shows; every condition given must hold. */
export interface PortfolioFilter {
  readonly statuses?: readonly PortfolioStatus[] | undefined;
  /** Part of the name (ASCII or Unicode form) or of the notes. */
  readonly text?: string | undefined;
  readonly tag?: string | undefined;
  /** `com`, `co.uk` (a leading dot is ignored). */
  readonly tld?: string | undefined;
  /** Expiry date from today up to this many days ahead. */
  readonly expiringWithinDays?: number | undefined;
  /** Expired up to this many days ago (grace and redemption). */
  readonly expiredWithinDays?: number | undefined;
  /** Never synced, or last synced more than this many days ago. */
  readonly notSyncedForDays?: number | undefined;
  /** The last call about the domain failed (true) or did not (false). */
  readonly hasError?: boolean | undefined;
  readonly locked?: boolean | undefined;
  readonly idProtection?: boolean | undefined;
  /** Nameservers known and different from the set most domains of the account use. */
  readonly nameserversDiffer?: boolean | undefined;
  /** Nameservers known and different from the default nameservers of the settings. */
  readonly nameserversNotDefault?: boolean | undefined;
  /**
   * Contacts cached and different, in any role, from this contact profile (by id); domains
   * with no contacts cached are not matched (see `contactsCached`).
   */
  readonly contactsDifferFromProfile?: string | undefined;
  /** The domain's contacts have been read from the API at least once (true) or not (false). */
  readonly contactsCached?: boolean | undefined;
}

export interface PortfolioQuery extends PortfolioFilter {
  readonly accountId?: string | undefined;
  readonly sort?: PortfolioSortKey | undefined;
  readonly direction?: 'asc' | 'desc' | undefined;
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}

export interface PortfolioPage {
  /** Rows matching the filter, over all pages. */
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  readonly rows: readonly PortfolioRow[];
}

export interface SnapshotView<T> {
  readonly data: T;
  /** When the API said so. */
  readonly readAt: string;
}

export interface PortfolioDetail {
  readonly domain: PortfolioRow;
  readonly snapshots: {
    readonly information?: SnapshotView<Record<string, unknown>>;
    readonly contacts?: SnapshotView<unknown>;
    readonly dns?: SnapshotView<unknown>;
    readonly email?: SnapshotView<unknown>;
    readonly glue?: SnapshotView<unknown>;
  };
  /** Functions the account's registrar is known not to offer. */
  readonly unsupported: readonly RegistrarFeature[];
}

/** What happened to one line (or one name on a line) of a paste or CSV import. */
export interface AddLineResult {
  /** 1-based line of the pasted text or CSV file. */
  readonly line: number;
  readonly input: string;
  readonly outcome: 'added' | 'already_in_portfolio' | 'duplicate' | 'invalid';
  readonly name?: string;
  readonly unicodeName?: string;
  /** After confirmation with the API, for added names. */
  readonly status?: PortfolioStatus;
  /** Plain explanation: why invalid, which line it repeats, what the API said. */
  readonly reason: string;
  /** A name mixing scripts (a look-alike), with the ASCII form it is kept as. */
  readonly warning?: string;
  /**
   * A domain already held whose row in the file brings other tags or notes: what they would
   * change (`reason` says how), or that they were applied.
   */
  readonly details?: 'would_change' | 'updated';
}

export interface AddReport {
  readonly added: number;
  readonly alreadyInPortfolio: number;
  /** Domains already held whose tags or notes the file would change (or changed). */
  readonly updatable: number;
  /** Of those, the ones updated (only when the import was asked to). */
  readonly updated: number;
  readonly duplicates: number;
  readonly invalid: number;
  readonly lines: readonly AddLineResult[];
}

export type SyncPart = 'information' | 'sync' | 'contacts' | 'dns' | 'email';

export interface SyncPartResult {
  readonly part: SyncPart;
  readonly outcome: 'updated' | 'unsupported' | 'skipped' | 'failed';
  readonly errorKind?: string;
  readonly message?: string;
}

export interface SyncOutcome {
  /** What the API said about the domain being in the account. */
  readonly presence: 'active' | 'pending' | 'not_in_account' | 'failed';
  readonly domain: PortfolioRow;
  readonly parts: readonly SyncPartResult[];
}

export interface RemoveReport {
  readonly removed: readonly string[];
  readonly notFound: readonly string[];
}

/** Which domains a bulk sync covers when no names are given: the grid's filter. */
export type BulkSyncFilter = PortfolioFilter;

/** The result of one item of a bulk sync job: what was read for one domain. */
export interface BulkSyncItemResult {
  readonly accountId: string;
  readonly name: string;
  readonly presence: SyncOutcome['presence'];
  /** The domain's status after the sync, and why. */
  readonly status: PortfolioStatus;
  readonly statusReason: string;
  readonly parts: readonly SyncPartResult[];
}
