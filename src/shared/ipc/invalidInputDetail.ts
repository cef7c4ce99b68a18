import type { FieldIssue } from '../rules/fieldIssue';
import type { InvalidInputDetail } from './errorDetailSchemas';

export type { InvalidInputDetail };

/** The detail of an `invalid_input` error, from its problems (only `path` and `message`). */
export function invalidInputDetail(issues: readonly FieldIssue[]): InvalidInputDetail {
  return { issues: issues.map(({ path, message }) => ({ path, message })) };
}
