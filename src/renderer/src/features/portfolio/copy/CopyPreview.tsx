import { Alert, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { JobItemView } from '../../../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { domainsText } from '../bulk/bulkActionText';
import { FailedItemsTable } from '../bulk/FailedItemsTable';

/** Rows drawn at most; the counts above still cover every domain. */
export const PREVIEW_ROWS = 200;

/** The preview's lines for one domain; none when the item failed. */
function changesOf(item: PreviewItem): readonly string[] {
  return item.result?.changes ?? [];
}

type PreviewItem = JobItemView<CopyPreviewItem>;

export interface PreviewCounts {
  readonly changing: number;
  readonly same: number;
  readonly failed: number;
}

export function previewCounts(items: readonly PreviewItem[]): PreviewCounts {
  let changing = 0;
  let same = 0;
  let failed = 0;
  for (const item of items) {
    if (item.state === 'failed') failed += 1;
    else if (item.state === 'succeeded') {
      if (changesOf(item).length > 0) changing += 1;
      else same += 1;
    }
  }
  return { changing, same, failed };
}

/**
 * A preview's frame: how many domains change, are already the same and could not be read,
 * the table of changes (at most `PREVIEW_ROWS` rows drawn) and the domains not read.
 */
export function PreviewFrame({
  items,
  children,
}: {
  items: readonly PreviewItem[];
  /** The table of the changing domains, `PREVIEW_ROWS` of them at most. */
  children: ReactNode;
}) {
  const counts = previewCounts(items);
  const failed = items.filter((item) => item.state === 'failed');
  const notLive = items.filter((item) => item.result?.notReadLive !== undefined);
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
      {counts.changing > 0 && (
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          // Focusable, so the list scrolls with the keyboard too; its header stays in view.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Preview, scrollable' }}
        >
          {children}
          {counts.changing > PREVIEW_ROWS && (
            <Text size="xs" c="dimmed" mt={4}>
              and {domainsText(counts.changing - PREVIEW_ROWS)} more
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
      {notLive.length > 0 && (
        <Alert color="yellow" variant="light" p="xs" title="Lock and ID protection as last synced">
          <Text size="sm">
            The registrar could not be read for {domainsText(notLive.length)}: their lock and ID
            protection are compared with the values last synced, which may be out of date. Preview
            again once it answers. {notLive[0]?.result?.notReadLive}
          </Text>
          <Text size="xs" c="dimmed">
            {notLive
              .slice(0, 5)
              .map((item) => item.key)
              .join(', ')}
            {notLive.length > 5 ? ` and ${domainsText(notLive.length - 5)} more` : ''}
          </Text>
        </Alert>
      )}
      {failed.length > 0 && (
        <Alert color="red" variant="light" p="xs" title="Not read, so not changed">
          <FailedItemsTable items={failed.slice(0, PREVIEW_ROWS)} label="Domains not read" />
        </Alert>
      )}
    </Stack>
  );
}

/** The domains a preview changes, as many as its table draws. */
export function changingItems(items: readonly PreviewItem[]): PreviewItem[] {
  return items
    .filter((item) => item.state === 'succeeded' && changesOf(item).length > 0)
    .slice(0, PREVIEW_ROWS);
}

/** What the copy changes on each domain, the domains already the same, and those unread. */
export function CopyPreview({ items }: { items: readonly PreviewItem[] }) {
  return (
    <PreviewFrame items={items}>
      <Table
        stickyHeader
        fz="xs"
        verticalSpacing={2}
        withTableBorder
        aria-label="Changes per domain"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Domain</Table.Th>
            <Table.Th>What changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changingItems(items).map((item) => (
            <Table.Tr key={item.index}>
              <Table.Td fw={500} style={{ verticalAlign: 'top' }}>
                {item.key}
              </Table.Td>
              <Table.Td ff="monospace">
                {changesOf(item).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PreviewFrame>
  );
}
