import { Menu, Button, Text } from '@mantine/core';
import { formatAge } from '../../components/dates';
import { useBridgeRead } from '../../data/useBridgeRead';
import { HISTORY_INPUT, useSearch } from './searchStore';

/** Recent searches from the cache; choosing one fills the form again. */
export function RecentSearches() {
  const read = useBridgeRead('search:history', HISTORY_INPUT);
  const history = read.status === 'ok' ? read.data : [];
  const setState = useSearch((s) => s.set);
  // Until the history has arrived there is nothing to open: the menu's popover waits for it.
  if (history.length === 0) {
    return (
      <Button size="xs" variant="default" disabled>
        Recent searches
      </Button>
    );
  }
  return (
    // Never wider than the window; a long list scrolls inside the menu rather than off the page.
    <Menu position="bottom-end" width="min(420px, calc(100vw - 32px))">
      <Menu.Target>
        <Button size="xs" variant="default">
          Recent searches
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="calc(100vh - 160px)" style={{ overflowY: 'auto' }}>
        {history.map((entry) => (
          <Menu.Item
            key={entry.id}
            // The label may shrink below its text's width, so a long term is clamped, not spilled.
            styles={{ itemLabel: { minWidth: 0 } }}
            title={entry.term}
            onClick={() => {
              setState({
                text: entry.term.split(', ').join('\n'),
                ...(entry.tlds.length > 0 && { tlds: entry.tlds.map((t) => t.replace(/^\./, '')) }),
              });
            }}
          >
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {entry.term}
            </Text>
            <Text size="xs" c="dimmed">
              {entry.tlds.join(' ')} · {formatAge(entry.searchedAt)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
