import type { ResellerClient } from '../api';
import type { Cache } from '../cache/openCache';
import type { EventHub } from '../events/eventHub';

/**
 * Gives the API client of one reseller account, built with the key from the keychain and the
 * account's pacing settings. One client per account, reused, so pacing limits hold across
 * every service that calls it.
 */
export type ClientProvider = (accountId: string) => Promise<ResellerClient>;

/** What every main-process service is built from; injected so tests use real parts. */
export interface ServiceContext {
  readonly cache: Cache;
  readonly clients: ClientProvider;
  readonly events: Pick<EventHub, 'emit'>;
  /** Wall clock in ms since the epoch. */
  readonly now: () => number;
}
