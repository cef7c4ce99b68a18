import { useEffect, useRef } from 'react';
import { getBridge } from '../bridge';

/**
 * Calls `onChange` when what is known about the account's registrar changes (a 501 was just
 * learnt, or "Check again" forgot it), so badges and disabled actions follow at once.
 */
export function useRegistrarChanges(accountId: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (accountId === null) return;
    return getBridge().onCacheChanged((change) => {
      if (change.scope !== 'accounts') return;
      if (change.keys === undefined || change.keys.includes(accountId)) latest.current();
    });
  }, [accountId]);
}
