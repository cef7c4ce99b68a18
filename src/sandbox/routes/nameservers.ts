import { isIP } from 'node:net';
import { requiredString } from '../formFields';
import { readNameservers } from '../orders';
import { json, statusSuccess, validationError } from '../replies';
import type { ApiContext, Route } from '../router';
import type { ChildNameserverView } from '../types';
import { activeDomain, requireFeature } from './managed';

/** The glue list of the path's domain, after the 403 and 501 checks. */
function glueOf(ctx: ApiContext): { domain: string; glue: ChildNameserverView[] } {
  const record = activeDomain(ctx);
  requireFeature(ctx, 'childNameservers');
  return { domain: record.name, glue: ctx.state.domains.details(record).glue };
}

function readHost(ctx: ApiContext, domain: string): string {
  const host = requiredString(ctx.body, 'nameserver').toLowerCase().replace(/\.$/, '');
  const label = host.endsWith(`.${domain}`) ? host.slice(0, -domain.length - 1) : '';
  if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(label)) {
    throw validationError(`nameserver '${host}' must be a host name under ${domain}`);
  }
  return host;
}

function readIp(ctx: ApiContext, key: string): string {
  const ip = requiredString(ctx.body, key);
  if (isIP(ip) === 0) throw validationError(`${key} '${ip}' is not an IP address`);
  return ip;
}

function findGlue(glue: ChildNameserverView[], host: string): ChildNameserverView {
  const entry = glue.find((g) => g.hostname === host);
  if (!entry) throw validationError(`nameserver '${host}' is not registered`);
  return entry;
}

export const nameserverRoutes: Route[] = [
  {
    method: 'GET',
    path: '/domains/:domain/nameservers',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      const ns = ctx.state.domains.details(record).nameservers;
      const slots = Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`ns${i}`, ns[i - 1] ?? '']));
      return json({ ...slots, status: 'success', message: '', success: 'success' });
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/nameservers',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      ctx.state.domains.details(record).nameservers = readNameservers(ctx.body, null);
      return json({ success: true });
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/nameservers/register',
    handler: (ctx) => {
      const { domain, glue } = glueOf(ctx);
      const hostname = readHost(ctx, domain);
      const ipaddress = readIp(ctx, 'ipaddress');
      if (glue.some((g) => g.hostname === hostname)) {
        throw validationError(`nameserver '${hostname}' is already registered`);
      }
      glue.push({ hostname, ipaddress });
      return statusSuccess();
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/nameservers/modify',
    handler: (ctx) => {
      const { domain, glue } = glueOf(ctx);
      const entry = findGlue(glue, readHost(ctx, domain));
      const current = readIp(ctx, 'currentipaddress');
      const next = readIp(ctx, 'newipaddress');
      if (current !== entry.ipaddress) {
        throw validationError(
          `currentipaddress '${current}' does not match the registered address`,
        );
      }
      entry.ipaddress = next;
      return statusSuccess();
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/nameservers/delete',
    handler: (ctx) => {
      const { domain, glue } = glueOf(ctx);
      const entry = findGlue(glue, readHost(ctx, domain));
      glue.splice(glue.indexOf(entry), 1);
      return statusSuccess();
    },
  },
];
