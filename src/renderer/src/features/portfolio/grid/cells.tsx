import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { daysUntil, formatAge, formatDate, relativeDays } from '../../../components/dates';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ColumnId } from './columnIds';

/** Days left colour: red within 30 days or past, orange within 60, yellow within 90. */
export function expiryColor(days: number | null): string | undefined {
  if (days === null) return undefined;
  if (days <= 30) return 'red';
  if (days <= 60) return 'orange';
  if (days <= 90) return 'yellow.8';
  return undefined;
}

function onOff(value: boolean | null, on: string, off: string): ReactNode {
  if (value === null)
    return (
      <Text size="xs" c="dimmed">
        unknown
      </Text>
    );
  return (
    <Text size="xs" c={value ? undefined : 'orange.8'} fw={value ? 400 : 600}>
      {value ? on : off}
    </Text>
  );
}

/** What one cell of the grid shows; every state has a word, never colour alone. */
export function renderCell(id: ColumnId, row: PortfolioRow, now: Date): ReactNode {
  switch (id) {
    case 'domain':
      return row.unicodeName === row.name ? (
        <Text size="sm" fw={500} truncate>
          {row.unicodeName}
        </Text>
      ) : (
        <Tooltip label={row.name} openDelay={300}>
          <Text size="sm" fw={500} truncate title={row.name}>
            {row.unicodeName}
          </Text>
        </Tooltip>
      );
    case 'status':
      return (
        <Tooltip label={row.statusReason} openDelay={300} multiline w={320}>
          <span>
            <StatusBadge status={row.status} size="xs" />
          </span>
        </Tooltip>
      );
    case 'expiry': {
      if (row.expiryDate === null)
        return (
          <Text size="xs" c="dimmed">
            unknown
          </Text>
        );
      const days = daysUntil(row.expiryDate, now);
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="xs" ff="monospace">
            {formatDate(row.expiryDate)}
          </Text>
          {days !== null && (
            <Text size="xs" c={expiryColor(days) ?? 'dimmed'} fw={expiryColor(days) ? 600 : 400}>
              {relativeDays(days)}
            </Text>
          )}
        </Group>
      );
    }
    case 'locked':
      return onOff(row.locked, 'Locked', 'Unlocked');
    case 'idProtection':
      return onOff(row.idProtection, 'On', 'Off');
    case 'nameservers':
      return (
        <Text size="xs" truncate title={row.nameservers.join(', ')}>
          {row.nameservers.length > 0 ? row.nameservers.join(', ') : '—'}
        </Text>
      );
    case 'tags':
      return (
        <Group gap={4} wrap="nowrap">
          {row.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="outline" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      );
    case 'notes':
      return (
        <Text size="xs" truncate title={row.notes}>
          {row.notes}
        </Text>
      );
    case 'lastSynced':
      return (
        <Text size="xs" c="dimmed" title={row.lastSyncedAt ?? 'never synced'}>
          {formatAge(row.lastSyncedAt, now)}
        </Text>
      );
    case 'lastError':
      return row.lastError === null ? null : (
        <Text
          size="xs"
          c="red"
          truncate
          title={`${row.lastError.message} (${formatAge(row.lastError.at, now)})`}
        >
          {row.lastError.message}
        </Text>
      );
  }
}
