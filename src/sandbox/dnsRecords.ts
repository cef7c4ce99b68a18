import { isIP } from 'node:net';
import { isHostname } from './domainName';
import { isMap, listOf, optionalString } from './formFields';
import { validationError } from './replies';
import type { DnsRecordView } from './types';

export const DNS_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'URL', 'FRAME'];
export const MAX_DNS_RECORDS = 500;

const HOST_LABEL =
  /^(@|\*|(\*\.)?[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*)$/i;

function checkAddress(type: string, address: string, where: string): void {
  const bad = (what: string): never => {
    throw validationError(`${where}[address] '${address}' must be ${what} for a ${type} record`);
  };
  if (type === 'A' && isIP(address) !== 4) bad('an IPv4 address');
  if (type === 'AAAA' && isIP(address) !== 6) bad('an IPv6 address');
  if ((type === 'CNAME' || type === 'MX' || type === 'NS') && !isHostname(address))
    bad('a host name');
  if ((type === 'URL' || type === 'FRAME') && !/^https?:\/\/\S+$/i.test(address))
    bad('an http(s) URL');
}

/**
 * Reads `dnsrecords[i][hostname|type|address|priority|recid]`: the full set to store.
 * Records keep a known `recid`; new ones get the next free id.
 */
export function readDnsRecords(
  value: unknown,
  existing: readonly DnsRecordView[],
  nextRecId: number,
): { records: DnsRecordView[]; nextRecId: number } {
  const items = listOf(value);
  if (items.length === 0) throw validationError('dnsrecords is required');
  if (items.length > MAX_DNS_RECORDS) {
    throw validationError(`at most ${MAX_DNS_RECORDS} dnsrecords are accepted`);
  }
  const known = new Set(existing.map((r) => r.recid));
  const used = new Set<string>();
  let next = nextRecId;
  const records = items.map((item, i): DnsRecordView => {
    const where = `dnsrecords[${i}]`;
    if (!isMap(item)) throw validationError(`${where} must be a record`);
    const hostname = optionalString(item, 'hostname');
    if (hostname === undefined || !HOST_LABEL.test(hostname)) {
      throw validationError(`${where}[hostname] must be a host label or @`);
    }
    const type = (optionalString(item, 'type') ?? '').toUpperCase();
    if (!DNS_TYPES.includes(type))
      throw validationError(`${where}[type] '${type}' is not supported`);
    const address = optionalString(item, 'address');
    if (address === undefined) throw validationError(`${where}[address] is required`);
    checkAddress(type, address, where);
    const priorityText = optionalString(item, 'priority') ?? '0';
    if (!/^\d{1,5}$/.test(priorityText) || Number(priorityText) > 65535) {
      throw validationError(`${where}[priority] must be a number from 0 to 65535`);
    }
    const sent = optionalString(item, 'recid');
    const recid = sent !== undefined && known.has(sent) && !used.has(sent) ? sent : String(next++);
    used.add(recid);
    return { hostname, type, address, priority: Number(priorityText), recid };
  });
  return { records, nextRecId: next };
}
