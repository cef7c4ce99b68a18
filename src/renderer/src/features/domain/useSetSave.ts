import { useState } from 'react';
import type { AppError, Result } from '../../../../shared/ipc';
import type { ChangeResult } from '../../../../shared/ipc/channels/domainsTypes';

/**
 * The save step every whole-set editor shares: the review dialog's open state, the call in
 * flight, and the refusal (a conflict or any other error) kept for the editor to show.
 */
export function useSetSave<T>(onSaved: (saved: ChangeResult<T>) => void) {
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const save = async (call: () => Promise<Result<ChangeResult<T>>>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setReviewing(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onSaved(result.data);
  };
  return { reviewing, setReviewing, busy, error, setError, save };
}
