import { Table } from '@mantine/core';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { DnsRecordRow } from './DnsRecordRow';
import type { RowIssues } from './DnsRecordRow';
import type { Row } from './useDnsRows';

type FocusRef = ((element: HTMLElement | null) => void) | undefined;

/** The records of the set, each shown as text or edited inline. */
export function DnsRecordsTable({
  rows,
  editing,
  issues,
  firstFieldRef,
  editButtonRef,
  onChange,
  onEdit,
  onDone,
  onDelete,
}: {
  rows: readonly Row[];
  editing: ReadonlySet<number>;
  issues: ReadonlyMap<number, RowIssues>;
  firstFieldRef: (key: number) => FocusRef;
  editButtonRef: (key: number) => FocusRef;
  onChange: (index: number, record: DnsRecordView) => void;
  onEdit: (key: number) => void;
  onDone: (key: number) => void;
  onDelete: (index: number) => void;
}) {
  return (
    <Table aria-label="DNS records" striped highlightOnHover verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="18%">Host</Table.Th>
          <Table.Th w={110}>Type</Table.Th>
          <Table.Th>Value</Table.Th>
          <Table.Th w={110} ta="right">
            Priority
          </Table.Th>
          <Table.Th w={110} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <DnsRecordRow
            key={row.key}
            index={index}
            record={row.record}
            editing={editing.has(row.key)}
            firstFieldRef={firstFieldRef(row.key)}
            editButtonRef={editButtonRef(row.key)}
            issues={issues.get(index) ?? {}}
            onChange={(record) => {
              onChange(index, record);
            }}
            onEdit={() => {
              onEdit(row.key);
            }}
            onDone={() => {
              onDone(row.key);
            }}
            onDelete={() => {
              onDelete(index);
            }}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
