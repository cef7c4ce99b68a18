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
import { useEffect, useMemo, useState } from 'react';
import { useCurrentAccount } from '../../state/currentAccount';
import { formatAge } from '../../components/dates';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoney } from '../../components/money';
import { formatDays, formatYears, pricingRows } from './pricingRows';
import type { PriceColumn, PriceSort } from './pricingRows';
import { usePricing } from './pricingStore';

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

/** The provider's TLD prices per year in one currency: searchable, sortable, with their age. */
export function PricingScreen() {
  const account = useCurrentAccount();
  const accountId = account?.id ?? null;
  const view = usePricing((s) => s.view);
  const error = usePricing((s) => s.error);
  const loading = usePricing((s) => s.loading);
  const currency = usePricing((s) => s.currency);
  const load = usePricing((s) => s.load);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<PriceSort>({ column: 'tld', descending: false });

  useEffect(() => {
    if (accountId !== null) void load(accountId);
  }, [accountId, load]);
  const reload = (options: { refresh?: boolean; currency?: string | null }) => {
    if (accountId !== null) void load(accountId, options);
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
              reload({ currency: value });
            }}
          />
          <Button
            size="xs"
            variant="default"
            loading={loading}
            onClick={() => {
              reload({ refresh: true });
            }}
          >
            Refresh prices
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
        <ErrorAlert
          error={error}
          title="Prices could not be read"
          onRetry={() => {
            reload({ refresh: true });
          }}
        />
      )}
      <Table
        striped
        highlightOnHover
        withTableBorder
        stickyHeader
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
