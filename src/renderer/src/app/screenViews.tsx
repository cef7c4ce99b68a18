import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Screen } from './navigationStore';

/**
 * Each screen is its own chunk, loaded when first shown: the window's first paint carries only
 * the shell and the screen it opens on. The other screens are fetched once the browser is idle,
 * so moving between screens later does not wait on the network.
 */
const SCREEN_LOADERS: Record<Screen, () => Promise<ComponentType>> = {
  search: () => import('../features/search').then((m) => m.SearchScreen),
  portfolio: () => import('../features/portfolio').then((m) => m.PortfolioScreen),
  pricing: () => import('../features/pricing').then((m) => m.PricingScreen),
  cart: () => import('../features/cart').then((m) => m.CartScreen),
  activity: () => import('../features/activity').then((m) => m.ActivityScreen),
  // Straight from its file: the accounts folder's index also holds the store the shell reads.
  accounts: () => import('../features/accounts/AccountsHome').then((m) => m.AccountsHome),
  settings: () => import('../features/settings').then((m) => m.SettingsScreen),
  domain: () => import('../features/domain').then((m) => m.DomainScreen),
};

const SCREEN_VIEWS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([screen, load]) => [
    screen,
    lazy(async () => ({ default: await load() })),
  ]),
) as Record<Screen, LazyExoticComponent<ComponentType>>;

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
      for (const load of Object.values(SCREEN_LOADERS)) void load().catch(() => undefined);
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
