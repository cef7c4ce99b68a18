import { Text, UnstyledButton } from '@mantine/core';
import type { SortKey, SortState } from './searchRows';

/** A column header that sorts the list; its state is announced through `aria-sort`. */
export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align = 'left',
}: {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (sort: SortState) => void;
  align?: 'left' | 'right';
}) {
  const active = sort.key === sortKey;
  return (
    <div
      role="columnheader"
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      className="dd-results-cell"
      style={{ justifyContent: align === 'right' ? 'flex-end' : 'flex-start' }}
    >
      <UnstyledButton
        fz="xs"
        fw={700}
        onClick={() => {
          onSort({ key: sortKey, descending: active ? !sort.descending : false });
        }}
      >
        {label}
        <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
          {active ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}
        </Text>
      </UnstyledButton>
    </div>
  );
}
