import { BarChart } from '@mantine/charts';
import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { RunwayView as Runway } from '../../../../../shared/ipc/channels/reports';
import { runwaySentence, shortDay } from '../../../../../shared/runwayText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { PAGE_STICKY_HEADER, STICKY_HOST } from '../../../components/stickyHeader';

/**
 * The balance against the renewals due over the next 90 days, week by week; read again when
 * the account's balance, domains or orders change.
 */
export function RunwayView({ accountId }: { accountId: string }) {
  const query = useBridgeRead('reports:runway', { accountId });
  if (query.status === 'error') {
    return (
      <ErrorAlert
        title="The runway could not be worked out"
        error={query.error}
        onRetry={query.reload}
      />
    );
  }
  if (query.status !== 'ok') return <Text c="dimmed">Adding up the renewals due…</Text>;
  return <RunwayBody runway={query.data} />;
}

function RunwayBody({ runway }: { runway: Runway }) {
  const money = (amount: string | null) => formatMoney(amount, runway.currency);
  const balance = runway.balance === null ? null : Number(runway.balance);
  const data = runway.weeks.map((week) => ({
    week: shortDay(week.from),
    'Due by the week’s end': Number(week.cumulative),
  }));
  return (
    <Stack gap="sm">
      <Alert color={runway.shortfall === null ? 'green' : 'red'} role="status">
        <Text fw={600}>{runwaySentence(runway)}</Text>
        <Text size="sm">
          Balance {money(runway.balance)}; renewals due in the next 90 days {money(runway.total)},
          premium renewals, grace and redemption fees included.
        </Text>
      </Alert>
      {runway.premiumUnknownCount > 0 && (
        <Alert color="yellow" title="Premium renewal price unknown">
          Not counted above, never at the standard price: {runway.premiumUnknown.join(', ')}
          {runway.premiumUnknownCount > runway.premiumUnknown.length &&
            ` and ${String(runway.premiumUnknownCount - runway.premiumUnknown.length)} more`}
          . Check their premium status in the Expiry view.
        </Alert>
      )}
      <Card {...STICKY_HOST} withBorder>
        <Title order={4} size="sm" mb="xs">
          Renewals due against the balance
        </Title>
        {/* The table below carries the same numbers for screen readers. */}
        <div aria-hidden="true">
          <BarChart
            h={220}
            data={data}
            // Hidden from assistive technology (the table says it all), so not focusable either.
            barChartProps={{ accessibilityLayer: false }}
            dataKey="week"
            series={[{ name: 'Due by the week’s end', color: 'blue.6' }]}
            valueFormatter={(value) => money(String(value))}
            referenceLines={
              balance === null ? [] : [{ y: balance, label: 'Balance', color: 'red.6' }]
            }
          />
        </div>
      </Card>
      <Table {...PAGE_STICKY_HEADER} striped withTableBorder aria-label="Runway week by week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Week</Table.Th>
            <Table.Th>Renewals</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Due so far</Table.Th>
            <Table.Th>Balance left</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runway.weeks.map((week) => (
            <Table.Tr key={week.from}>
              <Table.Td>
                {shortDay(week.from)} – {shortDay(week.to)}
              </Table.Td>
              <Table.Td>
                {week.count}
                {week.notPriced > 0 && ` (${String(week.notPriced)} not priced)`}
              </Table.Td>
              <Table.Td>{money(week.due)}</Table.Td>
              <Table.Td>{money(week.cumulative)}</Table.Td>
              <Table.Td c={week.left !== null && Number(week.left) < 0 ? 'red' : undefined}>
                {money(week.left)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
