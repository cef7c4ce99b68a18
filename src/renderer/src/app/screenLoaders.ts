import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Screen } from '../state/navigationStore';

/** A screen of the shell, or the welcome screen seen once before the first account. */
export type ScreenKey = Screen | 'firstRun';

/**
 * A thenable that calls back at once. `React.lazy` then takes the component within the render
 * that asked for it; a real promise always suspends once, and React holds the reveal that
 * follows a fallback back by up to 300 ms.
 */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable = {
    then(onResolved: (resolved: T) => unknown) {
      onResolved(value);
      return thenable;
    },
  };
  // React.lazy only calls `then`; its type asks for a whole Promise.
  return thenable as unknown as Promise<T>;
}

/** A lazily loaded component that renders without suspending when its chunk is already in. */
export function lazyView(
  load: () => Promise<ComponentType>,
): [LazyExoticComponent<ComponentType>, () => Promise<ComponentType>] {
  let loaded: ComponentType | undefined;
  const loadOnce = async (): Promise<ComponentType> => {
    loaded ??= await load();
    return loaded;
  };
  const view = lazy(() =>
    loaded === undefined
      ? loadOnce().then((component) => ({ default: component }))
      : resolvedNow({ default: loaded }),
  );
  return [view, loadOnce];
}

/**
 * Each screen is its own chunk. The loaders live apart from the views (which need Mantine) so
 * that the start-up requests can begin fetching the first screen before Mantine is evaluated.
 */
const SCREENS: Record<ScreenKey, ReturnType<typeof lazyView>> = {
  search: lazyView(() => import('../features/search').then((m) => m.SearchScreen)),
  portfolio: lazyView(() => import('../features/portfolio').then((m) => m.PortfolioScreen)),
  pricing: lazyView(() => import('../features/pricing').then((m) => m.PricingScreen)),
  cart: lazyView(() => import('../features/cart').then((m) => m.CartScreen)),
  activity: lazyView(() => import('../features/activity').then((m) => m.ActivityScreen)),
  accounts: lazyView(() => import('../features/accounts').then((m) => m.AccountsHome)),
  settings: lazyView(() => import('../features/settings').then((m) => m.SettingsScreen)),
  domain: lazyView(() => import('../features/domain').then((m) => m.DomainScreen)),
  // The shell's wrapper, which hands the welcome screen the accounts feature's connect form.
  firstRun: lazyView(() => import('./FirstRunView').then((m) => m.FirstRunView)),
};

/** The component that shows each screen; a fixed one per screen, so it is never remounted. */
export const SCREEN_VIEWS = Object.fromEntries(
  Object.entries(SCREENS).map(([key, [view]]) => [key, view]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

/** Fetches and evaluates a screen's chunk, once. */
export function loadScreen(key: ScreenKey): Promise<ComponentType> {
  return SCREENS[key][1]();
}
