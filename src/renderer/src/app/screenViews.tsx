import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { Screen } from './navigationStore';
import { SCREENS } from './navigationStore';
import { loadScreen, SCREEN_VIEWS } from './screenLoaders';

// Most screens arrive within a frame or two; a spinner that flashes for that long is noise.
const FALLBACK_DELAY_MS = 300;

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

let prefetched = false;

/** Fetches every screen's chunk once the first one is shown and the browser has a moment. */
function usePrefetchScreens(): void {
  useEffect(() => {
    if (prefetched) return;
    prefetched = true;
    const fetchAll = (): void => {
      for (const key of SCREENS) void loadScreen(key).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(fetchAll, { timeout: 2_000 });
    } else {
      window.setTimeout(fetchAll, FALLBACK_DELAY_MS);
    }
  }, []);
}

/** The shown screen, loaded on demand. */
export function ScreenView({ screen }: { screen: Screen }) {
  usePrefetchScreens();
  const View = SCREEN_VIEWS[screen];
  return (
    <Suspense fallback={<ScreenFallback />}>
      <View />
    </Suspense>
  );
}
