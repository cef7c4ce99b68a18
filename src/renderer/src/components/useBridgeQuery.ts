import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppError, Result } from '../../../shared/ipc';

export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly error: AppError };

/**
 * Reads something through the bridge for as long as `key` stays the same; a new key (another
 * domain) or `reload()` reads again. Answers for an older key are dropped, so a slow answer
 * never overwrites a newer one.
 */
export function useBridgeQuery<T>(
  key: string | null,
  load: () => Promise<Result<T>>,
): QueryState<T> & { reload: () => void } {
  const loadRef = useRef(load);
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ tag: string; state: QueryState<T> } | null>(null);
  const tag = `${key ?? ''}#${version}`;

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    void loadRef.current().then((result) => {
      if (!current) return;
      setAnswer({
        tag,
        state: result.ok
          ? { status: 'ok', data: result.data }
          : { status: 'error', error: result.error },
      });
    });
    return () => {
      current = false;
    };
  }, [key, tag]);

  const reload = useCallback(() => {
    setVersion((value) => value + 1);
  }, []);
  // While reading again, the last answer for the same key stays on screen (no flicker).
  const state: QueryState<T> =
    answer?.tag.startsWith(`${key ?? ''}#`) === true ? answer.state : { status: 'loading' };
  return { ...state, reload };
}
