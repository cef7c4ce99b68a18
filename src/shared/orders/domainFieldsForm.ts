import { z } from 'zod';
import { domainFieldNameProblem } from '../domainFields';
import type { FieldIssue } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';

/*
 * A cart line's registry fields as their editor holds them: rows of name and value, checked
 * by the rule an order is checked with (`domainFieldNameProblem`), each problem on the input
 * it concerns (`rows.2.name`, `rows.2.value`).
 */

/** One row; `key` keeps it the same row while its name is typed. */
export interface DomainFieldRow {
  readonly key: number;
  readonly name: string;
  readonly value: string;
}

export interface DomainFieldsForm extends Record<string, unknown> {
  readonly rows: readonly DomainFieldRow[];
}

export const EMPTY_VALUE_PROBLEM = 'Empty: fill it in or remove the row';

/**
 * What is wrong with each row: a name unusable or given twice, a named row's value left
 * empty. A row with neither name nor value is still being typed and has none.
 */
export function domainFieldRowIssues(rows: readonly DomainFieldRow[]): FieldIssue[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const name = row.name.trim();
    const blank = name === '' && row.value.trim() === '';
    const nameProblem = blank
      ? undefined
      : seen.has(name)
        ? `"${name}" is given twice`
        : domainFieldNameProblem(name);
    seen.add(name);
    const issues: FieldIssue[] = [];
    if (nameProblem !== undefined)
      issues.push({ path: `rows.${index}.name`, message: nameProblem });
    if (name !== '' && row.value.trim() === '') {
      issues.push({ path: `rows.${index}.value`, message: EMPTY_VALUE_PROBLEM });
    }
    return issues;
  });
}

/**
 * Whether the rows can be saved: every named row usable and named once. An empty value is
 * flagged but saved, so a row the registry asked for is not lost.
 */
export function domainFieldRowsSavable(rows: readonly DomainFieldRow[]): boolean {
  return domainFieldRowIssues(rows).every((issue) => !issue.path.endsWith('.name'));
}

export const domainFieldsFormSchema = withRule(
  z.object({
    rows: z.array(z.object({ key: z.number(), name: z.string(), value: z.string() })),
  }),
  ({ rows }) => domainFieldRowIssues(rows),
);
