import { useMemo, useState } from 'react';
import { dnsRecordsFormSchema } from '../../../../../shared/dns/dnsRecordsSchema';
import type { DnsRecordsForm } from '../../../../../shared/dns/dnsRecordsSchema';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { fieldPath } from '../../../../../shared/rules/fieldIssue';
import { useRuleForm } from '../../../components/useRuleForm';
import type { RowIssues } from './DnsRecordRow';

export interface Row {
  /** Stays with the record while others are added or deleted (focus, React identity). */
  readonly key: number;
  readonly record: DnsRecordView;
}

const ROW_FIELDS = ['hostname', 'type', 'address', 'priority'] as const;

/**
 * Problems by row and field, from the form's errors on the shared rule's own paths
 * (`records.2.address`, `records.2` for the whole row); the rest (the set as a whole) apart.
 */
function issuesByRow(errors: Readonly<Record<string, unknown>>, count: number) {
  const rows = new Map<number, RowIssues>();
  const shown = new Set<string>();
  for (let at = 0; at < count; at += 1) {
    const row: Record<string, string> = {};
    for (const field of [...ROW_FIELDS, 'row'] as const) {
      const path = field === 'row' ? fieldPath('records', at) : fieldPath('records', at, field);
      const message = errors[path];
      if (typeof message !== 'string') continue;
      row[field] = message;
      shown.add(path);
    }
    if (Object.keys(row).length > 0) rows.set(at, row);
  }
  const general = Object.entries(errors)
    .filter(([path, message]) => !shown.has(path) && typeof message === 'string')
    .map(([, message]) => String(message));
  return { rows, general };
}

/**
 * The records being edited, in a form checked on every change by the rule main's save
 * applies, each with a key of its own.
 */
export function useDnsRows(initial: readonly DnsRecordView[], domain: string) {
  const schema = useMemo(() => dnsRecordsFormSchema(domain), [domain]);
  const form = useRuleForm<DnsRecordsForm>(schema, { records: [...initial] }, { live: true });
  const [keys, setKeys] = useState<readonly number[]>(() => initial.map((_, i) => i));
  const [nextKey, setNextKey] = useState(initial.length);
  const records = form.values.records;
  const rows: Row[] = records.map((record, i) => ({ key: keys[i] ?? -1 - i, record }));
  const issues = issuesByRow(form.errors, records.length);
  return {
    rows,
    records,
    issues,
    problemCount: Object.values(form.errors).filter((message) => typeof message === 'string')
      .length,
    update: (index: number, record: DnsRecordView) => {
      form.setFieldValue(`records.${String(index)}`, record);
    },
    /** Adds a record at the end; answers its key. */
    add: (record: DnsRecordView): number => {
      form.insertListItem('records', record);
      setKeys([...keys, nextKey]);
      setNextKey(nextKey + 1);
      return nextKey;
    },
    remove: (index: number) => {
      form.removeListItem('records', index);
      setKeys(keys.filter((_, at) => at !== index));
    },
    replaceAll: (list: readonly DnsRecordView[]) => {
      form.setValues({ records: [...list] });
      setKeys(list.map((_, i) => nextKey + i));
      setNextKey(nextKey + list.length);
    },
  };
}
