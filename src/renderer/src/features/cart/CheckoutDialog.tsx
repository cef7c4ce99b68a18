import { Alert, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { AppError } from '../../../../shared/ipc';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoney } from '../../components/money';
import { PremiumMark } from './PremiumMark';

const VERB = { register: 'Register', transfer: 'Transfer', renew: 'Renew' } as const;

function centsOf(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** Premium prices the fresh lookup changed since the line was added, in words. */
function changedPrices(quote: Quote): string[] {
  return quote.items.flatMap((item) => {
    const before = item.premium?.previousRegister;
    return before === undefined || item.price === null
      ? []
      : [
          `${item.unicodeDomain}: the premium price is now ${formatMoney(item.price, quote.currency)} (was ${formatMoney(before, quote.currency)}).`,
        ];
  });
}

/** The fresh quote, line by line: exactly what will be charged, and the balance it comes from. */
function Lines({ quote }: { quote: Quote }) {
  const currency = quote.currency;
  const after =
    quote.balance.amount === null
      ? null
      : (centsOf(quote.balance.amount) - centsOf(quote.total)) / 100;
  const changed = changedPrices(quote);
  return (
    <>
      {changed.length > 0 && (
        <Alert color="orange" variant="light" title="Premium prices changed" role="alert">
          {changed.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Alert>
      )}
      {/* A long cart scrolls in its own box, its header in view, the payment buttons below it. */}
      <ScrollArea.Autosize
        mah="45vh"
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Orders, scrollable' }}
      >
        <Table stickyHeader fz="sm" verticalSpacing={3} aria-label="Orders to be charged">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th ta="right">To be charged</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.items.map((item) => (
              <Table.Tr key={`${item.operation}:${item.domain}`}>
                <Table.Td>
                  {item.unicodeDomain}
                  {item.premium && <PremiumMark />}
                </Table.Td>
                <Table.Td>
                  {VERB[item.operation]}, {item.period === 1 ? '1 year' : `${item.period} years`}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(item.price, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={2} fw={700}>
                Total
              </Table.Td>
              <Table.Td
                ta="right"
                fw={700}
                aria-label="Total to be charged"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatMoney(quote.total, currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Text size="sm">
        Taken from the balance of {formatMoney(quote.balance.amount, currency)}
        {after !== null ? `, leaving ${formatMoney(after, currency)}` : ''}. Each order is sent
        once; premium prices were just looked up again, and a premium order whose price has risen by
        the time it is sent is not sent.
      </Text>
    </>
  );
}

/**
 * The confirmation of a checkout, from a quote made as it opened (premium names looked up
 * afresh): its total is the sum of what will be charged.
 */
export function CheckoutDialog({
  quote,
  error,
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  /** Null while the fresh quote is being made. */
  quote: Quote | null;
  error: AppError | null;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = quote?.items.length ?? 0;
  const ready = quote !== null && quote.complete && quote.covered;
  return (
    <ConfirmDialog
      opened={opened}
      title={
        quote === null
          ? 'Checking the prices…'
          : `Place ${count === 1 ? '1 order' : `${count} orders`} for ${formatMoney(quote.total, quote.currency)}?`
      }
      confirmLabel={quote === null ? 'Pay' : `Pay ${formatMoney(quote.total, quote.currency)}`}
      busy={busy}
      disabled={!ready}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {error !== null && <ErrorAlert error={error} title="The cart could not be priced" />}
      {quote === null && error === null && (
        <Text size="sm" role="status">
          <Loader size="xs" mr="xs" />
          Looking premium names up again for their current price…
        </Text>
      )}
      {quote !== null && <Lines quote={quote} />}
      {quote !== null && !ready && (
        <Alert color="red" variant="light" role="alert" title="This cart cannot be ordered now">
          {quote.covered
            ? 'Some lines cannot be priced; see the cart.'
            : `The balance does not cover the total: ${formatMoney(quote.shortfall, quote.currency)} short.`}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
