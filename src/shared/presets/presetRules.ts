import type { FieldIssue } from '../rules/fieldIssue';
import { checkDnsRecords } from '../dns/dnsRecordRules';
import type { DnsRecordView } from '../ipc/channels/domainsTypes';

/**
 * A preset's DNS template: records whose host name and value may hold `{domain}`, replaced by
 * the domain's (ASCII) name when the preset is applied. `mail.{domain}` becomes
 * `mail.example.com` on example.com; `{domain}` alone is the domain itself. It is the only
 * placeholder: any other `{…}` is refused, so a typo is not sent to the registrar as text.
 */
export const DOMAIN_PLACEHOLDER = '{domain}';

/** The name a template is checked against: every rule sees a real record. */
export const TEMPLATE_SAMPLE_DOMAIN = 'example.com';

export interface DnsTemplateRecord {
  readonly hostname: string;
  readonly type: string;
  readonly address: string;
  readonly priority: number;
}

const OTHER_BRACES = /\{(?!domain\})[^}]*\}?|(?<!\{domain)\}/i;

/** The template's records for one domain. */
export function fillDnsTemplate(
  template: readonly DnsTemplateRecord[],
  domain: string,
): DnsRecordView[] {
  const fill = (text: string): string => text.split(DOMAIN_PLACEHOLDER).join(domain);
  return template.map((record) => ({
    hostname: fill(record.hostname),
    type: record.type,
    address: fill(record.address),
    priority: record.priority,
  }));
}

/**
 * The template checked with the DNS editor's rules on a sample domain, plus the placeholder
 * rule. Paths are those of the template (`dns.0.address`).
 */
export function checkDnsTemplate(
  template: readonly DnsTemplateRecord[],
  path = 'dns',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  template.forEach((record, index) => {
    for (const field of ['hostname', 'address'] as const) {
      if (OTHER_BRACES.test(record[field])) {
        issues.push({
          path: `${path}.${index}.${field}`,
          message: `Record ${index + 1}: only ${DOMAIN_PLACEHOLDER} can stand for the domain's name; remove the other braces.`,
        });
      }
    }
  });
  if (template.length === 0) return issues;
  const checked = checkDnsRecords(
    fillDnsTemplate(template, TEMPLATE_SAMPLE_DOMAIN),
    TEMPLATE_SAMPLE_DOMAIN,
  );
  for (const issue of checked.issues) {
    issues.push({ path: issue.path.replace(/^records/, path), message: issue.message });
  }
  return issues;
}
