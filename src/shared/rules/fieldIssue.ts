import { z } from 'zod';

/*
 * How every rule reports a problem, in main (an `invalid_input` error's detail) and in the
 * renderer (a form's errors): one shape, one path style.
 */

/** One problem, tied to the field it concerns. */
export interface FieldIssue {
  /**
   * Where, as dot-separated steps with list positions as numbers: `rules.0.prefix`,
   * `records.2.address`, `contact.country`, `ns3`. The style zod paths and `@mantine/form`
   * field names share, so a form shows main's issues under its own fields unchanged.
   */
  readonly path: string;
  /** A sentence for the user, naming the field as the form labels it. */
  readonly message: string;
}

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });

/** The path of a field: `fieldPath('rules', 0, 'prefix')` is `rules.0.prefix`. */
export function fieldPath(...steps: readonly (string | number)[]): string {
  return steps.filter((step) => step !== '').join('.');
}

/**
 * Issues as a form's errors, by path, the first message of a field kept. With `under`, only
 * the issues of that part of the input, their paths relative to it (`contact.email` under
 * `contact` is `email`).
 */
export function formErrors(issues: readonly FieldIssue[], under = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  const prefix = under === '' ? '' : `${under}.`;
  for (const issue of issues) {
    if (!issue.path.startsWith(prefix)) continue;
    errors[issue.path.slice(prefix.length)] ??= issue.message;
  }
  return errors;
}
