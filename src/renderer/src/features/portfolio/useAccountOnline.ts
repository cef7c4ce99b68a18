import { useEffect, useState } from 'react';
import type { ConnectivityChange } from '../../../../shared/ipc';
import { getBridge } from '../../bridge';

const REASONS: Record<NonNullable<ConnectivityChange['reason']>, string> = {
  network: 'no network, or the server is down',
  timeout: 'the server does not answer in time',
  proxy_blocked: 'a proxy blocks the connection',
};

/** Whether the account's API answered its last call, and if not, why, in words. */
export function useAccountOnline(accountId: string | null): {
  online: boolean;
  reason: string | null;
  since: string | null;
} {
  const [change, setChange] = useState<ConnectivityChange | null>(null);
  useEffect(() => {
    if (accountId === null) return;
    let live = true;
    void getBridge()
      .connectivityStatus()
      .then((answer) => {
        if (live && answer.ok)
          setChange(answer.data.find((c) => c.accountId === accountId) ?? null);
      });
    const unsubscribe = getBridge().onConnectivityChanged((next) => {
      if (next.accountId === accountId) setChange(next);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [accountId]);
  const online = change?.online ?? true;
  return {
    online,
    reason: online ? null : REASONS[change?.reason ?? 'network'],
    since: online ? null : (change?.checkedAt ?? null),
  };
}
