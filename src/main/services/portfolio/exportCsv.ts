import { csvText } from '../../../shared/csv';
import type { CsvValue } from '../../../shared/csv';
import { tagCell } from '../../../shared/tagCell';
import type { PortfolioSelection } from '../../../shared/ipc/channels/portfolioBulkTypes';
import { domainsByIds } from '../../cache/portfolioQueries';
import type { ServiceContext } from '../serviceContext';
import { nameserverList } from './portfolioRows';
import { selectionChunks } from './selection';

const HEADER = [
  'domain',
  'unicode',
  'status',
  'expiry',
  'locked',
  'id_protection',
  'nameservers',
  'tags',
  'notes',
  'last_synced',
  'last_error',
];

/** The selected domains as CSV, read from the cache a chunk at a time. */
export async function exportSelectionCsv(
  ctx: ServiceContext,
  selection: PortfolioSelection,
): Promise<string> {
  const rows: CsvValue[][] = [];
  for await (const chunk of selectionChunks(ctx, selection)) {
    for (const row of domainsByIds(
      ctx.cache.db,
      chunk.map((key) => key.id),
    )) {
      rows.push([
        row.name,
        row.unicodeName,
        row.status,
        row.expiryDate,
        row.locked,
        row.idProtection,
        nameserverList(row.nameservers).join(' '),
        // One tag per line of the cell: the import reads it back whole (`shared/tagCell.ts`).
        tagCell(row.tags),
        row.notes,
        row.lastSyncedAt,
        row.lastError?.message ?? null,
      ]);
    }
  }
  return csvText(HEADER, rows);
}
