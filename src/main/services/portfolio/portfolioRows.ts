import type { PortfolioRow } from '../../../shared/ipc/channels/portfolioTypes';
import type { Nameservers } from '../../cache/apiModels';
import type { DomainRecord } from '../../cache/domainRecord';
import { statusReason, transferStatus } from './presence';
import { nextRecheckAt } from './recheckSchedule';

const NS_KEYS = ['ns1', 'ns2', 'ns3', 'ns4', 'ns5'] as const;

export function nameserverList(set: Partial<Nameservers> | null | undefined): string[] {
  if (!set) return [];
  return NS_KEYS.map((key) => set[key]?.trim() ?? '').filter((host) => host !== '');
}

/** The grid's view of a cached domain, with its status explained. */
export function toPortfolioRow(row: DomainRecord, now: number): PortfolioRow {
  const next = nextRecheckAt(row);
  return {
    accountId: row.accountId,
    name: row.name,
    unicodeName: row.unicodeName,
    origin: row.origin,
    status: row.status,
    statusReason: statusReason(row, now),
    transfer: transferStatus(row),
    pendingSince: row.pendingSince,
    lastSeenActiveAt: row.lastSeenActiveAt,
    notFound: { ...row.notFound },
    nextCheckAt: next === null ? null : new Date(next).toISOString(),
    expiryDate: row.expiryDate,
    registrarStatus: row.registrarStatus,
    locked: row.locked,
    nameservers: nameserverList(row.nameservers),
    idProtection: row.idProtection,
    lastSyncedAt: row.lastSyncedAt,
    lastError: row.lastError ? { ...row.lastError } : null,
    tags: [...row.tags],
    notes: row.notes,
    addedAt: row.addedAt,
  };
}
