import type { z } from 'zod';
import { COMMON_CURRENCIES, accountPatchSchema } from '../../../../shared/accounts/accountRules';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import type { AppError, ChannelInput } from '../../../../shared/ipc';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { formErrors } from '../../../../shared/rules/fieldIssue';

type Patch = ChannelInput<'accounts:update'>['changes'];
/** An account setting the edit form shows: saved on the account and changed through a patch. */
export type AccountFieldName = keyof Patch & keyof AccountSummary;

export interface AccountFieldDef {
  readonly name: AccountFieldName;
  readonly label: string;
  readonly description?: string;
  readonly kind: 'text' | 'number' | 'currency';
  /** For numbers: the step of the arrows; the limits are the schema's, never clamped here. */
  readonly step?: number;
  readonly wide?: boolean;
}

export const CURRENCY_NOTE =
  "The API cannot tell which currency your credit is held in: choose the one your provider bills you in. Amounts are shown with it; you can change it later in the account's settings.";

/**
 * The settings of a saved account, in the order shown. Adding a setting is one entry here
 * (plus its rule in `accountPatchSchema`).
 */
export const ACCOUNT_FIELDS: readonly AccountFieldDef[] = [
  { name: 'label', label: 'Account name', kind: 'text' },
  { name: 'currency', label: 'Account currency', kind: 'currency', description: CURRENCY_NOTE },
  {
    name: 'baseUrl',
    label: 'API URL',
    kind: 'text',
    wide: true,
    description: "From your provider's reseller settings. It ends with index.php.",
  },
  { name: 'email', label: 'API e-mail', kind: 'text' },
  {
    name: 'userAgent',
    label: 'User-Agent',
    kind: 'text',
    description: 'Empty sends an ordinary browser User-Agent.',
  },
  {
    name: 'maxConcurrentRequests',
    label: 'Requests at once',
    kind: 'number',
    description: 'API calls that may run at the same time (1 to 16).',
  },
  {
    name: 'minRequestIntervalMs',
    label: 'Pause between requests (ms)',
    kind: 'number',
    step: 50,
    description: 'The shortest time between two API calls (0 to 60,000).',
  },
  {
    name: 'orderSettleMinutes',
    label: 'Order settle time (minutes)',
    kind: 'number',
    description:
      'How long after sending a provider may still complete an order whose answer was lost. DomainDesk never concludes "not placed" (and never offers to send again) before it has passed (2 to 1,440).',
  },
  {
    name: 'lowBalanceThreshold',
    label: 'Low-balance warning below',
    kind: 'text',
    description:
      'A warning shows beside the balance when it is lower. Empty: the renewals due within 30 days.',
  },
  {
    name: 'maxInputVars',
    label: "Provider's max_input_vars",
    kind: 'number',
    step: 100,
    description:
      "Form fields the provider's PHP reads per request (1,000 unless your provider raised it). Larger requests are refused before sending, as PHP would silently drop the rest.",
  },
];

export const CURRENCY_CHOICES: readonly string[] = COMMON_CURRENCIES;

export type EditValues = Record<AccountFieldName, string | number>;
export type EditErrors = Partial<Record<AccountFieldName, string>>;

export function initialValues(account: AccountSummary): EditValues {
  const values: Partial<EditValues> = {};
  for (const field of ACCOUNT_FIELDS) {
    const saved: unknown = account[field.name];
    values[field.name] = typeof saved === 'number' ? saved : typeof saved === 'string' ? saved : '';
  }
  return values as EditValues;
}

function asNumber(value: string | number): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Only what changed, as the update channel takes it. */
export function patchOf(account: AccountSummary, values: EditValues): Record<string, unknown> {
  const before = initialValues(account);
  const patch: Record<string, unknown> = {};
  for (const field of ACCOUNT_FIELDS) {
    const value = values[field.name];
    if (value === before[field.name]) continue;
    patch[field.name] = field.kind === 'number' ? asNumber(value) : value;
  }
  return patch;
}

function errorsFrom(issues: readonly z.core.$ZodIssue[]): EditErrors {
  const errors: EditErrors = {};
  for (const issue of issues) {
    const field = ACCOUNT_FIELDS.find((item) => item.name === issue.path[0]);
    if (field) errors[field.name] ??= issue.message;
  }
  return errors;
}

/** The same rules the main process applies at the door: out-of-range values are refused. */
export function validateEdit(account: AccountSummary, values: EditValues): EditErrors {
  const result = accountPatchSchema.safeParse(patchOf(account, values));
  return result.success ? {} : errorsFrom(result.error.issues);
}

/** Per-field messages from an `invalid_input` answer of the main process. */
export function editErrorsOf(error: AppError): EditErrors {
  const messages = formErrors(refusedIssues(error), 'changes');
  const errors: EditErrors = {};
  for (const field of ACCOUNT_FIELDS) {
    const message = messages[field.name];
    if (message !== undefined) errors[field.name] = message;
  }
  return errors;
}
