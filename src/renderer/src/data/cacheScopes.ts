import type { QueryClient } from '@tanstack/react-query';
import type { CacheChange, CacheScope, ChannelName } from '../../../shared/ipc';
import type { ReadKey } from './readKey';

/**
 * The reads each `cache:changed` scope makes stale. A `Record` over the contract's closed set
 * of scopes, so a scope added to the contract does not compile until it has its readers here.
 */
/*
 * The live sets an editor works on (`domains:get…`) are left out on purpose: each is read when
 * its editor opens, and a change elsewhere must never replace the set under the user's edits.
 */
export const SCOPE_READS: Readonly<Record<CacheScope, readonly ChannelName[] | 'all'>> = {
  profile: 'all',
  accounts: [
    'accounts:list',
    'demo:status',
    'accounts:keyStatus',
    'pricing:balance',
    'orders:lowBalance',
    'reports:runway',
  ],
  // Not the cart's quote: it reads the balance itself, and would read again on its own news.
  balance: ['accounts:list', 'reports:runway'],
  domains: [
    'portfolio:get',
    'portfolio:tags',
    'portfolio:unsupported',
    'portfolio:bulkReach',
    'domains:activity',
    'domains:accountActivity',
    'renewals:due',
    'renewals:list',
    'orders:lowBalance',
    'reports:runway',
    'reports:spend',
    'portfolio:health',
    'portfolio:notesPreview',
  ],
  cart: ['orders:cart', 'orders:cartQuote', 'orders:lowBalance'],
  orders: [
    'orders:list',
    'orders:get',
    'orders:receipt',
    'orders:cart',
    'domains:activity',
    'domains:accountActivity',
    'pricing:balance',
    'orders:lowBalance',
    'reports:runway',
    'reports:spend',
    'autopilot:get',
  ],
  activity: ['domains:activity', 'domains:accountActivity', 'orders:receipt'],
  prices: [
    'pricing:tlds',
    'pricing:tldPrices',
    'orders:cartQuote',
    'renewals:due',
    'reports:runway',
    'reports:spend',
  ],
  settings: [
    'settings:get',
    'orders:lowBalance',
    'renewals:due',
    'renewals:list',
    'backgroundSync:status',
    'portfolio:health',
  ],
  contactProfiles: ['contactProfiles:list', 'portfolio:health'],
  notices: ['app:notices'],
  backgroundSync: ['backgroundSync:status'],
  autopilot: ['autopilot:get'],
  notifications: ['notifications:list', 'notifications:unread'],
  presets: ['presets:list'],
};

/** Whether a cached read is made stale by a change. */
export function isStaleAfter(change: CacheChange, key: ReadKey): boolean {
  const reads = SCOPE_READS[change.scope];
  if (reads !== 'all' && !reads.includes(key[1])) return false;
  // An account's change leaves other accounts' answers (and window-wide ones) as they are.
  return !('accountId' in change) || key[0] === null || key[0] === change.accountId;
}

/**
 * Marks what a change makes stale; what is on screen is read again at once. A first read
 * still under way is not restarted by the cache (it has no answer to keep meanwhile) and its
 * answer may predate the change: such reads are marked stale again once they have answered.
 */
export async function invalidateFor(client: QueryClient, change: CacheChange): Promise<void> {
  const stale = (key: readonly unknown[]) => isStaleAfter(change, key as unknown as ReadKey);
  const firstReads = client
    .getQueryCache()
    .findAll({ predicate: (query) => stale(query.queryKey) })
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined)
    .map((query) => query.queryKey);
  await client.invalidateQueries({ predicate: (query) => stale(query.queryKey) });
  await Promise.all(
    firstReads.map((queryKey) => client.invalidateQueries({ queryKey, exact: true })),
  );
}
