import { z } from 'zod';
import { nextStepSchema } from '../nextStep';
import type { FieldIssue } from '../rules/fieldIssue';
import type { ContactsView, DnsRecordView, EmailRuleView } from './channels/domainsTypes';
import { declaredDetail, invalidInputDetailSchema } from './errorDetailSchemas';
import { isAppErrorKind } from './errorKinds';
import { appError } from './errors';
import type { AppError, AppErrorKind } from './errors';

export type { InvalidInputDetail } from './errorDetailSchemas';

/*
 * Reading an error: its kind types its detail (`errorDetailSchemas.ts`); what is read here is
 * what a kind's type cannot say alone — a set conflict's versions as the set they are of.
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

/** The sets a whole-set save keeps, each as its editor holds it. */
const SETS = {
  dnsConflict: z.array(dnsRecordViewSchema) as z.ZodType<DnsRecordView[]>,
  emailConflict: z.array(emailRuleViewSchema) as z.ZodType<EmailRuleView[]>,
  nameserversConflict: z.array(z.string()),
  contactsConflict: contactsViewSchema,
} as const;

export type SetConflictName = keyof typeof SETS;

/** Both versions of a set whose save was refused: the live one and the one the edit began from. */
export interface SetConflict<T> {
  readonly live: T;
  readonly base: T;
}
type SetOf<N extends SetConflictName> = z.output<(typeof SETS)[N]>;

/** The versions of a refused whole-set save, when they are of the set named; null otherwise. */
export function setConflict<N extends SetConflictName>(
  error: AppError | null | undefined,
  name: N,
): SetConflict<SetOf<N>> | null {
  if (error?.kind !== 'conflict' || error.detail === undefined || !('live' in error.detail)) {
    return null;
  }
  const set = SETS[name];
  const live = set.safeParse(error.detail.live);
  const base = set.safeParse(error.detail.base);
  return live.success && base.success
    ? { live: live.data as SetOf<N>, base: base.data as SetOf<N> }
    : null;
}

/** What `refusedIssues` reads: an error as a value, or one thrown in main (`AppFailure`). */
interface Refusal {
  readonly kind: string;
  readonly message?: string;
  readonly detail?: unknown;
}

/**
 * The field problems of a refused input, none for an error of another kind: the one reader of
 * them, in main, the renderer and tests. The detail is parsed with its declared schema, so an
 * error thrown in main (not yet checked by the bridge) is read the same way.
 */
export function refusedIssues(error: Refusal | null | undefined): readonly FieldIssue[] {
  if (error?.kind !== 'invalid_input') return [];
  return invalidInputDetailSchema.safeParse(error.detail).data?.issues ?? [];
}

const errorShapeSchema = z.object({
  kind: z.custom<AppErrorKind>(isAppErrorKind),
  message: z.string(),
  detail: z.unknown().optional(),
  next: nextStepSchema.optional(),
});

/**
 * An error as it crosses the bridge, checked: a known kind and a message, a next step of a
 * known shape, and a detail only when it is of its kind's declared shape (else left out, so
 * the message still shows). Undefined when it is no error at all.
 */
export function parseAppError(value: unknown): AppError | undefined {
  const parsed = errorShapeSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { kind, message, detail, next } = parsed.data;
  return appError(kind, message, declaredDetail(kind, detail), next);
}
