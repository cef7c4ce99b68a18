import { Table, UnstyledButton } from '@mantine/core';
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
  const arrow = active ? (sort.descending ? ' ↓' : ' ↑') : '';
  return (
    <Table.Th
      ta={align}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        fz="sm"
        fw={700}
        onClick={() => {
          onSort({ key: sortKey, descending: active ? !sort.descending : false });
        }}
      >
        {label}
        {arrow}
      </UnstyledButton>
    </Table.Th>
  );
}
