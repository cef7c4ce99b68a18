import { moneyToCents } from '../../../../shared/api';
import { startOrdersFixture } from '../../orders/testing/ordersFixture';
import type { OrdersFixture } from '../../orders/testing/ordersFixture';
import { createAutopilotService } from '../autopilotService';
import type { AutopilotService } from '../autopilotService';

export const DAY_MS = 86_400_000;
/** The simulator's renewal order path, to count what was sent. */
export const RENEW = '/order/domains/renew';

/** The orders fixture with an autopilot over it, the account holding `credit`. */
export async function startAutopilotFixture(
  credit = '1000.00',
): Promise<{ f: OrdersFixture; autopilot: AutopilotService }> {
  const f = await startOrdersFixture({ credit });
  const autopilot = createAutopilotService({ ctx: f.h.ctx, orders: f.orders, pricing: f.pricing });
  return { f, autopilot };
}

/** The account's credit at the simulator, in cents. */
export const creditAt = (f: OrdersFixture): number =>
  moneyToCents(f.h.sim.account(f.h.email)?.credit ?? '') ?? NaN;
