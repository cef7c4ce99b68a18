import { z } from 'zod';
import { fieldIssueSchema } from '../rules/fieldIssue';
import type { FieldIssue, InvalidInputDetail } from '../rules/fieldIssue';
import type { ContactsView, DnsRecordView, EmailRuleView } from './channels/domainsTypes';
import type { AppError, AppErrorKind } from './errors';

/*
 * The shapes an error's `detail` takes, by kind, declared once with the contract. The detail
 * crosses the bridge as plain JSON; the renderer reads it only through `errorDetail`, which
 * checks it against the shape declared here, so nothing casts a detail or parses its text.
 */

const dnsRecordViewSchema = z.object({
  hostname: z.string(),
  type: z.string(),
  address: z.string(),
  priority: z.number(),
  recid: z.string().optional(),
});
const emailRuleViewSchema = z.object({ prefix: z.string(), forwardto: z.string() });
const contactsViewSchema = z.custom<ContactsView>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'contacts' in value &&
    typeof value.contacts === 'object' &&
    'otherRoles' in value &&
    typeof value.otherRoles === 'object',
);

/** Refused input: its problems, one per field; an item of another shape is left out. */
const invalidInputSchema = z.object({
  issues: z
    .array(z.unknown())
    .transform((items): FieldIssue[] =>
      items.flatMap((item) => fieldIssueSchema.safeParse(item).data ?? []),
    ),
});

/** A whole-set save refused because the set changed since it was read: both versions. */
function setConflict<T>(set: z.ZodType<T>) {
  return z.object({ live: set, base: set });
}

/** Every declared detail: its error kind and its shape. */
export const ERROR_DETAILS = {
  /** The problems of refused input, one per field (`records.2.address`). */
  invalidInput: { kind: 'invalid_input', schema: invalidInputSchema },
  dnsConflict: {
    kind: 'conflict',
    schema: setConflict<DnsRecordView[]>(z.array(dnsRecordViewSchema)),
  },
  emailConflict: {
    kind: 'conflict',
    schema: setConflict<EmailRuleView[]>(z.array(emailRuleViewSchema)),
  },
  nameserversConflict: { kind: 'conflict', schema: setConflict(z.array(z.string())) },
  contactsConflict: { kind: 'conflict', schema: setConflict(contactsViewSchema) },
} as const satisfies Record<string, { kind: AppErrorKind; schema: z.ZodType }>;

export type ErrorDetailName = keyof typeof ERROR_DETAILS;
export type ErrorDetailOf<N extends ErrorDetailName> = z.output<
  (typeof ERROR_DETAILS)[N]['schema']
>;

export type { InvalidInputDetail };

/** The detail of an error when it is of the declared kind and shape; null otherwise. */
export function errorDetail<N extends ErrorDetailName>(
  error: Pick<AppError, 'kind' | 'detail'> | null | undefined,
  name: N,
): ErrorDetailOf<N> | null {
  const declared = ERROR_DETAILS[name];
  if (error?.kind !== declared.kind) return null;
  const parsed = declared.schema.safeParse(error.detail);
  return parsed.success ? (parsed.data as ErrorDetailOf<N>) : null;
}

/** The field problems of a refused input (none for an error of another kind or shape). */
export function refusedIssues(
  error: Pick<AppError, 'kind' | 'detail'> | null | undefined,
): InvalidInputDetail['issues'] {
  return errorDetail(error, 'invalidInput')?.issues ?? [];
}
