import { readDnsRecords } from '../dnsRecords';
import { json, statusSuccess } from '../replies';
import type { Route } from '../router';
import { activeDomain, requireFeature } from './managed';

export const dnsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/domains/:domain/dns',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      requireFeature(ctx, 'dns');
      return json(ctx.state.domains.details(record).dns);
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/dns',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      requireFeature(ctx, 'dns');
      const details = ctx.state.domains.details(record);
      const read = readDnsRecords(ctx.body.dnsrecords, details.dns, details.nextRecId);
      details.dns = read.records;
      details.nextRecId = read.nextRecId;
      return statusSuccess();
    },
  },
];
