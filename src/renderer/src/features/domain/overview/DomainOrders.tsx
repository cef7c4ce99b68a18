import { Badge, Loader, Table, Text } from '@mantine/core';
import type { OrderView } from '../../../../../shared/ipc/channels/orders';
import { formatDate } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { OrderPresetLine } from '../../../components/OrderPresetLine';
import { resultColor } from '../../../components/resultColors';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { PAGE_STICKY_HEADER } from '../../../components/stickyHeader';

export function OrderStateBadge({ order }: { order: OrderView }) {
  // A transfer that went through has only started; the domain's transfer status tells the end.
  const label =
    order.verdict === null
      ? order.operation === 'transfer' && order.state === 'succeeded'
        ? 'transfer started'
        : order.state.replace('_', ' ')
      : `${order.state.replace('_', ' ')} → ${order.verdict.replace('_', ' ')}`;
  return (
    <Badge size="sm" variant="light" tt="none" color={resultColor(order.state)}>
      {label}
    </Badge>
  );
}

/**
 * The orders placed for this domain, with their journal state and how applying the preset an
 * order carried went (read again as it moves: the `orders` scope).
 */
export function DomainOrders({ accountId, domain }: { accountId: string; domain: string }) {
  const query = useBridgeRead('orders:list', { accountId, domain });
  if (query.status === 'loading') return <Loader size="xs" aria-label="Reading orders" />;
  if (query.status === 'error') return <ErrorAlert error={query.error} onRetry={query.reload} />;
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No orders for this domain were placed from DomainDesk.
      </Text>
    );
  }
  return (
    <Table {...PAGE_STICKY_HEADER} aria-label="Orders" verticalSpacing={2} fz="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th ta="right">Quoted</Table.Th>
          <Table.Th ta="right">Charged</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Td>{formatDate(order.createdAt)}</Table.Td>
            <Table.Td>
              {order.operation}, {order.period} year{order.period === 1 ? '' : 's'}
              <OrderPresetLine order={order} />
            </Table.Td>
            <Table.Td>
              <OrderStateBadge order={order} />
            </Table.Td>
            <Table.Td ta="right">{formatMoney(order.price, order.currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(order.charged, order.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
