import type { DnsRecordView, EmailRuleView } from '../ipc/channels/domainsTypes';

/*
 * What makes two entries of a set the same. Registrars renumber record ids, change case and
 * add trailing dots, so the keys are on meaning, not on bytes.
 */

const HOST_TARGET = new Set(['CNAME', 'MX', 'NS', 'SRV']);

export function dnsRecordKey(record: DnsRecordView): string {
  const type = record.type.trim().toUpperCase();
  const host = record.hostname.trim().toLowerCase().replace(/\.$/, '') || '@';
  let address = record.address.trim();
  if (HOST_TARGET.has(type)) address = address.toLowerCase().replace(/\.$/, '');
  const priority = type === 'MX' || type === 'SRV' ? record.priority : 0;
  return JSON.stringify([host, type, address, priority]);
}

export function emailRuleKey(rule: EmailRuleView): string {
  return JSON.stringify([rule.prefix.trim().toLowerCase(), rule.forwardto.trim().toLowerCase()]);
}

export function hostKey(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}
