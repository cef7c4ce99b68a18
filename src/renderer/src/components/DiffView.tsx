import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A change to one entry of a whole set (DNS records, e-mail rules, nameservers, contacts). */
export type DiffEntry<T> =
  | { readonly change: 'added'; readonly after: T }
  | { readonly change: 'removed'; readonly before: T }
  | { readonly change: 'changed'; readonly before: T; readonly after: T };

const LOOK = {
  added: { color: 'green', label: 'Added' },
  removed: { color: 'red', label: 'Removed' },
  changed: { color: 'orange', label: 'Changed' },
} as const;

export function diffCounts<T>(
  entries: readonly DiffEntry<T>[],
): Record<DiffEntry<T>['change'], number> {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const entry of entries) counts[entry.change] += 1;
  return counts;
}

/** `2 added, 1 changed, 3 removed` (or `No changes`). */
export function diffSummary<T>(entries: readonly DiffEntry<T>[]): string {
  const counts = diffCounts(entries);
  const parts = (['added', 'changed', 'removed'] as const)
    .filter((change) => counts[change] > 0)
    .map((change) => `${counts[change]} ${change}`);
  return parts.length === 0 ? 'No changes' : parts.join(', ');
}

/**
 * The review shown before every save of a whole set: each entry with what it was and what it
 * becomes. `render` draws one side of an entry (a record, a rule, a contact field).
 */
export function DiffView<T>({
  entries,
  render,
  label = 'Changes',
}: {
  entries: readonly DiffEntry<T>[];
  render: (value: T) => ReactNode;
  label?: string;
}) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No changes.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {diffSummary(entries)}
      </Text>
      <Table aria-label={label} striped withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>Change</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Badge color={LOOK[entry.change].color} variant="light" size="sm" tt="none">
                  {LOOK[entry.change].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                {entry.change === 'added' ? <Text c="dimmed">—</Text> : render(entry.before)}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {entry.change === 'removed' ? <Text c="dimmed">—</Text> : render(entry.after)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
