import { cartPricingRecord, listPricing, tldList, type OrderType } from '../catalogue';
import { readDomain } from '../orders';
import { json, notFound } from '../replies';
import type { Route } from '../router';

const ORDER_TYPES: readonly string[] = ['register', 'renew', 'transfer'];

export const tldRoutes: Route[] = [
  { method: 'GET', path: '/tlds', handler: () => json(tldList()) },
  { method: 'GET', path: '/tlds/pricing', handler: () => json(listPricing()) },
  {
    method: 'GET',
    path: '/order/pricing/domains/:type',
    handler: (ctx) => {
      const type = ctx.params.type ?? '';
      if (!ORDER_TYPES.includes(type)) return notFound();
      const { tld } = readDomain(ctx.query);
      return json(cartPricingRecord(tld, type as OrderType, ctx.account.currency));
    },
  },
];
