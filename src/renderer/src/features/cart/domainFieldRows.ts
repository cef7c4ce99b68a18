import { domainFieldHint } from '../../../../shared/domainFields';
import type { DomainFieldHint, DomainFields } from '../../../../shared/domainFields';
import type { DomainFieldRow } from '../../../../shared/orders/domainFieldsForm';

export type { DomainFieldRow };

let nextKey = 1;

export function newRow(name = '', value = ''): DomainFieldRow {
  nextKey += 1;
  return { key: nextKey, name, value };
}

export function rowsOf(fields: DomainFields): DomainFieldRow[] {
  return Object.entries(fields).map(([name, value]) => newRow(name, value));
}

/** The fields the rows stand for; rows without a name are still being typed and left out. */
export function fieldsOf(rows: readonly DomainFieldRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.filter((row) => row.name.trim() !== '').map((row) => [row.name.trim(), row.value.trim()]),
  );
}

export function sameFields(a: DomainFields, b: DomainFields): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function hintFor(domain: string, row: DomainFieldRow): DomainFieldHint | undefined {
  return domainFieldHint(domain, row.name.trim());
}
