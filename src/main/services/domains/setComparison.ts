import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../shared/api';
import type { ContactSetRole, StoredContact } from '../../../shared/api';
import type { DnsRecordView, EmailRuleView } from '../../../shared/ipc/channels/domainsTypes';
import { dnsRecordKey, emailRuleKey, hostKey } from '../../../shared/history/setKeys';

/**
 * Whether two versions of a set say the same thing. Registrars renumber record ids, change
 * case and add trailing dots, so the comparison is on meaning, not on bytes, and ignores
 * order where order carries none.
 */

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort();
  const right = [...b].sort();
  return left.every((key, i) => key === right[i]);
}

export function sameDnsSet(a: readonly DnsRecordView[], b: readonly DnsRecordView[]): boolean {
  return sameMultiset(a.map(dnsRecordKey), b.map(dnsRecordKey));
}

export function sameEmailRules(a: readonly EmailRuleView[], b: readonly EmailRuleView[]): boolean {
  return sameMultiset(a.map(emailRuleKey), b.map(emailRuleKey));
}

/** Nameservers are compared in order: ns1 is the one resolvers try first. */
export function sameNameservers(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]) => list.map(hostKey).filter((host) => host !== '');
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
