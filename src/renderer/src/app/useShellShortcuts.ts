import { useHotkeys } from '@mantine/hooks';
import { NAV_ITEMS } from './navItems';
import { navigationStore } from './navigationStore';

/** Ctrl/Cmd+1..7 open the screens of the navigation, from anywhere, inputs included. */
export function useShellShortcuts(): void {
  useHotkeys(
    NAV_ITEMS.map((item) => [
      `mod+${item.key}`,
      () => {
        navigationStore.getState().navigate(item.screen);
      },
    ]),
    [],
  );
}
