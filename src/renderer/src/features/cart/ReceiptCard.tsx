import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Receipt, ReceiptResult } from '../../../../shared/orders/receipt';
import { receiptCsv, receiptFileName, receiptTotals } from '../../../../shared/orders/receipt';
import { downloadText } from '../../components/downloadText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoney } from '../../components/money';
import { useBridgeRead } from '../../data/useBridgeRead';
import { PremiumMark } from './PremiumMark';
import { PAGE_STICKY_HEADER, STICKY_HOST } from '../../components/stickyHeader';

const RESULT: Record<ReceiptResult, { color: string; label: string }> = {
  succeeded: { color: 'green', label: 'Ordered' },
  failed: { color: 'red', label: 'Failed' },
  outcome_unknown: { color: 'orange', label: 'Outcome unknown' },
  not_sent: { color: 'gray', label: 'Not sent' },
};

const VERB = { register: 'Register', transfer: 'Transfer', renew: 'Renew' } as const;

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The receipt of a checkout or bulk renewal: balance before and after, each line's charge. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const cur = receipt.currency;
  const totals = receiptTotals(receipt);
  const warned = receipt.lines.filter((line) => line.chargeWarning !== undefined);
  const changed = receipt.lines.filter((line) => line.priceChange !== undefined);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={5}>Receipt</Title>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            downloadText(receiptFileName(receipt), receiptCsv(receipt));
          }}
        >
          Download receipt (CSV)
        </Button>
      </Group>
      <Text size="sm" aria-label="Balance before and after">
        Balance before: {formatMoney(receipt.balanceBefore, cur)} · after:{' '}
        {formatMoney(receipt.balanceAfter, cur)}
      </Text>
      {changed.length > 0 && (
        <Alert color="blue" variant="light" title="Ordered at another price than quoted">
          {changed.map((line) => `${line.unicodeDomain}: ${line.priceChange ?? ''}`).join(' ')}
        </Alert>
      )}
      {warned.length > 0 && (
        <Alert color="orange" variant="light" title="Charged differently from the quote">
          {warned.map((line) => `${line.unicodeDomain}: ${line.chargeWarning ?? ''}`).join(' ')}
        </Alert>
      )}
      <Table {...PAGE_STICKY_HEADER} fz="sm" verticalSpacing={3} aria-label="Receipt lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th ta="right">Quoted</Table.Th>
            <Table.Th ta="right">Charged</Table.Th>
            <Table.Th>Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.lines.map((line) => (
            <Table.Tr key={`${line.operation}:${line.domain}`}>
              <Table.Td>
                {line.unicodeDomain}
                {line.premium && <PremiumMark />}
              </Table.Td>
              <Table.Td>
                {VERB[line.operation]}, {line.period === 1 ? '1 year' : `${line.period} years`}
              </Table.Td>
              <Table.Td ta="right" style={num}>
                {formatMoney(line.quoted, cur)}
              </Table.Td>
              <Table.Td ta="right" style={num} c={line.chargeWarning ? 'orange' : undefined}>
                {formatMoney(line.charged, cur)}
              </Table.Td>
              <Table.Td>
                <Badge color={RESULT[line.result].color} variant="light" size="sm" tt="none">
                  {RESULT[line.result].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={2} fw={700}>
              Total
            </Table.Td>
            <Table.Td ta="right" fw={700} style={num}>
              {formatMoney(totals.quoted, cur)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={num}>
              {formatMoney(totals.charged, cur)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The receipt of a finished checkout job, read from main once the job is over. */
export function ReceiptCard({ jobId }: { jobId: string }) {
  const query = useBridgeRead('orders:receipt', { jobId });
  if (query.status === 'loading') return null;
  if (query.status === 'error') {
    return (
      <ErrorAlert
        error={query.error}
        title="The receipt could not be read"
        onRetry={query.reload}
      />
    );
  }
  if (query.data === null) return null;
  return (
    <Card {...STICKY_HOST} withBorder padding="sm" role="region" aria-label="Receipt">
      <ReceiptView receipt={query.data} />
    </Card>
  );
}
