export { createDomainsService } from './domainsService';
export type { DomainsService } from './domainsService';
export type { GlueChange } from './nameserverActions';
export { checkDnsRecords, DNS_RECORD_TYPES } from '../../../shared/dns/dnsRecordRules';
export { checkContact, checkContactSet } from '../../../shared/contacts/contactRules';
export { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
