import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { formatAge } from '../../components/dates';
import { formatMoney } from '../../components/money';

/** The total against the balance; a shortfall or a problem blocks checkout and says why. */
export function QuoteSummary({
  quote,
  blocked,
  busy,
  onCheckout,
  offline = null,
}: {
  quote: Quote;
  /** Lines with problems found before sending. */
  blocked: number;
  busy: boolean;
  onCheckout: () => void;
  /** Why nothing can be sent now (the account is offline), or null. */
  offline?: string | null;
}) {
  const currency = quote.currency;
  const shortfall = Number(quote.shortfall) > 0;
  const canCheckout = quote.complete && quote.covered && blocked === 0 && offline === null;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Total</Text>
          <Text
            size="lg"
            fw={700}
            aria-label="Cart total"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatMoney(quote.total, currency)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Balance</Text>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(quote.balance.amount, currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          read {formatAge(quote.balance.at)}
          {quote.balance.fromCache ? ' (from the cache)' : ''}
        </Text>
        {shortfall && (
          <Alert color="red" variant="light" title="Not enough credit" role="alert">
            {formatMoney(quote.shortfall, currency)} missing. Add credit with the provider or remove
            items, then check again.
          </Alert>
        )}
        {!shortfall && quote.balance.amount === null && (
          <Alert color="orange" variant="light" title="Balance unknown">
            The balance could not be read
            {quote.balance.refreshError ? `: ${quote.balance.refreshError.message}` : ''}. Checkout
            waits until it can be compared with the total.
          </Alert>
        )}
        {blocked > 0 && (
          <Text size="xs" c="red">
            {blocked === 1 ? '1 item needs' : `${blocked} items need`} attention before checkout.
          </Text>
        )}
        {offline !== null && (
          <Text size="xs" c="red" id="checkout-offline">
            {offline}
          </Text>
        )}
        <Button
          onClick={onCheckout}
          disabled={!canCheckout}
          loading={busy}
          {...(offline !== null && { 'aria-describedby': 'checkout-offline' })}
        >
          Check out
        </Button>
      </Stack>
    </Card>
  );
}
