import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { NAV_ITEMS } from './navItems';
import { navigationStore } from '../state/navigationStore';

/**
 * Ctrl/Cmd+1..7 open the screens of the navigation and Ctrl/Cmd+K the command palette, from
 * anywhere, inputs included.
 */
export function useShellShortcuts(): void {
  useHotkeys(
    [
      ...NAV_ITEMS.map((item): [string, () => void] => [
        `mod+${item.key}`,
        () => {
          navigationStore.getState().navigate(item.screen);
        },
      ]),
      [
        'mod+K',
        () => {
          spotlight.open();
        },
      ],
    ],
    [],
  );
}
