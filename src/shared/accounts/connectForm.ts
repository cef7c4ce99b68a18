import { z } from 'zod';
import type { FieldIssue } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';
import { PACING_LIMITS, connectInputSchema, connectionDraftSchema } from './accountRules';
import type { ConnectInput, ConnectionDraft } from './accountRules';

/*
 * The connect form's values and their rules: the schemas main checks "Test connection" and
 * "Connect" with, applied to what the form holds, their issues on the form's own fields.
 */

const typedNumber = z.union([z.number(), z.string()]);

/** What the connect form holds while the user types; the key never leaves the form. */
const formValues = z.object({
  label: z.string(),
  baseUrl: z.string(),
  email: z.string(),
  apiKey: z.string(),
  currency: z.string().nullable(),
  userAgent: z.string(),
  maxConcurrentRequests: typedNumber,
  minRequestIntervalMs: typedNumber,
});
export type ConnectFormValues = z.infer<typeof formValues>;

export const emptyConnectForm: ConnectFormValues = {
  label: '',
  baseUrl: '',
  email: '',
  apiKey: '',
  currency: null,
  userAgent: '',
  maxConcurrentRequests: PACING_LIMITS.maxConcurrentRequests.default,
  minRequestIntervalMs: PACING_LIMITS.minRequestIntervalMs.default,
};

function asNumber(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

/** What "Test connection" sends. */
export function draftOf(values: ConnectFormValues): ConnectionDraft {
  return {
    baseUrl: values.baseUrl,
    email: values.email,
    apiKey: values.apiKey,
    userAgent: values.userAgent,
  };
}

/** What "Connect" sends. */
export function connectInputOf(values: ConnectFormValues): ConnectInput {
  return {
    ...draftOf(values),
    label: values.label,
    ...(values.currency !== null && { currency: values.currency }),
    maxConcurrentRequests: asNumber(values.maxConcurrentRequests),
    minRequestIntervalMs: asNumber(values.minRequestIntervalMs),
  };
}

function issuesOf(result: { error?: z.ZodError }): FieldIssue[] {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** "Test connection": only what a test needs. */
export const connectTestFormSchema = withRule(formValues, (values) =>
  issuesOf(connectionDraftSchema.safeParse(draftOf(values))),
);

/** "Connect": everything, a currency chosen too (the API cannot tell it). */
export const connectFormSchema = withRule(formValues, (values) => [
  ...issuesOf(connectInputSchema.safeParse(connectInputOf(values))),
  ...(values.currency === null
    ? [{ path: 'currency', message: 'Choose the currency your reseller credit is held in.' }]
    : []),
]);
