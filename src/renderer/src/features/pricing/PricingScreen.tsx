import {
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { csvText } from '../../../../shared/csv';
import type { AppError } from '../../../../shared/ipc';
import type { TldPriceView } from '../../../../shared/ipc/channels/pricing';
import { downloadText } from '../../components/downloadText';
import { callBridge, readKey } from '../../data/bridgeRead';
import { queryClient } from '../../data/queryClient';
import { useTldPrices } from '../../data/sharedReads';
import { useCurrentAccount } from '../../state/currentAccount';
import { formatAge } from '../../components/dates';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoney } from '../../components/money';
import { formatDays, formatYears, pricingRows } from './pricingRows';
import type { PriceColumn, PriceSort } from './pricingRows';
import { PAGE_STICKY_HEADER } from '../../components/stickyHeader';

const COLUMNS: readonly { column: PriceColumn; label: string; money: boolean }[] = [
  { column: 'tld', label: 'TLD', money: false },
  { column: 'registrationPrice', label: 'Register', money: true },
  { column: 'renewalPrice', label: 'Renew', money: true },
  { column: 'transferPrice', label: 'Transfer', money: true },
  { column: 'graceFee', label: 'Grace fee', money: true },
  { column: 'graceDays', label: 'Grace', money: false },
  { column: 'redemptionFee', label: 'Redemption fee', money: true },
  { column: 'redemptionDays', label: 'Redemption', money: false },
];

/** The TLD prices as CSV: the rows shown, in the order shown, one currency. */
function pricesCsv(rows: readonly TldPriceView[], currency: string | null): string {
  return csvText(
    [...COLUMNS.map((c) => c.label), 'Years offered', 'Currency'],
    rows.map((row) => [
      row.unicodeTld,
      ...COLUMNS.slice(1).map(({ column }) => row[column] ?? ''),
      row.years.join(' '),
      row.currency ?? currency ?? '',
    ]),
  );
}

/** The provider's TLD prices per year in one currency: searchable, sortable, with their age. */
export function PricingScreen() {
  const accountId = useCurrentAccount()?.id ?? null;
  // Each account starts with its own currency, filter and refresh state.
  return <PricingView key={accountId ?? ''} accountId={accountId} />;
}

function PricingView({ accountId }: { accountId: string | null }) {
  // The currency asked for; null: the account's.
  const [currency, setCurrency] = useState<string | null>(null);
  const read = useTldPrices(accountId, currency, { keepPrevious: true });
  const view = read.status === 'ok' ? read.data : null;
  const [refreshError, setRefreshError] = useState<AppError | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const error = read.status === 'error' ? read.error : refreshError;
  const loading = refreshing || read.fetching;
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<PriceSort>({ column: 'tld', descending: false });

  // A refresh asks the provider even when the cached prices are young; its answer is the
  // read's answer from then on.
  const refresh = async (): Promise<void> => {
    if (accountId === null) return;
    setRefreshing(true);
    const input = { accountId, ...(currency !== null && { currency }) };
    const answer = await callBridge('pricing:tldPrices', { ...input, refresh: true });
    setRefreshing(false);
    setRefreshError(answer.ok ? null : answer.error);
    if (answer.ok) queryClient.setQueryData(readKey('pricing:tldPrices', input), answer.data);
  };

  const rows = useMemo(() => pricingRows(view?.prices ?? [], filter, sort), [view, filter, sort]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>TLD pricing</Title>
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label="Find a TLD"
            placeholder=".com, co.uk…"
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value);
            }}
          />
          <Select
            size="xs"
            w={100}
            label="Currency"
            allowDeselect={false}
            data={view?.currencies ?? []}
            value={currency ?? view?.currency ?? null}
            onChange={(value) => {
              setRefreshError(null);
              setCurrency(value);
            }}
          />
          <Button size="xs" variant="default" loading={loading} onClick={() => void refresh()}>
            Refresh prices
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={rows.length === 0}
            onClick={() => {
              const shown = view?.currency ?? 'prices';
              downloadText(`tld-prices-${shown}.csv`, pricesCsv(rows, view?.currency ?? null));
            }}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {view && (
        <Text size="xs" c="dimmed" aria-label="Price data age">
          {rows.length} of {view.prices.length} TLDs · per year · read {formatAge(view.fetchedAt)}
          {view.fromCache ? ' (from the cache)' : ''}
          {view.refreshError ? ` · could not refresh: ${view.refreshError.message}` : ''}
        </Text>
      )}
      {error && (
        <ErrorAlert error={error} title="Prices could not be read" onRetry={() => void refresh()} />
      )}
      <Table
        striped
        highlightOnHover
        withTableBorder
        {...PAGE_STICKY_HEADER}
        verticalSpacing={3}
        fz="sm"
        aria-label="TLD prices"
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ column, label }) => {
              const active = sort.column === column;
              return (
                <Table.Th
                  key={column}
                  ta={column === 'tld' ? 'left' : 'right'}
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton
                    fz="sm"
                    fw={700}
                    onClick={() => {
                      setSort({ column, descending: active ? !sort.descending : false });
                    }}
                  >
                    {label}
                    {active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>Years offered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.tld}>
              <Table.Td fw={500}>{row.unicodeTld}</Table.Td>
              {COLUMNS.slice(1).map(({ column, money }) => (
                <Table.Td key={column} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money
                    ? formatMoney(
                        row[column] as string | null,
                        row.currency ?? view?.currency ?? null,
                      )
                    : formatDays(row[column] as number | null)}
                </Table.Td>
              ))}
              <Table.Td>{formatYears(row.years)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {view && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {view.prices.length === 0
            ? 'No prices yet. Press “Refresh prices” to read them from the provider.'
            : `No TLD matches “${filter}”.`}
        </Text>
      )}
    </Stack>
  );
}
