import type { ReactNode } from 'react';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { daysUntil, formatAge, formatDate, relativeDays } from '../../../components/dates';
import { StatusBadge } from '../../../components/StatusBadge';
import { TransferBadge, transferLabel } from '../../../components/TransferBadge';
import type { ColumnId } from './columnIds';
import { NotesCell } from './NotesCell';

// Cells are plain elements styled in portfolioGrid.css (the looks of Mantine's `Text size="xs"`
// and its colours): a fast scroll draws a few dozen new rows per frame, and a Mantine component
// per cell, each resolving its theme and style props, cost most of that frame.

/** Days left colour class: red within 30 days or past, orange within 60, yellow within 90. */
export function expiryClass(days: number | null): string {
  if (days === null || days > 90) return 'dd-cell-dimmed';
  if (days <= 30) return 'dd-cell-red dd-cell-strong';
  if (days <= 60) return 'dd-cell-orange dd-cell-strong';
  return 'dd-cell-yellow dd-cell-strong';
}

function onOff(value: boolean | null, on: string, off: string): ReactNode {
  if (value === null) return <span className="dd-cell dd-cell-dimmed">unknown</span>;
  return value ? (
    <span className="dd-cell">{on}</span>
  ) : (
    <span className="dd-cell dd-cell-orange dd-cell-strong">{off}</span>
  );
}

/** What one cell of the grid shows; every state has a word, never colour alone. */
export function renderCell(id: ColumnId, row: PortfolioRow, now: Date): ReactNode {
  switch (id) {
    case 'domain':
      return (
        <span
          className="dd-cell dd-cell-domain"
          title={row.unicodeName === row.name ? undefined : row.name}
        >
          {row.unicodeName}
        </span>
      );
    case 'status':
      // A transfer still under way or failed says so here, not only in the reason column.
      return row.transfer !== null && row.transfer.state !== 'completed' ? (
        <span title={transferLabel(row.transfer)}>
          <TransferBadge transfer={row.transfer} size="xs" />
        </span>
      ) : (
        <span title={row.statusReason}>
          <StatusBadge status={row.status} size="xs" />
        </span>
      );
    case 'expiry': {
      if (row.expiryDate === null) return <span className="dd-cell dd-cell-dimmed">unknown</span>;
      const days = daysUntil(row.expiryDate, now);
      return (
        <span className="dd-cell dd-cell-group">
          <span className="dd-cell-mono">{formatDate(row.expiryDate)}</span>
          {days !== null && <span className={expiryClass(days)}>{relativeDays(days)}</span>}
        </span>
      );
    }
    case 'locked':
      return onOff(row.locked, 'Locked', 'Unlocked');
    case 'idProtection':
      return onOff(row.idProtection, 'On', 'Off');
    case 'nameservers':
      return (
        <span className="dd-cell" title={row.nameservers.join(', ')}>
          {row.nameservers.length > 0 ? row.nameservers.join(', ') : '—'}
        </span>
      );
    case 'tags':
      return (
        <span className="dd-cell dd-cell-group">
          {row.tags.map((tag) => (
            <span key={tag} className="dd-cell-tag">
              {tag}
            </span>
          ))}
        </span>
      );
    case 'notes':
      return <NotesCell row={row} />;
    case 'lastSynced':
      return (
        <span className="dd-cell dd-cell-dimmed" title={row.lastSyncedAt ?? 'never synced'}>
          {formatAge(row.lastSyncedAt, now)}
        </span>
      );
    case 'lastError':
      return row.lastError === null ? null : (
        <span
          className="dd-cell dd-cell-red"
          title={`${row.lastError.message} (${formatAge(row.lastError.at, now)})`}
        >
          {row.lastError.message}
        </span>
      );
  }
}
