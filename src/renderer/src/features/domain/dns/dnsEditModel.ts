import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import type { DiffEntry } from '../../../components/DiffView';
import { removesMuchOfZone } from '../../../../../shared/dns/massRemoval';

/** Record types the editor offers (the API also knows URL and FRAME, kept when read). */
export const EDITOR_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA'];
/** Types whose priority field means something. */
export const PRIORITY_TYPES = new Set(['MX', 'SRV']);

export { REMOVAL_COUNT_LIMIT, REMOVAL_SHARE_LIMIT } from '../../../../../shared/dns/massRemoval';

function identity(record: DnsRecordView): string {
  const type = record.type.trim().toUpperCase();
  const host = record.hostname.trim().toLowerCase().replace(/\.$/, '') || '@';
  const address = record.address.trim().replace(/\.$/, '').toLowerCase();
  const priority = PRIORITY_TYPES.has(type) ? record.priority : 0;
  return JSON.stringify([host, type, address, priority]);
}

function slot(record: DnsRecordView): string {
  const host = record.hostname.trim().toLowerCase().replace(/\.$/, '') || '@';
  return `${host}|${record.type.trim().toUpperCase()}`;
}

/**
 * What a save would do to the live set: records kept as they are drop out; a record of the
 * same host and type whose value differs is "changed"; the rest are added or removed.
 */
export function diffDnsSets(
  base: readonly DnsRecordView[],
  next: readonly DnsRecordView[],
): DiffEntry<DnsRecordView>[] {
  const unmatched = [...base];
  const fresh: DnsRecordView[] = [];
  for (const record of next) {
    const at = unmatched.findIndex((old) => identity(old) === identity(record));
    if (at >= 0) unmatched.splice(at, 1);
    else fresh.push(record);
  }
  const entries: DiffEntry<DnsRecordView>[] = [];
  for (const record of fresh) {
    const at = unmatched.findIndex((old) => slot(old) === slot(record));
    const before = at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
    entries.push(
      before === undefined
        ? { change: 'added', after: record }
        : { change: 'changed', before, after: record },
    );
  }
  for (const before of unmatched) entries.push({ change: 'removed', before });
  return entries;
}

/** True when the save removes more than 25 % of the live records, or more than 10. */
export function needsSecondConfirmation(
  baseCount: number,
  entries: readonly DiffEntry<DnsRecordView>[],
): boolean {
  const removed = entries.filter((entry) => entry.change === 'removed').length;
  return removesMuchOfZone(baseCount, removed);
}

/** `www  A  192.0.2.1` or `@  MX 10  mail.example.com`: one record on one line. */
export function recordText(record: DnsRecordView): string {
  const priority = PRIORITY_TYPES.has(record.type.toUpperCase()) ? ` ${record.priority}` : '';
  return `${record.hostname}  ${record.type}${priority}  ${record.address}`;
}
