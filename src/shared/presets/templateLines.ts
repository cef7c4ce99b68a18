import { usesPriority } from '../dns/dnsRecordRules';
import type { FieldIssue } from '../rules/fieldIssue';
import type { DnsTemplateRecord } from './presetRules';

/**
 * A DNS template typed as text, one record a line: `host type value`, with the priority
 * before the value for MX and SRV (`@ MX 10 mail.{domain}`). The value is the rest of the
 * line, so a TXT value may hold spaces. Blank lines and lines starting with `;` are skipped.
 */

export function templateText(records: readonly DnsTemplateRecord[]): string {
  return records
    .map((record) =>
      [
        record.hostname || '@',
        record.type,
        ...(usesPriority(record.type) ? [String(record.priority)] : []),
        record.address,
      ].join(' '),
    )
    .join('\n');
}

export function parseTemplateText(
  text: string,
  path = 'dnsText',
): { records: DnsTemplateRecord[]; issues: FieldIssue[] } {
  const records: DnsTemplateRecord[] = [];
  const issues: FieldIssue[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) return;
    const [, hostname = '', type = '', rest = ''] = /^(\S+)\s+(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = type.toUpperCase();
    let priority = 0;
    let address = rest;
    if (usesPriority(upper)) {
      const [, typed, value = ''] = /^(\d+)\s+(.*)$/.exec(rest) ?? [];
      if (typed === undefined) {
        issues.push({
          path,
          message: `Line ${index + 1}: an ${upper} record needs its priority before the value, as in "@ MX 10 mail.{domain}".`,
        });
        return;
      }
      priority = Number(typed);
      address = value;
    }
    if (address === '') {
      issues.push({
        path,
        message: `Line ${index + 1}: write it as "host type value", as in "www CNAME {domain}".`,
      });
      return;
    }
    records.push({ hostname, type: upper, address, priority });
  });
  return { records, issues };
}
