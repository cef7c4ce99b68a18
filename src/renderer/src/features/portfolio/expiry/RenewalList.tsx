import { Button, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { RenewalGroup, RenewalSort } from '../../../../../shared/ipc/channels/renewals';
import { getBridge } from '../../../bridge';
import { downloadText } from '../../../components/downloadText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { chargedAs, GROUP_LABELS, PREMIUM_UNKNOWN } from './renewalText';
import { PAGE_STICKY_HEADER } from '../../../components/stickyHeader';

const PAGE = 100;

const COLUMNS: { sort: RenewalSort | null; label: string }[] = [
  { sort: 'name', label: 'Domain' },
  { sort: 'expiry', label: 'Expires' },
  { sort: null, label: 'Renewed to' },
  { sort: null, label: 'Charged as' },
  { sort: 'price', label: 'Price (1 year)' },
];

/** Which domains of a group renew when and at what price, sortable, paged and exportable. */
export function RenewalList({
  accountId,
  group,
  currency,
}: {
  accountId: string;
  group: RenewalGroup;
  currency: string | null;
}) {
  const [sort, setSort] = useState<RenewalSort>('expiry');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [offset, setOffset] = useState(0);
  const read = useBridgeRead(
    'renewals:list',
    { accountId, group, sort, direction, offset, limit: PAGE },
    { keepPrevious: true },
  );
  const page = read.status === 'ok' ? read.data : null;
  const [csvError, setError] = useState<AppError | null>(null);
  const error = read.status === 'error' ? read.error : csvError;

  const sortBy = (next: RenewalSort) => {
    setOffset(0);
    if (next === sort) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(next);
      setDirection('asc');
    }
  };

  const exportCsv = async () => {
    const answer = await getBridge().renewalsCsv({ accountId, group });
    if (answer.ok) downloadText(`renewals-${group}.csv`, answer.data);
    else setError(answer.error);
  };

  const label = GROUP_LABELS[group];
  return (
    <>
      <Group justify="space-between" mt="sm" mb={4}>
        <Text fw={600} size="sm">
          {label}
          {page && `: ${page.total.toLocaleString('en-US')} domains`}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      {error && <ErrorAlert error={error} title="The renewals could not be read" />}
      {page === null && error === null && <Loader size="xs" />}
      {page && (
        <Table
          {...PAGE_STICKY_HEADER}
          fz="sm"
          verticalSpacing={2}
          aria-label={`Renewals: ${label}`}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column.label}
                  ta={column.sort === 'price' ? 'right' : undefined}
                  aria-sort={
                    column.sort === sort
                      ? direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {column.sort === null ? (
                    column.label
                  ) : (
                    <UnstyledButton
                      fz="sm"
                      fw={700}
                      onClick={() => {
                        sortBy(column.sort ?? 'expiry');
                      }}
                    >
                      {column.label}
                      {column.sort === sort ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </UnstyledButton>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.rows.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.unicodeName}</Table.Td>
                <Table.Td>{row.expiryDate}</Table.Td>
                <Table.Td>{row.newExpiryDate}</Table.Td>
                <Table.Td>{chargedAs(row)}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {row.premium === 'unknown' ? PREMIUM_UNKNOWN : formatMoney(row.price, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {page && page.total > PAGE && (
        <Group justify="flex-end" gap="xs" mt={4}>
          <Text size="xs">
            {offset + 1}–{Math.min(offset + PAGE, page.total)} of{' '}
            {page.total.toLocaleString('en-US')}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            disabled={offset === 0}
            onClick={() => {
              setOffset(Math.max(0, offset - PAGE));
            }}
          >
            Previous page
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={offset + PAGE >= page.total}
            onClick={() => {
              setOffset(offset + PAGE);
            }}
          >
            Next page
          </Button>
        </Group>
      )}
    </>
  );
}
