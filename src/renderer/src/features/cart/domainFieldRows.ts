import { domainFieldHint, domainFieldNameProblem } from '../../../../shared/domainFields';
import type { DomainFieldHint, DomainFields } from '../../../../shared/domainFields';

/** One name → value row as the editor holds it; `key` keeps React rows stable while typing. */
export interface DomainFieldRow {
  readonly key: number;
  readonly name: string;
  readonly value: string;
}

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

export interface RowProblems {
  readonly name?: string;
  readonly value?: string;
}

/** What is wrong with each row, by key: a name unusable or given twice, a value left empty. */
export function rowProblems(rows: readonly DomainFieldRow[]): Map<number, RowProblems> {
  const seen = new Set<string>();
  const problems = new Map<number, RowProblems>();
  for (const row of rows) {
    const name = row.name.trim();
    const blank = name === '' && row.value.trim() === '';
    const nameProblem = blank
      ? undefined
      : seen.has(name)
        ? `"${name}" is given twice`
        : domainFieldNameProblem(name);
    seen.add(name);
    const valueProblem =
      name !== '' && row.value.trim() === '' ? 'Empty: fill it in or remove the row' : undefined;
    if (nameProblem !== undefined || valueProblem !== undefined) {
      problems.set(row.key, {
        ...(nameProblem !== undefined && { name: nameProblem }),
        ...(valueProblem !== undefined && { value: valueProblem }),
      });
    }
  }
  return problems;
}

/** Whether the rows can be saved as they are: every named row usable and named once. */
export function savable(rows: readonly DomainFieldRow[]): boolean {
  return [...rowProblems(rows).values()].every((problem) => problem.name === undefined);
}

export function hintFor(domain: string, row: DomainFieldRow): DomainFieldHint | undefined {
  return domainFieldHint(domain, row.name.trim());
}
