import { Table, Text } from '@mantine/core';
import type { JobItemView } from '../../../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { changingItems, PreviewFrame } from '../copy/CopyPreview';

function Hosts({ hosts }: { hosts: readonly string[] }) {
  if (hosts.length === 0) return <Text size="xs">(none)</Text>;
  return (
    <>
      {hosts.map((host) => (
        <div key={host} style={{ overflowWrap: 'anywhere' }}>
          {host}
        </div>
      ))}
    </>
  );
}

/** Each domain's nameservers now and after "Set nameservers…", read live before applying. */
export function NameserverPreview({ items }: { items: readonly JobItemView<CopyPreviewItem>[] }) {
  return (
    <PreviewFrame items={items}>
      <Table
        stickyHeader
        fz="xs"
        verticalSpacing={2}
        withTableBorder
        aria-label="Nameservers per domain"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Domain</Table.Th>
            <Table.Th w="35%">Now</Table.Th>
            <Table.Th w="35%">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changingItems(items).map((item) => (
            <Table.Tr key={item.index} style={{ verticalAlign: 'top' }}>
              <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.key}
              </Table.Td>
              <Table.Td ff="monospace">
                <Hosts hosts={item.result?.nameservers?.current ?? []} />
              </Table.Td>
              <Table.Td ff="monospace">
                <Hosts hosts={item.result?.nameservers?.wanted ?? []} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PreviewFrame>
  );
}
