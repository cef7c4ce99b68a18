import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

// Most screens arrive within a frame or two; a spinner that flashes for that long is noise.
export const FALLBACK_DELAY_MS = 300;

/** What a screen still loading shows: nothing at first, a small spinner if it takes a while. */
export function ScreenFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setVisible(true);
    }, FALLBACK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return visible ? (
    <Center py={96}>
      <Loader size="sm" aria-label="Loading the screen" />
    </Center>
  ) : null;
}
