import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The screens of the app shell. `domain` is the domain page of one domain. */
export const SCREENS = [
  'search',
  'portfolio',
  'pricing',
  'cart',
  'activity',
  'settings',
  'accounts',
  'domain',
] as const;
export type Screen = (typeof SCREENS)[number];

export interface NavigationState {
  readonly screen: Screen;
  /** ASCII name of the domain shown by the `domain` screen. */
  readonly domain: string | null;
  /** Screen-specific hints, e.g. `{ section: 'dns', focus: 'dns' }` or `{ view: 'expiry' }`. */
  readonly params: Readonly<Record<string, string>>;
  navigate: (
    screen: Screen,
    options?: { domain?: string; params?: Record<string, string> },
  ) => void;
}

/** Which screen is shown; one store per window, so every feature can move the user on. */
export const navigationStore = createStore<NavigationState>()((set) => ({
  // Once accounts exist the app opens on Search (the welcome screen comes before any account).
  screen: 'search',
  domain: null,
  params: {},
  navigate(screen, options) {
    set({ screen, domain: options?.domain ?? null, params: options?.params ?? {} });
  },
}));

export function useNavigation<T>(selector: (state: NavigationState) => T): T {
  return useStore(navigationStore, selector);
}

/**
 * Opens one domain's page from anywhere (grid, search results, palette), on a section and
 * with the focus on one of its controls (`focus`, a `data-focus-target`) when given.
 */
export function openDomain(domain: string, section?: string, focus?: string): void {
  navigationStore.getState().navigate('domain', {
    domain,
    params: {
      ...(section !== undefined && { section }),
      ...(focus !== undefined && { focus }),
    },
  });
}
