import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../shared/api';
import type { ContactSetRole, StoredContact } from '../../../shared/api';
import type { DnsRecordView, EmailRuleView } from '../../../shared/ipc/channels/domainsTypes';

/**
 * Whether two versions of a set say the same thing. Registrars renumber record ids, change
 * case and add trailing dots, so the comparison is on meaning, not on bytes, and ignores
 * order where order carries none.
 */

const HOST_TARGET = new Set(['CNAME', 'MX', 'NS', 'SRV']);

function dnsKey(record: DnsRecordView): string {
  const type = record.type.trim().toUpperCase();
  const host = record.hostname.trim().toLowerCase().replace(/\.$/, '') || '@';
  let address = record.address.trim();
  if (HOST_TARGET.has(type)) address = address.toLowerCase().replace(/\.$/, '');
  const priority = type === 'MX' || type === 'SRV' ? record.priority : 0;
  return JSON.stringify([host, type, address, priority]);
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort();
  const right = [...b].sort();
  return left.every((key, i) => key === right[i]);
}

export function sameDnsSet(a: readonly DnsRecordView[], b: readonly DnsRecordView[]): boolean {
  return sameMultiset(a.map(dnsKey), b.map(dnsKey));
}

function ruleKey(rule: EmailRuleView): string {
  return JSON.stringify([rule.prefix.trim().toLowerCase(), rule.forwardto.trim().toLowerCase()]);
}

export function sameEmailRules(a: readonly EmailRuleView[], b: readonly EmailRuleView[]): boolean {
  return sameMultiset(a.map(ruleKey), b.map(ruleKey));
}

/** Nameservers are compared in order: ns1 is the one resolvers try first. */
export function sameNameservers(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]) =>
    list.map((host) => host.trim().toLowerCase().replace(/\.$/, '')).filter((host) => host !== '');
  const left = norm(a);
  const right = norm(b);
  return left.length === right.length && left.every((host, i) => host === right[i]);
}

type ContactsLike = Partial<Record<ContactSetRole, Partial<StoredContact>>>;

/** Contacts are compared on the model fields; spelling of labels and extras do not count. */
export function sameContacts(a: ContactsLike, b: ContactsLike): boolean {
  return CONTACT_SET_ROLES.every((role) =>
    CONTACT_FIELDS.every((field) => {
      const left = (a[role]?.[field] ?? '').trim().toLowerCase();
      const right = (b[role]?.[field] ?? '').trim().toLowerCase();
      return left === right;
    }),
  );
}
