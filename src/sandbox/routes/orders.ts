import { registerOrder, renewOrder, transferOrder } from '../orders';
import type { Route } from '../router';

export const orderRoutes: Route[] = [
  { method: 'POST', path: '/order/domains/register', handler: registerOrder },
  { method: 'POST', path: '/order/domains/transfer', handler: transferOrder },
  { method: 'POST', path: '/order/domains/renew', handler: renewOrder },
];
