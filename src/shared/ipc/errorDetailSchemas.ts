import { z } from 'zod';
import { API_ERROR_KINDS } from '../api/errorKinds';
import type { ApiErrorKind } from '../api/errorKinds';
import { fieldIssueSchema } from '../rules/fieldIssue';
import type { AppErrorKind } from './errorKinds';

/*
 * The `detail` each error kind may carry, declared once with the contract. `AppError` is a
 * union by kind whose `detail` is typed from these schemas, and both ends of the bridge parse
 * a detail with its kind's schema (main as it sends an error, the bridge as it receives one),
 * so a detail of another shape never reaches code typed by its kind.
 */

/** Plain JSON: what any detail is on the wire, and never a secret. */
export type PlainJson =
  string | number | boolean | null | readonly PlainJson[] | { readonly [key: string]: PlainJson };

const plainJsonSchema: z.ZodType<PlainJson> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(plainJsonSchema),
    z.record(z.string(), plainJsonSchema),
  ]),
);

/** Refused input: its problems, one per field (`records.2.address`). */
export const invalidInputDetailSchema = z.object({ issues: z.array(fieldIssueSchema) });

/**
 * A whole-set save refused because the set changed since it was read: both versions, as the
 * set's own editor shows them (`setConflict(error, 'dnsConflict')` reads them as DNS records).
 */
const setConflictSchema = z.object({ live: plainJsonSchema, base: plainJsonSchema });

const conflictDetailSchema = z.union([
  setConflictSchema,
  /** An order not sent: a price rose since it was quoted. */
  z.object({ quoted: z.string(), current: z.string() }),
  /** A renewal not sent: it costs more than shown (expired since, or into redemption). */
  z.object({ shownPrice: z.string(), renewalPrice: z.string() }),
  /** A renewal not sent: the provider's expiry date is not the one it was meant for. */
  z.object({ reason: z.literal('expiry_moved'), expected: z.string(), provider: z.string() }),
  /** A checkout refused: the cart's total is not the one confirmed. */
  z.object({ expectedTotal: z.string(), total: z.string() }),
  /** A checkout refused: earlier orders of these lines are still open. */
  z.object({ orderIds: z.array(z.string()) }),
  /** An undo refused: a later change is in the way (null: one not in the log). */
  z.object({ changeInTheWay: z.number().nullable() }),
]);

/** What an API error keeps for the user: the server's text, the status, when to retry. */
const apiFactsSchema = z.strictObject({
  serverMessage: z.string().optional(),
  status: z.number().int().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
  transportCode: z.string().optional(),
});

const API_DETAILS = Object.fromEntries(
  API_ERROR_KINDS.map((kind) => [kind, apiFactsSchema]),
) as Record<ApiErrorKind, typeof apiFactsSchema>;

/** Each kind's detail; `z.never()`: that kind carries none. */
export const ERROR_DETAIL_SCHEMAS = {
  ...API_DETAILS,
  /** The balance does not cover the cart: its total, the balance and what is short. */
  insufficient_credit: z.union([
    z.object({ total: z.string(), balance: z.string(), shortfall: z.string() }),
    apiFactsSchema,
  ]),
  /** The account's registrar lacks a function the app offers. */
  unsupported: z.union([z.object({ feature: z.string(), accountId: z.string() }), apiFactsSchema]),
  invalid_input: invalidInputDetailSchema,
  conflict: conflictDetailSchema,
  /** The keychain's own words for why it could not be reached. */
  keychain_unavailable: z.string(),
  forbidden_sender: z.never(),
  not_found: z.never(),
  internal: z.never(),
} as const satisfies Record<AppErrorKind, z.ZodType<PlainJson>>;

/** The detail an error of kind `K` may carry. */
export type ErrorDetailOf<K extends AppErrorKind> = z.output<(typeof ERROR_DETAIL_SCHEMAS)[K]>;

export type InvalidInputDetail = ErrorDetailOf<'invalid_input'>;
export type ConflictDetail = ErrorDetailOf<'conflict'>;

/** A detail as declared for its kind; undefined when it is of another shape (or none). */
export function declaredDetail<K extends AppErrorKind>(
  kind: K,
  detail: unknown,
): ErrorDetailOf<K> | undefined {
  if (detail === undefined) return undefined;
  const parsed = ERROR_DETAIL_SCHEMAS[kind].safeParse(detail);
  return parsed.success ? (parsed.data as ErrorDetailOf<K>) : undefined;
}
