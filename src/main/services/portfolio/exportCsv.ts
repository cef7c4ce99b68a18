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

/** RFC 4180 quoting; a leading formula character is defused for spreadsheet programs. */
export function cell(value: string | boolean | null): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The selected domains as CSV, read from the cache a chunk at a time. */
export async function exportSelectionCsv(
  ctx: ServiceContext,
  selection: PortfolioSelection,
): Promise<string> {
  const lines = [HEADER.join(',')];
  for await (const chunk of selectionChunks(ctx, selection)) {
    for (const row of domainsByIds(
      ctx.cache.db,
      chunk.map((key) => key.id),
    )) {
      lines.push(
        [
          row.name,
          row.unicodeName,
          row.status,
          row.expiryDate,
          row.locked,
          row.idProtection,
          nameserverList(row.nameservers).join(' '),
          row.tags.join(' '),
          row.notes,
          row.lastSyncedAt,
          row.lastError?.message ?? null,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
