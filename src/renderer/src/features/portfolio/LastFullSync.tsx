import { Text } from '@mantine/core';
import type { BackgroundSyncAccount } from '../../../../shared/ipc/channels/backgroundSync';
import { formatAge } from '../../components/dates';
import { useBridgeRead } from '../../data/useBridgeRead';

/** "Last full sync: 3 h ago · 1,204 of 5,000 read now", for the account the grid shows. */
export function lastFullSyncText(account: BackgroundSyncAccount | null, now: Date): string {
  const last = account?.lastFinishedAt ?? null;
  const text = `Last full sync: ${last === null ? 'not yet' : formatAge(last, now)}`;
  const current = account?.current;
  if (!current) return text;
  const progress = `${current.done.toLocaleString()} of ${current.total.toLocaleString()} read`;
  return `${text} · ${progress}${current.pausedReason !== null ? ' (paused)' : ''}`;
}

/** The background sync's status for the account the grid shows, read again when main says. */
export function LastFullSync({ accountId }: { accountId: string }) {
  const status = useBridgeRead('backgroundSync:status', undefined);
  const account =
    status.status === 'ok'
      ? (status.data.accounts.find((a) => a.accountId === accountId) ?? null)
      : null;
  return (
    <Text size="sm" c="dimmed" title={account?.current?.pausedReason ?? undefined}>
      {lastFullSyncText(account, new Date())}
    </Text>
  );
}
