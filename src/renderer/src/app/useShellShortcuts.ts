import { useHotkeys, useWindowEvent } from '@mantine/hooks';
import { handleSaveKey } from '../components/saveShortcut';
import { palette } from './palette';
import { NAV_ITEMS, shortcutText } from './navItems';
import { navigationStore } from '../state/navigationStore';

/**
 * Ctrl/Cmd+1..7 open the screens of the navigation and Ctrl/Cmd+K the command palette, from
 * anywhere, inputs included. Ctrl/Cmd+S saves the domain editor in use (never the browser's
 * "Save page").
 */
export function useShellShortcuts(): void {
  useWindowEvent('keydown', (event) => {
    handleSaveKey(event, shortcutText('S'));
  });
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
          palette.open();
        },
      ],
    ],
    [],
  );
}
