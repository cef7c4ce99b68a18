import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { JobItemView } from '../../../../shared/ipc/channels/jobs';
import type { OrderOutcome } from '../../../../shared/ipc/channels/orders';
import { itemsOfKind } from '../../../../shared/ipc/channels/jobResults';
import { useJob } from '../../state/jobsStore';
import { JobProgressCard } from '../../components/JobProgressCard';
import { NavigateButton } from '../../components/NavigateButton';
import { formatMoney } from '../../components/money';
import { useCurrentAccount } from '../../state/currentAccount';
import { useCart } from './cartStore';
import { PremiumMark } from './PremiumMark';
import { ReceiptCard } from './ReceiptCard';
import { ReconcileAction } from './ReconcileAction';
import { LiveOrderPreset } from './LiveOrderPreset';

type Shown = 'succeeded' | 'failed' | 'outcome_unknown' | 'not_sent' | 'waiting';

const LOOK: Record<Shown, { color: string; label: string }> = {
  succeeded: { color: 'green', label: 'Ordered' },
  failed: { color: 'red', label: 'Failed' },
  outcome_unknown: { color: 'orange', label: 'Outcome unknown' },
  not_sent: { color: 'gray', label: 'Not sent' },
  waiting: { color: 'blue', label: 'Waiting' },
};

type OrderItem = JobItemView<OrderOutcome>;

function shownState(item: OrderItem): Shown {
  const outcome = item.result;
  if (outcome) return outcome.result;
  if (item.error?.kind === 'outcome_unknown') return 'outcome_unknown';
  if (item.state === 'cancelled' || item.error?.kind === 'cancelled') return 'not_sent';
  return item.state === 'failed' ? 'failed' : 'waiting';
}

/** Each order of the last checkout and how it ended; unknown outcomes can be checked now. */
export function CheckoutResults({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const quote = useCart((s) => s.checkoutQuote);
  const focusDomainField = useCart((s) => s.focusDomainField);
  const accountId = useCurrentAccount()?.id;
  if (job === undefined) return null;
  const byIndex = new Map(itemsOfKind('orders', job).map((item) => [item.index, item]));
  const running = job.summary.state === 'running';
  const items = quote?.items ?? [];
  // Which kinds of order went through: only new names join the portfolio as pending.
  const succeeded = items.filter((_, index) => {
    const item = byIndex.get(index);
    return item?.result?.result === 'succeeded';
  });
  const newNames = succeeded.some((q) => q.operation !== 'renew');
  const renewed = succeeded.some((q) => q.operation === 'renew');
  return (
    <Card withBorder padding="sm" aria-label="Checkout results">
      <Stack gap="xs">
        <JobProgressCard jobId={jobId} unit="orders" />
        <Table fz="sm" verticalSpacing={3} aria-label="Order results">
          <Table.Tbody>
            {items.map((quoted, index) => {
              const item = byIndex.get(index);
              const state: Shown = item === undefined ? 'waiting' : shownState(item);
              const outcome = item?.result;
              const charged = outcome?.order.charged ?? null;
              return (
                <Table.Tr key={`${quoted.operation}:${quoted.domain}`}>
                  <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {quoted.unicodeDomain}
                    {quoted.premium && <PremiumMark />}
                  </Table.Td>
                  <Table.Td w={150}>
                    <Badge color={LOOK[state].color} variant="light" size="sm" tt="none">
                      {LOOK[state].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    <Text size="sm">
                      quoted {formatMoney(quoted.price, quote?.currency ?? null)}
                    </Text>
                    {charged !== null && (
                      <Text size="sm" c={outcome?.chargeWarning ? 'orange' : undefined}>
                        charged {formatMoney(charged, quote?.currency ?? null)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="xs">{outcome?.message ?? item?.error?.message ?? ''}</Text>
                      {outcome?.chargeWarning && (
                        <Text size="xs" c="orange" fw={600}>
                          {outcome.chargeWarning}
                        </Text>
                      )}
                      {outcome?.warning && (
                        <Text size="xs" c="orange">
                          {outcome.warning}
                        </Text>
                      )}
                      {outcome?.missingDomainFields?.map((field) => (
                        <Button
                          key={field}
                          size="compact-xs"
                          variant="light"
                          w="fit-content"
                          aria-label={`Fill in ${field} for ${quoted.unicodeDomain}`}
                          onClick={() => {
                            if (accountId !== undefined)
                              focusDomainField(accountId, quoted.domain, quoted.operation, field);
                          }}
                        >
                          Fill in {field}
                        </Button>
                      ))}
                      {outcome?.order.preset && <LiveOrderPreset order={outcome.order} />}
                      {state === 'outcome_unknown' && outcome && (
                        <ReconcileAction order={outcome.order} />
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {!running && <ReceiptCard jobId={jobId} />}
        {!running && (newNames || renewed) && (
          <Alert color="green" variant="light">
            <Group justify="space-between">
              <Text size="sm">
                {newNames
                  ? 'New domains are in the portfolio as pending until the registry confirms them.'
                  : ''}
                {newNames && renewed ? ' ' : ''}
                {renewed ? 'Renewed domains show their new expiry date in the portfolio.' : ''}
              </Text>
              <NavigateButton screen="portfolio" variant="light">
                Open the portfolio
              </NavigateButton>
            </Group>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
