import type { ApiClient } from './apiClient';
import type { FormValue } from './buildQuery';
import { freeName } from './names';

export const CONTACT = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  companyname: 'Analytical Engines Ltd',
  email: 'ada@example.net',
  address1: '12 St James Square',
  city: 'London',
  state: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
  phonenumber: '+44.2079460000',
};

export const CONTACTS = { registrant: CONTACT, tech: CONTACT, billing: CONTACT, admin: CONTACT };

/** A complete register/transfer body, with `extra` fields merged over it. */
export function orderFields(
  domain: string,
  extra: Readonly<Record<string, FormValue>> = {},
): Record<string, FormValue> {
  return {
    domain,
    regperiod: 1,
    nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
    contacts: CONTACTS,
    ...extra,
  };
}

/** Orders a free .com name for one year and provisions it at once. */
export async function orderActiveDomain(api: ApiClient, stem: string): Promise<string> {
  const name = freeName('com', stem);
  const res = await api.post('/order/domains/register', orderFields(name));
  if (res.json !== 'success') throw new Error(`order failed: ${res.text}`);
  api.sim.provision(name);
  return name;
}
