import type { FieldIssue } from '../rules/fieldIssue';
import { refusedIssues } from './errorDetails';
import type { AppError, ErrorDetail } from './errors';

type JsonObject = Readonly<Record<string, ErrorDetail>>;

/**
 * One problem with what was sent: where it is (a path such as `contact.email` or
 * `nameservers[1]`) and what is wrong, in words for the user.
 */
// Plain JSON (an `ErrorDetail`), as every error's detail is.
export interface InputIssue extends JsonObject {
  readonly path: string;
  readonly message: string;
}

/** The detail every `invalid_input` error carries: its problems, one per field. */
export interface InvalidInputDetail extends JsonObject {
  readonly issues: readonly InputIssue[];
}

/** The detail of an `invalid_input` error, from its problems (only `path` and `message`). */
export function invalidInputDetail(
  issues: readonly { readonly path: string; readonly message: string }[],
): InvalidInputDetail {
  return { issues: issues.map(({ path, message }) => ({ path, message })) };
}

/**
 * The problems of an `invalid_input` error, checked as they cross the bridge against the
 * shape the contract declares (`errorDetails.ts`); none for an error of another kind.
 */
export function inputIssues(error: Pick<AppError, 'kind' | 'detail'>): readonly FieldIssue[] {
  return refusedIssues(error);
}
