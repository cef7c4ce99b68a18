import type { FieldIssue } from '../rules/fieldIssue';
import type { InvalidInputDetail } from './errorDetailSchemas';
import { refusedIssues } from './errorDetails';
import type { AppError } from './errors';

export type { InvalidInputDetail };

/** The detail of an `invalid_input` error, from its problems (only `path` and `message`). */
export function invalidInputDetail(issues: readonly FieldIssue[]): InvalidInputDetail {
  return { issues: issues.map(({ path, message }) => ({ path, message })) };
}

/** The problems of an `invalid_input` error; none for an error of another kind. */
export function inputIssues(error: AppError): readonly FieldIssue[] {
  return refusedIssues(error);
}
