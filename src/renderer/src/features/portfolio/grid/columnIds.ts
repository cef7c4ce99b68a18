import type { PortfolioSortKey } from '../../../../../shared/ipc/channels/portfolioTypes';

export const COLUMN_IDS = [
  'domain',
  'status',
  'expiry',
  'locked',
  'nameservers',
  'idProtection',
  'tags',
  'notes',
  'lastSynced',
  'lastError',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export const COLUMN_LABELS: Record<ColumnId, string> = {
  domain: 'Domain',
  status: 'Status',
  expiry: 'Expiry',
  locked: 'Lock',
  nameservers: 'Nameservers',
  idProtection: 'ID protection',
  tags: 'Tags',
  notes: 'Notes',
  lastSynced: 'Last synced',
  lastError: 'Last error',
};

export const DEFAULT_WIDTHS: Record<ColumnId, number> = {
  domain: 230,
  status: 170,
  expiry: 180,
  locked: 90,
  nameservers: 220,
  idProtection: 110,
  tags: 140,
  notes: 160,
  lastSynced: 110,
  lastError: 200,
};

/** The server-side sort behind each column; tags and notes are not sortable. */
export const COLUMN_SORT: Partial<Record<ColumnId, PortfolioSortKey>> = {
  domain: 'name',
  status: 'status',
  expiry: 'expiry',
  locked: 'locked',
  idProtection: 'idProtection',
  lastSynced: 'lastSynced',
  lastError: 'lastError',
};
