import { z } from 'zod';
import type { DnsRecordView } from '../ipc/channels/domainsTypes';
import { withRule } from '../rules/ruleSchema';
import { checkDnsRecords } from './dnsRecordRules';

/**
 * A domain's DNS set as the editor holds it, checked by the rule main's save applies
 * (`checkDnsRecords`): its issues sit on `records.2.address`, `records.2` and `records`.
 */
export function dnsRecordsFormSchema(domain: string) {
  return withRule(
    z.object({ records: z.array(z.custom<DnsRecordView>()) }),
    ({ records }) => checkDnsRecords(records, domain).issues,
  );
}

export interface DnsRecordsForm extends Record<string, unknown> {
  readonly records: DnsRecordView[];
}
