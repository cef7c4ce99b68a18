import { Suspense, useEffect } from 'react';
import type { Screen } from '../state/navigationStore';
import { SCREENS } from '../state/navigationStore';
import { FALLBACK_DELAY_MS, ScreenFallback } from '../components/ScreenFallback';
import { loadScreen, SCREEN_VIEWS } from './screenLoaders';

// Features show the same fallback; it lives in components/ so they need not import the shell.
export { ScreenFallback };

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
