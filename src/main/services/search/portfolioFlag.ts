import type { Cache } from '../../cache/openCache';
import type { DomainStatus } from '../../cache/domainRecord';
import type { DomainAvailabilityView } from '../../../shared/ipc/channels/search';

/** Portfolio states in which the domain is still the account's own. */
const OWNED: ReadonlySet<DomainStatus> = new Set<DomainStatus>([
  'pending',
  'active',
  'expired',
  'transferring',
  'unknown',
]);

/**
 * Marks the rows whose domain the cache holds as one of the account's, so the results can
 * open it instead of offering it as merely taken. Released, deleted and "not in this account"
 * records are not the account's, and stay unmarked.
 */
export function markPortfolioDomains(
  cache: Pick<Cache, 'domains'>,
  accountId: string,
  rows: readonly DomainAvailabilityView[],
): DomainAvailabilityView[] {
  return rows.map((row) => {
    const record = cache.domains.get(accountId, row.domain);
    return record !== null && OWNED.has(record.status) ? { ...row, inPortfolio: true } : row;
  });
}
