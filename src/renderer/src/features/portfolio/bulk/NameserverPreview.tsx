import { Alert, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { JobItemView } from '../../../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { previewCounts } from '../copy/CopyPreview';
import { domainsText } from './bulkActionText';
import { FailedItemsTable } from './FailedItemsTable';

/** Rows drawn at most; the counts above still cover every domain. */
const SHOWN = 200;

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
  const counts = previewCounts(items);
  const changing = items.filter(
    (item) => item.state === 'succeeded' && (item.result?.changes.length ?? 0) > 0,
  );
  const failed = items.filter((item) => item.state === 'failed');
  return (
    <Stack gap="xs">
      <Group gap="lg" aria-label="Preview summary">
        <Text size="sm" fw={600}>
          {domainsText(counts.changing)} to change
        </Text>
        <Text size="sm" c="dimmed">
          {domainsText(counts.same)} already the same (skipped)
        </Text>
        {counts.failed > 0 && (
          <Text size="sm" c="red">
            {domainsText(counts.failed)} could not be read
          </Text>
        )}
      </Group>
      {changing.length > 0 && (
        <ScrollArea.Autosize mah={300} type="auto">
          <Table fz="xs" verticalSpacing={2} withTableBorder aria-label="Nameservers per domain">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">Domain</Table.Th>
                <Table.Th w="35%">Now</Table.Th>
                <Table.Th w="35%">After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changing.slice(0, SHOWN).map((item) => (
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
          {changing.length > SHOWN && (
            <Text size="xs" c="dimmed" mt={4}>
              and {domainsText(changing.length - SHOWN)} more
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
      {failed.length > 0 && (
        <Alert color="red" variant="light" p="xs" title="Not read, so not changed">
          <FailedItemsTable items={failed.slice(0, SHOWN)} label="Domains not read" />
        </Alert>
      )}
    </Stack>
  );
}
