import type { Screen } from '../state/navigationStore';

export interface NavItem {
  readonly screen: Screen;
  readonly label: string;
  /** What the screen is for, in the palette. */
  readonly description: string;
  /** The digit of its Ctrl/Cmd shortcut. */
  readonly key: string;
}

/** The screens of the left navigation, in order; Ctrl/Cmd+1..7 opens them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { screen: 'search', label: 'Search', description: 'Check many names at once', key: '1' },
  { screen: 'portfolio', label: 'Portfolio', description: 'The domains you keep', key: '2' },
  { screen: 'pricing', label: 'Pricing', description: 'Prices per TLD', key: '3' },
  { screen: 'cart', label: 'Cart', description: 'Review and order', key: '4' },
  { screen: 'activity', label: 'Activity', description: 'What was changed and ordered', key: '5' },
  { screen: 'accounts', label: 'Accounts', description: 'Reseller accounts and keys', key: '6' },
  {
    screen: 'settings',
    label: 'Settings',
    description: 'Defaults, contacts, theme, data',
    key: '7',
  },
];

const isMac = typeof navigator !== 'undefined' && /Mac OS X|iPhone|iPad/.test(navigator.userAgent);

/** `Ctrl+3` or `⌘3`, as the user's keyboard reads. */
export function shortcutText(key: string): string {
  return isMac ? `⌘${key.toUpperCase()}` : `Ctrl+${key.toUpperCase()}`;
}
