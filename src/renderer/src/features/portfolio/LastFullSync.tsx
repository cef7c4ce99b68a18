import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { BackgroundSyncAccount } from '../../../../shared/ipc/channels/backgroundSync';
import { getBridge } from '../../bridge';
import { formatAge } from '../../components/dates';

/** "Last full sync: 3 h ago · 1,204 of 5,000 read now", for the account the grid shows. */
export function lastFullSyncText(account: BackgroundSyncAccount | null, now: Date): string {
  const last = account?.lastFinishedAt ?? null;
  const text = `Last full sync: ${last === null ? 'not yet' : formatAge(last, now)}`;
  const current = account?.current;
  if (!current) return text;
  const progress = `${current.done.toLocaleString()} of ${current.total.toLocaleString()} read`;
  return `${text} · ${progress}${current.pausedReason !== null ? ' (paused)' : ''}`;
}

/** Reads the background sync's status through the bridge, again when main says it changed. */
export function LastFullSync({ accountId }: { accountId: string }) {
  const [account, setAccount] = useState<BackgroundSyncAccount | null>(null);
  useEffect(() => {
    let live = true;
    const load = (): void => {
      void getBridge()
        .backgroundSyncStatus()
        .then((answer) => {
          if (live && answer.ok) {
            setAccount(answer.data.accounts.find((a) => a.accountId === accountId) ?? null);
          }
        });
    };
    load();
    const unsubscribe = getBridge().onCacheChanged((change) => {
      if (change.scope === 'backgroundSync' || change.scope === 'settings') load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [accountId]);
  return (
    <Text size="sm" c="dimmed" title={account?.current?.pausedReason ?? undefined}>
      {lastFullSyncText(account, new Date())}
    </Text>
  );
}
