import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { OrderView } from '../../../../shared/ipc/channels/orders';
import { useCurrentAccount } from '../../state/currentAccount';
import { formatClock } from '../../components/dates';
import { SendAgainButton } from './SendAgainButton';
import { useCart } from './cartStore';

/** When an order of unknown outcome is checked next, and a button to check it now. */
export function ReconcileAction({
  order,
  compact = false,
}: {
  order: OrderView;
  /** Only the button and the verdict, for a table cell. */
  compact?: boolean;
}) {
  const account = useCurrentAccount();
  const orderId = order.id;
  const busy = useCart((s) => s.reconciling[orderId] === true);
  const result = useCart((s) => s.reconciled[orderId]);
  const reconcile = useCart((s) => s.reconcile);
  const done = result !== undefined && 'conclusion' in result ? result : null;
  // A check that could not tell moves the next automatic one on.
  const next = done?.order.nextCheckAt ?? order.nextCheckAt;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="xs" c="dimmed" hidden={compact}>
          {next === null
            ? 'Not sent again. It will be checked again automatically.'
            : `Not sent again. Next automatic check at ${formatClock(next)}.`}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          loading={busy}
          onClick={() => {
            if (account) void reconcile(account.id, orderId);
          }}
        >
          Check now
        </Button>
      </Group>
      {done && (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {done.conclusion === 'placed'
              ? 'The order was placed.'
              : done.conclusion === 'not_placed'
                ? 'The order was not placed; nothing was charged.'
                : 'Still unknown.'}
          </Text>
          <SendAgainButton order={done.order} />
          <List size="xs" spacing={0} hidden={compact}>
            {done.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {result !== undefined && !('conclusion' in result) && (
        <Text size="xs" c="red">
          The check failed: {result.message}
        </Text>
      )}
    </Stack>
  );
}
