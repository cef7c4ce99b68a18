import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { receiptCsv, receiptFileName } from '../../../../shared/orders/receipt';
import { useCurrentAccount } from '../../state/currentAccount';
import { openDomain } from '../../state/navigationStore';
import { formatAge, formatClock, formatDate } from '../../components/dates';
import { downloadText } from '../../components/downloadText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { resultLabel } from '../../../../shared/activity/activityWords';
import { resultColor } from '../../components/resultColors';
import { useBridgeRead } from '../../data/useBridgeRead';
import type { ReadState } from '../../data/useBridgeRead';
import { filterActivity, mergeActivity } from './activityItems';
import { OpenDomainBox } from './OpenDomainBox';
import type { ActivityFilter, ActivityItem } from './activityItems';
import { PAGE_STICKY_HEADER } from '../../components/stickyHeader';

/** The account's changes and orders as one list, both read through the window's cache. */
function useActivity(accountId: string | null): ReadState<ActivityItem[]> & { reload: () => void } {
  const changes = useBridgeRead(
    'domains:accountActivity',
    accountId === null ? null : { accountId, limit: 2000 },
  );
  const orders = useBridgeRead('orders:list', accountId === null ? null : { accountId });
  const reload = () => {
    changes.reload();
    orders.reload();
  };
  if (changes.status === 'error') return { ...changes, reload };
  if (orders.status === 'error') return { ...orders, reload };
  if (changes.status === 'loading' || orders.status === 'loading') {
    return { status: 'loading', reload };
  }
  return { status: 'ok', data: mergeActivity(changes.data, orders.data), reload };
}

/** Every change and order of the current account, newest first, each opening its domain. */
export function ActivityScreen() {
  const account = useCurrentAccount();
  const accountId = account?.id ?? null;
  const query = useActivity(accountId);
  const [filter, setFilter] = useState<ActivityFilter>({
    kind: 'all',
    problemsOnly: false,
    text: '',
  });
  const items = query.status === 'ok' ? filterActivity(query.data, filter) : [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Activity</Title>
        <OpenDomainBox />
      </Group>
      <Group gap="sm">
        <SegmentedControl
          size="xs"
          aria-label="Show"
          value={filter.kind}
          data={[
            { value: 'all', label: 'All' },
            { value: 'change', label: 'Changes' },
            { value: 'order', label: 'Orders' },
          ]}
          onChange={(value) => {
            setFilter({ ...filter, kind: value });
          }}
        />
        <TextInput
          size="xs"
          w={260}
          aria-label="Filter by domain or action"
          placeholder="Filter by domain or action"
          value={filter.text}
          onChange={(event) => {
            setFilter({ ...filter, text: event.currentTarget.value });
          }}
        />
        <Checkbox
          size="xs"
          label="Only failed, unknown or unfinished"
          checked={filter.problemsOnly}
          onChange={(event) => {
            setFilter({ ...filter, problemsOnly: event.currentTarget.checked });
          }}
        />
      </Group>
      {query.status === 'loading' && accountId !== null && (
        <Loader size="sm" aria-label="Reading activity" />
      )}
      {query.status === 'error' && <ErrorAlert error={query.error} onRetry={query.reload} />}
      {query.status === 'ok' && query.data.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing yet. Changes made to domains and orders placed from DomainDesk appear here, each
          with its result.
        </Text>
      )}
      {items.length > 0 && (
        <Table
          {...PAGE_STICKY_HEADER}
          aria-label="Account activity"
          verticalSpacing={3}
          fz="sm"
          striped
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={210}>When</Table.Th>
              <Table.Th w={90}>Kind</Table.Th>
              <Table.Th>Domain</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th w={170}>Result</Table.Th>
              <Table.Th>Detail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.at)} {formatClock(item.at)}{' '}
                  <Text span size="xs" c="dimmed">
                    {formatAge(item.at)}
                  </Text>
                </Table.Td>
                <Table.Td>{item.kind === 'order' ? 'Order' : 'Change'}</Table.Td>
                <Table.Td>
                  {item.domain ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => {
                        openDomain(item.domain ?? '', 'history');
                      }}
                    >
                      {item.unicodeDomain ?? item.domain}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                  {item.unicodeDomain !== null && item.unicodeDomain !== item.domain && (
                    <Text span size="xs" c="dimmed" ff="monospace" ml={6}>
                      {item.domain}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.what}</Table.Td>
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    tt="none"
                    color={resultColor(item.state.split(' ')[0] ?? '')}
                  >
                    {resultLabel(item.state)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.detail ?? ''}
                  </Text>
                  {item.money && <Text size="xs">{item.money}</Text>}
                  {item.warning && (
                    <Text size="xs" c="orange" fw={600}>
                      {item.warning}
                    </Text>
                  )}
                  {item.receipt && (
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      aria-label={`Download the receipt of ${formatDate(item.at)} ${formatClock(item.at)} (CSV)`}
                      onClick={() => {
                        if (item.receipt)
                          downloadText(receiptFileName(item.receipt), receiptCsv(item.receipt));
                      }}
                    >
                      Download receipt (CSV)
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {query.status === 'ok' && query.data.length > 0 && items.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing matches the filter.
        </Text>
      )}
    </Stack>
  );
}
