import { BarChart } from '@mantine/charts';
import { Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type {
  ProjectionRow,
  SpendReport,
  SpendRow,
} from '../../../../../shared/ipc/channels/reports';
import { getBridge } from '../../../bridge';
import { downloadText } from '../../../components/downloadText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { PAGE_STICKY_HEADER, STICKY_HOST } from '../../../components/stickyHeader';

type Breakdown = 'byMonth' | 'byTld' | 'byTag' | 'byAccount';
const BREAKDOWNS: { value: Breakdown; label: string }[] = [
  { value: 'byMonth', label: 'Month' },
  { value: 'byTld', label: 'TLD' },
  { value: 'byTag', label: 'Tag' },
  { value: 'byAccount', label: 'Account' },
];

/** What was spent (from the order journal) and what renewals will cost over 12 months. */
export function SpendView({ accountId }: { accountId: string }) {
  const [by, setBy] = useState<Breakdown>('byMonth');
  const [exportError, setExportError] = useState<AppError | null>(null);
  const query = useBridgeRead('reports:spend', { accountId });
  const exportCsv = async () => {
    const answer = await getBridge().reportsSpendCsv({ accountId });
    if (!answer.ok) {
      setExportError(answer.error);
      return;
    }
    setExportError(null);
    downloadText('spend-report.csv', answer.data);
  };
  if (query.status === 'error') {
    return (
      <ErrorAlert
        title="The spend report could not be made"
        error={query.error}
        onRetry={query.reload}
      />
    );
  }
  if (query.status !== 'ok') return <Text c="dimmed">Adding up the orders…</Text>;
  const report = query.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          Spent {formatMoney(report.total, report.currency)} across the accounts in{' '}
          {report.currency ?? 'this currency'}
          {report.atQuote > 0 && ` (${String(report.atQuote)} orders counted at their quote)`}
          {report.outcomeUnknown > 0 &&
            `; ${String(report.outcomeUnknown)} orders of unknown outcome not counted`}
        </Text>
        <Button size="xs" variant="light" onClick={() => void exportCsv()}>
          Export spend report as CSV
        </Button>
      </Group>
      {exportError !== null && (
        <ErrorAlert title="The report was not exported" error={exportError} />
      )}
      <SegmentedControl
        size="xs"
        aria-label="Spend by"
        value={by}
        onChange={(value) => {
          setBy(value);
        }}
        data={BREAKDOWNS}
      />
      <SpendTable
        rows={report[by]}
        currency={report.currency}
        label={BREAKDOWNS.find((b) => b.value === by)?.label ?? ''}
      />
      <ProjectionCard report={report} />
    </Stack>
  );
}

function SpendTable({
  rows,
  currency,
  label,
}: {
  rows: readonly SpendRow[];
  currency: string | null;
  label: string;
}) {
  if (rows.length === 0) return <Text c="dimmed">No order has been charged yet.</Text>;
  return (
    <Card {...STICKY_HOST} withBorder>
      <div aria-hidden="true">
        <BarChart
          h={180}
          data={rows.map((row) => ({ key: row.key, Spent: Number(row.spent) }))}
          // Hidden from assistive technology (the table says it all), so not focusable either.
          barChartProps={{ accessibilityLayer: false }}
          dataKey="key"
          series={[{ name: 'Spent', color: 'teal.6' }]}
          valueFormatter={(value) => formatMoney(value, currency)}
        />
      </div>
      <Table {...PAGE_STICKY_HEADER} striped aria-label={`Spend by ${label.toLowerCase()}`} mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th>Orders</Table.Th>
            <Table.Th>Spent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.key}</Table.Td>
              <Table.Td>{row.orders}</Table.Td>
              <Table.Td>{formatMoney(row.spent, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function ProjectionTable({
  rows,
  currency,
  label,
}: {
  rows: readonly ProjectionRow[];
  currency: string | null;
  label: string;
}) {
  return (
    <Table striped aria-label={`Renewals ahead by ${label.toLowerCase()}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{label}</Table.Th>
          <Table.Th>Renewals</Table.Th>
          <Table.Th>Cost</Table.Th>
          <Table.Th>Not priced</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.key}</Table.Td>
            <Table.Td>{row.count}</Table.Td>
            <Table.Td>{formatMoney(row.total, currency)}</Table.Td>
            <Table.Td>{row.notPriced}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ProjectionCard({ report }: { report: SpendReport }) {
  return (
    <Card {...STICKY_HOST} withBorder>
      <Title order={4} size="sm" mb="xs">
        Renewals over the next 12 months, priced as charged
      </Title>
      <Stack gap="sm">
        <ProjectionTable rows={report.projection} currency={report.currency} label="Month" />
        <ProjectionTable rows={report.renewalsByTag} currency={report.currency} label="Tag" />
      </Stack>
    </Card>
  );
}
