import { useEffect, useRef, useState } from 'react';

/**
 * The value, updated at most every `ms`: results stream in item by item, and re-sorting
 * thousands of rows for each one would keep the window busy.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return shown;
}
