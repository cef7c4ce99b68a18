// The API models the cache stores, from the shared API module.
export type {
  Contact,
  DnsRecord,
  EmailForwardRule,
  GlueRecord,
  Nameservers,
  StoredContacts,
} from '../../shared/api';
