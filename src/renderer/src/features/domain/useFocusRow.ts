import { useCallback, useState } from 'react';

/**
 * Moves the keyboard focus to a row's first field once that row is on screen: after "Add" or
 * "Edit" the user goes on typing, instead of the focus staying on the button or falling back to
 * the page when the button it was on is replaced.
 */
export function useFocusRow<K>(): {
  focusRow: (key: K) => void;
  /** The ref for the first field of the row with this key (undefined for the others). */
  refFor: (key: K) => ((element: HTMLElement | null) => void) | undefined;
} {
  const [wanted, setWanted] = useState<{ key: K } | null>(null);
  const focusOnce = useCallback((element: HTMLElement | null) => {
    if (element === null) return;
    element.focus();
    setWanted(null);
  }, []);
  return {
    focusRow: (key) => {
      setWanted({ key });
    },
    refFor: (key) => (wanted !== null && wanted.key === key ? focusOnce : undefined),
  };
}
