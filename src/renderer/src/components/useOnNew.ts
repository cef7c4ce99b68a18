import { useEffect, useRef } from 'react';

/**
 * Runs `effect` after a render in which `value` is new (by identity; the first render counts
 * when `initial` is not that value), and not after the renders between: a form's own setters
 * change with its values, so an effect listing them would run again on every keystroke.
 */
export function useOnNew<T>(value: T, effect: (value: T) => void, initial?: T): void {
  const seen = useRef<T | undefined>(initial);
  const run = useRef(effect);
  useEffect(() => {
    run.current = effect;
  });
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    run.current(value);
  }, [value]);
}
