import type { OrderView } from '../../../../shared/ipc/channels/orders';
import { OrderPresetLine } from '../../components/OrderPresetLine';
import { useBridgeRead } from '../../data/useBridgeRead';

/**
 * An order's preset line as it is now: the order is read again whenever the journal's
 * `orders` scope moves (its preset waits, then is applied), the checkout's answer meanwhile.
 */
export function LiveOrderPreset({ order }: { order: OrderView }) {
  const read = useBridgeRead('orders:get', { orderId: order.id });
  return <OrderPresetLine order={read.status === 'ok' ? read.data : order} />;
}
