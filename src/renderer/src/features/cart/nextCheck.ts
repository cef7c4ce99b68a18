import type { OrderView } from '../../../../shared/ipc/channels/orders';

/**
 * When the app will next check an order whose outcome is unknown, by itself. The order view
 * is gaining a `nextCheckAt` field; until it carries one this answers null and the screen
 * says only that it will be checked again.
 */
export function nextCheckAtOf(order: OrderView): string | null {
  const value: unknown = (order as OrderView & { nextCheckAt?: unknown }).nextCheckAt;
  return typeof value === 'string' && value !== '' ? value : null;
}
