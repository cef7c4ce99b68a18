import Database from 'libsql';
import type { DomainSummary } from '../../../sandbox';
import { bulkUpsertDomains } from '../../cache/domainBulkUpsert';
import type { DomainUpsert } from '../../cache/domainBulkUpsert';
import { closeDatabase, withTransaction } from '../../cache/sqlite';
import type { Db } from '../../cache/sqlite';

/**
 * The row a first sync would leave: an active domain with its status, expiry, lock and ID
 * protection (nameservers and contacts wait for a sync of their own), an order
 * still running as pending since it was placed (the pending checks follow it from there).
 */
export function demoPortfolioRow(domain: DomainSummary): DomainUpsert {
  const { name } = domain;
  switch (domain.state) {
    case 'active':
      return {
        name,
        origin: 'imported',
        status: domain.expired ? 'expired' : 'active',
        expiryDate: domain.expiresAt,
        locked: domain.locked,
        idProtection: domain.idProtection,
      };
    case 'pending':
      return { name, origin: 'registered', status: 'pending', pendingSince: domain.orderedAt };
    case 'transfer-pending':
    case 'transfer-failed':
      return { name, origin: 'transferred', status: 'pending', pendingSince: domain.orderedAt };
    default:
      return { name, origin: 'imported' };
  }
}

/**
 * Puts the demo account's domains into its portfolio as the simulator holds them, so the
 * first look shows real statuses and expiry dates. There is no API call listing an account's
 * domains, so they come from the simulator, as a user's would from a file. One transaction:
 * whoever reads the cache sees all of them or none. In name order, so that the unique key
 * fills from one end; a large portfolio has its secondary indexes built once at the end.
 */
export function writeDemoPortfolio(
  db: Db,
  accountId: string,
  domains: readonly DomainSummary[],
  at: string,
): number {
  const rows = [...domains]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(demoPortfolioRow);
  return withTransaction(db, () => bulkUpsertDomains(db, accountId, rows, at)).length;
}

/**
 * The same, through a connection of its own to a cache file another process has open (the
 * services'). It waits for their writes to finish, and leaves the log checkpointed, so their
 * next commit does not inherit the work of copying 100,000 rows into the main file.
 */
export function fillDemoCacheFile(
  cacheFile: string,
  accountId: string,
  domains: readonly DomainSummary[],
): number {
  const db = new Database(cacheFile);
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    db.exec('PRAGMA foreign_keys = ON');
    // As the cache's own connection does (`openCache.ts`): a commit need not wait for the disk.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA cache_size = -65536');
    return writeDemoPortfolio(db, accountId, domains, new Date().toISOString());
  } finally {
    closeDatabase(db);
  }
}
