import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../../shared/api';
import type { Contact, ContactField, ContactSetRole, StoredContact } from '../../../../shared/api';
import type { ContactsView, DnsRecordView } from '../../../../shared/ipc/channels/domainsTypes';

/**
 * What copying a set onto a domain changes, one line a difference, in the words a reseller
 * reads in a registrar panel. An empty list means the domain already has that set.
 */

const host = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

export function nameserverChanges(live: readonly string[], wanted: readonly string[]): string[] {
  const before = live.map(host).filter((name) => name !== '');
  const after = wanted.map(host).filter((name) => name !== '');
  const lines: string[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    const was = before[i];
    const will = after[i];
    if (was !== will) lines.push(`ns${i + 1} ${was ?? '(none)'} → ${will ?? '(none)'}`);
  }
  return lines;
}

const TARGET_IS_HOST = new Set(['CNAME', 'MX', 'NS', 'SRV']);

function dnsLine(record: DnsRecordView): string {
  const type = record.type.trim().toUpperCase();
  const name = record.hostname.trim().toLowerCase().replace(/\.$/, '') || '@';
  const address = TARGET_IS_HOST.has(type) ? host(record.address) : record.address.trim();
  const priority = type === 'MX' || type === 'SRV' ? ` (priority ${record.priority})` : '';
  return `${type} ${name} ${address}${priority}`;
}

/** The records a copy removes and adds, each as one line; order means nothing in a DNS set. */
export function dnsDiff(
  live: readonly DnsRecordView[],
  wanted: readonly DnsRecordView[],
): { removed: string[]; added: string[] } {
  const removed = live.map(dnsLine);
  const added: string[] = [];
  for (const line of wanted.map(dnsLine)) {
    const at = removed.indexOf(line);
    if (at >= 0) removed.splice(at, 1);
    else added.push(line);
  }
  return { removed: removed.sort(), added: added.sort() };
}

/** Records removed (−) and added (+). */
export function dnsChanges(
  live: readonly DnsRecordView[],
  wanted: readonly DnsRecordView[],
): string[] {
  const { removed, added } = dnsDiff(live, wanted);
  return [...removed.map((line) => `− ${line}`), ...added.map((line) => `+ ${line}`)];
}

/**
 * The fields compared. The full name is left out: registrars derive it from the first and
 * last names when it is not given, so it would differ on domains that are the same.
 */
export const COMPARED_CONTACT_FIELDS: readonly ContactField[] = CONTACT_FIELDS.filter(
  (field) => field !== 'fullname',
);

const fieldText = (contact: Partial<StoredContact> | undefined, field: ContactField): string =>
  (contact?.[field] ?? '').trim();

/** Per role, the fields whose value would change (compared without case). */
export function contactChanges(
  live: ContactsView,
  wanted: Readonly<Record<ContactSetRole, Contact>>,
): string[] {
  const lines: string[] = [];
  for (const role of CONTACT_SET_ROLES) {
    for (const field of COMPARED_CONTACT_FIELDS) {
      const was = fieldText(live.contacts[role], field);
      const will = fieldText(wanted[role], field);
      if (was.toLowerCase() !== will.toLowerCase()) {
        lines.push(`${role} ${field}: ${was || '(empty)'} → ${will || '(empty)'}`);
      }
    }
  }
  return lines;
}
