import type { Route } from '../router';
import { accountRoutes } from './account';
import { contactRoutes } from './contacts';
import { dnsRoutes } from './dns';
import { domainInfoRoutes } from './domainInfo';
import { emailRoutes } from './email';
import { lookupRoutes } from './lookup';
import { nameserverRoutes } from './nameservers';
import { orderRoutes } from './orders';
import { tldRoutes } from './tlds';

/** Every action of the API, by method and path after the entry script. */
export const apiRoutes: readonly Route[] = [
  ...accountRoutes,
  ...lookupRoutes,
  ...tldRoutes,
  ...orderRoutes,
  ...domainInfoRoutes,
  ...nameserverRoutes,
  ...contactRoutes,
  ...dnsRoutes,
  ...emailRoutes,
];
