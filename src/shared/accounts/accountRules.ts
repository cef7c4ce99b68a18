import { z } from 'zod';
import { MAX_INPUT_VARS_LIMITS } from '../api/phpInputVars';
import { accountProxyInputSchema } from './proxyRules';

/**
 * What makes a reseller account's settings usable, shared by the connect form (inline
 * messages) and the main process (which checks again at the door). Messages never echo the
 * value typed: a key pasted into the wrong field must not come back in an error.
 */

/** Hosts where a plain-http API URL is allowed: a simulator or tunnel on this computer. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const ENTRY_SCRIPT = 'index.php';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The URL as stored: trimmed, without trailing slashes (action paths are appended to it). */
export function normalizeApiUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** Why an API URL cannot be used, or undefined when it can. */
export function apiUrlProblem(value: string): string | undefined {
  const text = normalizeApiUrl(value);
  if (text === '') return "Enter the API URL shown in your provider's reseller settings.";
  // The URL parser drops tabs and line breaks silently: what was pasted must be what is stored.
  if (CONTROL_CHARACTER.test(text)) {
    return 'The API URL must be on one line, without tabs or other control characters; check what was pasted.';
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'This is not a web address. It should look like https://billing.example.com/modules/addons/DomainsReseller/api/index.php.';
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'The API URL must start with https://. Plain http:// is only allowed for a test server on this computer (127.0.0.1 or localhost).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The API URL must start with https://.';
  }
  if (url.username !== '' || url.password !== '') {
    return 'The API URL must not contain a user name or password.';
  }
  if (url.search !== '' || url.hash !== '') {
    return 'The API URL must not contain a query (?) or fragment (#).';
  }
  const segments = url.pathname.split('/');
  if (segments.at(-1) !== ENTRY_SCRIPT) {
    return segments.includes(ENTRY_SCRIPT)
      ? 'The API URL must end right after index.php: remove what follows it.'
      : 'The API URL must end with the entry script index.php, as in …/modules/addons/DomainsReseller/api/index.php. Add /index.php at the end.';
  }
  return undefined;
}

// The address travels in a header and keys each request's signature: ASCII is the one form
// both ends read alike.
const NOT_PLAIN_ASCII = /[^ -~]/;

function emailProblem(value: string): string | undefined {
  if (value === '') return 'Enter the API e-mail address (the reseller account e-mail).';
  if (NOT_PLAIN_ASCII.test(value)) {
    return "The API e-mail address can only hold plain ASCII characters: no accented letters or other scripts. Use the address exactly as your provider's reseller settings show it.";
  }
  return z.email().safeParse(value).success
    ? undefined
    : 'Enter a valid e-mail address, like reseller@example.com.';
}

// Header values must be visible Latin-1 text; anything else could not be sent at all.
const HEADER_TEXT = /^[\x20-\x7e\xa0-\xff]*$/;

/** Lists the currencies offered in the form; any three-letter ISO code is accepted. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'INR', 'JPY'] as const;

/**
 * The user's ceiling for an account's pacing. The client starts below it (2 at once) and
 * adapts to the answers, so the defaults are a ceiling a well-behaved client may reach, not
 * a pace it starts at.
 */
export const PACING_LIMITS = {
  maxConcurrentRequests: { min: 1, max: 16, default: 8 },
  minRequestIntervalMs: { min: 0, max: 60_000, default: 20 },
} as const;

/**
 * Minutes after sending an order whose answer was lost during which the provider may still
 * be processing it. Well above the 30-second request timeout: a request that reached a busy
 * server can complete long after the client gave up on it.
 */
export const ORDER_SETTLE_LIMITS = { min: 2, max: 1440, default: 10 } as const;

function problemCheck(problem: (value: string) => string | undefined) {
  return (value: string, ctx: z.RefinementCtx): void => {
    const message = problem(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  };
}

export const labelSchema = z
  .string({ error: 'Give the account a name.' })
  .trim()
  .min(1, { error: 'Give the account a name, e.g. "Main reseller account".' })
  .max(60, { error: 'Keep the name under 60 characters.' })
  .regex(/^[^\r\n\u0085\u2028\u2029]*$/, { error: 'Keep the name on one line.' })
  .regex(/^[^\0]*$/, { error: 'The name cannot hold the NUL character (U+0000).' });

export const apiUrlSchema = z
  .string({ error: 'Enter the API URL.' })
  .max(2000, { error: 'This is longer than any API URL; check what was pasted.' })
  .superRefine(problemCheck(apiUrlProblem))
  .transform(normalizeApiUrl);

export const emailSchema = z
  .string({ error: 'Enter the API e-mail address.' })
  .trim()
  .max(254, { error: 'An e-mail address is at most 254 characters.' })
  .superRefine(problemCheck(emailProblem));

export const apiKeySchema = z
  .string({ error: 'Paste the API key.' })
  .trim()
  .min(1, { error: "Paste the API key from your provider's reseller settings." })
  .max(512, { error: 'This is longer than any API key; check what was pasted.' })
  .regex(/^[\x21-\x7e]+$/, {
    error: 'An API key has no spaces or special characters; check what was pasted.',
  });

/** Empty means "the app's default browser-like agent". */
export const userAgentSchema = z
  .string({ error: 'The User-Agent must be text.' })
  .trim()
  .max(300, { error: 'Keep the User-Agent under 300 characters.' })
  .regex(HEADER_TEXT, { error: 'The User-Agent contains characters that cannot be sent.' })
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Choose the currency your reseller credit is held in.' });

export const maxConcurrentSchema = z
  .number({ error: 'Enter how many requests may run at once.' })
  .int({ error: 'Enter a whole number of requests.' })
  .min(PACING_LIMITS.maxConcurrentRequests.min, { error: 'At least 1 request must be allowed.' })
  .max(PACING_LIMITS.maxConcurrentRequests.max, { error: 'At most 16 requests may run at once.' });

export const minIntervalSchema = z
  .number({ error: 'Enter the pause between requests in milliseconds.' })
  .int({ error: 'Enter whole milliseconds.' })
  .min(0, { error: 'The pause cannot be negative.' })
  .max(PACING_LIMITS.minRequestIntervalMs.max, { error: 'Keep the pause under 60 seconds.' });

/** A number as a form holds it: typed text (empty: none) or the number itself. */
const typedNumber = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;

/** The pacing defaults as the settings form holds them, named as `settings:update` takes them. */
export const pacingDefaultsFormSchema = z.object({
  defaultMaxConcurrentRequests: z.preprocess(typedNumber, maxConcurrentSchema),
  defaultMinRequestIntervalMs: z.preprocess(typedNumber, minIntervalSchema),
});
export type PacingDefaultsForm = Record<
  keyof z.input<typeof pacingDefaultsFormSchema>,
  number | string
>;

export const maxInputVarsSchema = z
  .number({ error: "Enter the provider's max_input_vars as a number." })
  .int({ error: 'max_input_vars is a whole number of form fields.' })
  .min(MAX_INPUT_VARS_LIMITS.min, {
    error: `max_input_vars must be at least ${MAX_INPUT_VARS_LIMITS.min}; PHP's default is 1000.`,
  })
  .max(MAX_INPUT_VARS_LIMITS.max, {
    error: `max_input_vars can be at most ${MAX_INPUT_VARS_LIMITS.max.toLocaleString('en-US')}.`,
  });

export const orderSettleMinutesSchema = z
  .number({ error: 'Enter how many minutes a lost order may still be processed by the provider.' })
  .int({ error: 'Enter the order settle time in whole minutes.' })
  .min(ORDER_SETTLE_LIMITS.min, {
    error: `The order settle time must be at least ${ORDER_SETTLE_LIMITS.min} minutes: a provider can still be working on an order that long after its answer was lost.`,
  })
  .max(ORDER_SETTLE_LIMITS.max, {
    error: `The order settle time can be at most ${ORDER_SETTLE_LIMITS.max} minutes (24 hours).`,
  });

/** A balance to warn below, as typed; empty means the renewals due within 30 days. */
export const lowBalanceThresholdSchema = z
  .string({ error: 'Enter the low-balance warning as an amount, or leave it empty.' })
  .trim()
  .regex(/^(\d{1,9}(\.\d{1,2})?)?$/, {
    error: 'Enter the low-balance warning as an amount such as 50 or 49.95, or leave it empty.',
  })
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

/** What "Test connection" needs: the settings as typed, the key included. */
export const connectionDraftSchema = z.object({
  baseUrl: apiUrlSchema,
  email: emailSchema,
  apiKey: apiKeySchema,
  userAgent: userAgentSchema.optional(),
  /** The account's own proxy; omitted or null: the system's proxy settings. */
  proxy: accountProxyInputSchema.nullable().optional(),
});

/** What "Connect" needs: a tested draft plus how the account is shown and paced. */
export const connectInputSchema = connectionDraftSchema.extend({
  label: labelSchema,
  currency: currencySchema.optional(),
  maxConcurrentRequests: maxConcurrentSchema.optional(),
  minRequestIntervalMs: minIntervalSchema.optional(),
  maxInputVars: maxInputVarsSchema.optional(),
  orderSettleMinutes: orderSettleMinutesSchema.optional(),
});

/** Changes to a saved account; the key is changed on its own (`accounts:replaceKey`). */
export const accountPatchSchema = z.object({
  label: labelSchema.optional(),
  baseUrl: apiUrlSchema.optional(),
  email: emailSchema.optional(),
  userAgent: userAgentSchema.optional(),
  currency: currencySchema.optional(),
  maxConcurrentRequests: maxConcurrentSchema.optional(),
  minRequestIntervalMs: minIntervalSchema.optional(),
  maxInputVars: maxInputVarsSchema.optional(),
  orderSettleMinutes: orderSettleMinutesSchema.optional(),
  lowBalanceThreshold: lowBalanceThresholdSchema.optional(),
  /** null removes the account's proxy (and its credentials from the keychain). */
  proxy: accountProxyInputSchema.nullable().optional(),
});

export type ConnectionDraft = z.output<typeof connectionDraftSchema>;
export type ConnectInput = z.output<typeof connectInputSchema>;
export type AccountPatchInput = z.output<typeof accountPatchSchema>;

/**
 * A new API URL or e-mail is saved only with the key for them (the stored one is kept for
 * the old ones only), tested there first: what the edit form and main both say without it.
 */
export const KEY_FOR_NEW_ADDRESS =
  'Enter the API key for the new API URL or e-mail: the stored key is kept for the old ones only. The connection is tested with it before anything is saved.';
