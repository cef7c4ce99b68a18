import { centsToMoney } from '../../shared/api/money';
import { json } from '../replies';
import type { Route } from '../router';

export const API_VERSION = '2.6.1';

export const accountRoutes: Route[] = [
  { method: 'GET', path: '/version', handler: () => json(API_VERSION) },
  {
    method: 'GET',
    path: '/billing/credits',
    handler: (ctx) => json(centsToMoney(ctx.account.creditCents)),
  },
];
