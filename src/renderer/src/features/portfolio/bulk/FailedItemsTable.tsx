import { Table } from '@mantine/core';
import type { JobItemView } from '../../../../../shared/ipc/channels/jobs';

/** A job's failed items, one row each: the domain and why. */
export function FailedItemsTable({
  items,
  label,
}: {
  items: readonly JobItemView[];
  label: string;
}) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={label}>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.index}>
            <Table.Td fw={500}>{item.key}</Table.Td>
            <Table.Td>{item.error?.message ?? 'Failed.'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
