import type { z } from 'zod';
import {
  PACING_LIMITS,
  connectInputSchema,
  connectionDraftSchema,
} from '../../../../shared/accounts/accountRules';
import type { AppError, ChannelInput } from '../../../../shared/ipc';
import { inputIssues } from '../../../../shared/ipc/invalidInputDetail';

/** What the connect form holds while the user types; the key never leaves this form's state. */
export interface ConnectFormValues {
  label: string;
  baseUrl: string;
  email: string;
  apiKey: string;
  currency: string | null;
  userAgent: string;
  maxConcurrentRequests: number | string;
  minRequestIntervalMs: number | string;
}

export type ConnectField = keyof ConnectFormValues;
export type FieldErrors = Partial<Record<ConnectField, string>>;

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

const FIELDS: readonly ConnectField[] = Object.keys(emptyConnectForm) as ConnectField[];

function isField(name: unknown): name is ConnectField {
  return typeof name === 'string' && (FIELDS as readonly string[]).includes(name);
}

function asNumber(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

export function draftInput(values: ConnectFormValues): ChannelInput<'accounts:test'> {
  return {
    baseUrl: values.baseUrl,
    email: values.email,
    apiKey: values.apiKey,
    userAgent: values.userAgent,
  };
}

export function connectInput(values: ConnectFormValues): ChannelInput<'accounts:connect'> {
  return {
    ...draftInput(values),
    label: values.label,
    ...(values.currency !== null && { currency: values.currency }),
    maxConcurrentRequests: asNumber(values.maxConcurrentRequests),
    minRequestIntervalMs: asNumber(values.minRequestIntervalMs),
  };
}

function errorsFrom(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages for "Test connection" (only what a test needs) or "Connect" (everything). */
export function validateConnectForm(
  values: ConnectFormValues,
  purpose: 'test' | 'connect',
): FieldErrors {
  if (purpose === 'test') {
    const result = connectionDraftSchema.safeParse(draftInput(values));
    return result.success ? {} : errorsFrom(result.error.issues);
  }
  const result = connectInputSchema.safeParse(connectInput(values));
  const errors = result.success ? {} : errorsFrom(result.error.issues);
  if (values.currency === null) {
    errors.currency ??= 'Choose the currency your reseller credit is held in.';
  }
  return errors;
}

/** The main process checks again at the door; its per-field messages go next to the fields. */
export function fieldErrorsOf(error: AppError): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of inputIssues(error)) {
    const field = path.split(/[.[]/)[0];
    if (isField(field)) errors[field] ??= message;
  }
  return errors;
}
