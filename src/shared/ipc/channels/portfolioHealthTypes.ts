import type { PortfolioFilter } from './portfolioTypes';

/** The checks of the Health view, in the order it lists them. */
export const HEALTH_CHECK_IDS = [
  'lockOff',
  'idProtectionOff',
  'nameserversDiffer',
  'notSynced',
  'lastCallFailed',
  'nameserversNotDefault',
  'contactsDiffer',
  'contactsMissing',
] as const;
export type HealthCheckId = (typeof HEALTH_CHECK_IDS)[number];

/**
 * What a check's count is out of: every domain, the active ones, those whose nameservers a
 * sync has read, or those whose contacts were read. A drift can only be seen in a domain whose
 * data was read, so "12 of 26 synced domains" says how far the check could look.
 */
export type HealthBase = 'all' | 'active' | 'synced' | 'contactsRead';

/** Days without a sync after which a domain counts as stale. */
export const STALE_DAYS = 30;

const BASES: Readonly<Record<HealthCheckId, HealthBase>> = {
  lockOff: 'active',
  idProtectionOff: 'active',
  nameserversDiffer: 'synced',
  notSynced: 'all',
  lastCallFailed: 'all',
  nameserversNotDefault: 'synced',
  contactsDiffer: 'contactsRead',
  contactsMissing: 'all',
};

export function healthBase(id: HealthCheckId): HealthBase {
  return BASES[id];
}

/** Checks that compare with a contact profile, made only once one is chosen. */
export function needsProfile(id: HealthCheckId): boolean {
  return id === 'contactsDiffer' || id === 'contactsMissing';
}

/**
 * The grid filter of a check: what main counts, what "Show in the grid" shows and what a fix
 * applies to are the same domains.
 */
export function healthFilter(id: HealthCheckId, profileId: string | null): PortfolioFilter {
  switch (id) {
    case 'lockOff':
      return { statuses: ['active'], locked: false };
    case 'idProtectionOff':
      return { statuses: ['active'], idProtection: false };
    case 'nameserversDiffer':
      return { nameserversDiffer: true };
    case 'notSynced':
      return { notSyncedForDays: STALE_DAYS };
    case 'lastCallFailed':
      return { hasError: true };
    case 'nameserversNotDefault':
      return { nameserversNotDefault: true };
    case 'contactsDiffer':
      return profileId === null ? {} : { contactsDifferFromProfile: profileId };
    case 'contactsMissing':
      return { contactsCached: false };
  }
}

export interface HealthCount {
  readonly id: HealthCheckId;
  /** Domains the check finds. */
  readonly count: number;
  /** Domains it looked at (see `HealthBase`). */
  readonly of: number;
  readonly base: HealthBase;
}

/** Every check's count for one account, read from the cache in one go. */
export interface PortfolioHealth {
  readonly accountId: string;
  /** The settings' default nameservers the checks compared with (none: fewer than two set). */
  readonly defaultNameservers: readonly string[];
  /** The contact profile compared with, when one was asked for. */
  readonly profile: { readonly id: string; readonly name: string } | null;
  readonly checks: readonly HealthCount[];
}
