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
    <Menu position="bottom-end" width={420}>
      <Menu.Target>
        <Button size="xs" variant="default">
          Recent searches
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {history.map((entry) => (
          <Menu.Item
            key={entry.id}
            onClick={() => {
              setState({
                text: entry.term.split(', ').join('\n'),
                ...(entry.tlds.length > 0 && { tlds: entry.tlds.map((t) => t.replace(/^\./, '')) }),
              });
            }}
          >
            <Text size="sm" lineClamp={1}>
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
