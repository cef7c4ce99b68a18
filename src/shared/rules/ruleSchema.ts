import type { z } from 'zod';
import type { FieldIssue } from './fieldIssue';

/**
 * A schema that also applies a shared rule, its issues on the rule's own paths (a path is
 * one step, so `rules.1` stays `rules.1` in zod, in an `invalid_input` detail and as a
 * `@mantine/form` field). The bridge and the forms take their schemas from here.
 */
export function withRule<S extends z.ZodType>(
  schema: S,
  check: (value: z.output<S>) => readonly FieldIssue[],
): S {
  return schema.superRefine((value, ctx) => {
    for (const issue of check(value)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path === '' ? [] : [issue.path],
        message: issue.message,
      });
    }
  });
}
