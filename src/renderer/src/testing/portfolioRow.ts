import type { PortfolioRow } from '../../../shared/ipc/channels/portfolioTypes';

/** A domain of the portfolio as the grid's rows carry it, for component tests. */
export function portfolioRow(init: Partial<PortfolioRow> = {}): PortfolioRow {
  return {
    accountId: 'acc-1',
    name: 'example.com',
    unicodeName: 'example.com',
    origin: 'imported',
    status: 'active',
    statusReason: 'In this account.',
    transfer: null,
    pendingSince: null,
    lastSeenActiveAt: null,
    notFound: { count: 0, firstAt: null, lastAt: null },
    nextCheckAt: null,
    expiryDate: '2027-05-06',
    registrarStatus: null,
    locked: true,
    nameservers: [],
    idProtection: false,
    lastSyncedAt: null,
    lastError: null,
    tags: [],
    notes: '',
    addedAt: '2026-11-01T00:00:00.000Z',
    ...init,
  };
}
