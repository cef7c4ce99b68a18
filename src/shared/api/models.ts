/** Hostnames of a domain's nameservers; ns1 and ns2 are required wherever a set is required. */
export interface Nameservers {
  ns1: string;
  ns2: string;
  ns3?: string;
  ns4?: string;
  ns5?: string;
}

export const NAMESERVER_KEYS = ['ns1', 'ns2', 'ns3', 'ns4', 'ns5'] as const;
export type NameserverKey = (typeof NAMESERVER_KEYS)[number];

/** A contact as the API's forms carry it. */
export interface Contact {
  firstname: string;
  lastname: string;
  fullname: string;
  companyname: string;
  email: string;
  address1: string;
  /** Second address line; empty when unused. */
  address2: string;
  city: string;
  state: string;
  postcode: string;
  /** Two-letter country code. */
  country: string;
  /** International format with a leading plus sign. */
  phonenumber: string;
  /** VAT or other tax number some registries ask for; empty when unused. */
  tax_id: string;
}

export const CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'fullname',
  'companyname',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'phonenumber',
  'tax_id',
] as const satisfies readonly (keyof Contact)[];
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Role keys of an order's `contacts` map (lowercase). */
export const CONTACT_ROLES = ['registrant', 'tech', 'billing', 'admin'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Role keys of the save-contacts `contactdetails` map and of the stored set (capitalized). */
export const CONTACT_SET_ROLES = ['Registrant', 'Technical', 'Billing', 'Admin'] as const;
export type ContactSetRole = (typeof CONTACT_SET_ROLES)[number];

export interface Addons {
  dnsmanagement: boolean;
  emailforwarding: boolean;
  idprotection: boolean;
}

export interface DnsRecord {
  /** Host label; `@` is the apex. */
  hostname: string;
  /** Record type such as A or CNAME. */
  type: string;
  address: string;
  /** 0 when unused. */
  priority: number;
  /** Present on records that already exist at the registrar. */
  recid?: string;
}

export interface EmailForwardRule {
  /** Local part before the @. */
  prefix: string;
  forwardto: string;
}

/** A child (glue) nameserver under the domain. */
export interface GlueRecord {
  nameserver: string;
  ipaddress: string;
}

export type LockStatus = 'locked' | 'unlocked';

/** Operation of a cart pricing record (path segment of GET /order/pricing/domains/{type}). */
export type CartPricingType = 'register' | 'renew' | 'transfer';
