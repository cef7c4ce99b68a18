import type { z } from 'zod';
import { priorityProblem } from '../dns/dnsRecordRules';
import { unsafeCharacterProblem } from '../text/unsafeCharacters';

/*
 * The shared rules as zod refinements, so the bridge refuses what the service and the forms
 * would, with the same words, naming the field (the dispatcher puts its path first). Rules
 * that sit beside others of the same record (an e-mail's shape beside a missing name) stay
 * with the service, which lists them all in one answer.
 */

const sentence = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`;

/** Text a person typed: no control, text-direction or zero-width character. */
export function typedText<S extends z.ZodType<string>>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const problem = unsafeCharacterProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: sentence(`it ${problem}`) });
  });
}

/** A DNS record's priority: a whole number 0–65535 where its type uses one (MX, SRV). */
export function dnsPriorityRule<S extends z.ZodType<{ type: string; priority: number }>>(
  schema: S,
): S {
  return schema.superRefine((record, ctx) => {
    const problem = priorityProblem(record.type, record.priority);
    if (problem !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['priority'], message: sentence(problem) });
    }
  });
}
