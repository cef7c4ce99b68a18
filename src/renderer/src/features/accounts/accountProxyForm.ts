import { accountProxyInputSchema } from '../../../../shared/accounts/proxyRules';
import type { AccountProxySummary } from '../../../../shared/accounts/proxyRules';

/** The "Use a proxy for this account" section as typed. */
export interface ProxyFormValues {
  readonly enabled: boolean;
  readonly url: string;
  /** Empty with credentials stored: keep them. */
  readonly username: string;
  readonly password: string;
  /** Remove the stored user name and password (the proxy no longer asks for them). */
  readonly forget: boolean;
}

export type ProxyErrors = Partial<Record<'url' | 'username' | 'password', string>>;

/** The section as it opens: the stored URL, never the stored user name or password. */
export function proxyFormValues(stored: AccountProxySummary | null): ProxyFormValues {
  return {
    enabled: stored !== null,
    url: stored?.url ?? '',
    username: '',
    password: '',
    forget: false,
  };
}

/** What the section sends: null removes the proxy, undefined leaves it as it is (an edit). */
export function proxyInputOf(
  values: ProxyFormValues,
  stored: AccountProxySummary | null,
):
  | { url: string; username: string; password: string; forgetCredentials?: boolean }
  | null
  | undefined {
  if (!values.enabled) return stored === null ? undefined : null;
  const unchanged =
    stored !== null &&
    values.url.trim() === stored.url &&
    values.username === '' &&
    values.password === '' &&
    !values.forget;
  if (unchanged) return undefined;
  return {
    url: values.url,
    username: values.username,
    password: values.password,
    ...(values.forget && { forgetCredentials: true }),
  };
}

/** The shared rule's messages, by field (the main process checks the same rule again). */
export function proxyErrorsOf(values: ProxyFormValues): ProxyErrors {
  if (!values.enabled) return {};
  const result = accountProxyInputSchema.safeParse({
    url: values.url,
    username: values.username,
    password: values.password,
  });
  const errors: ProxyErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'url' || field === 'username' || field === 'password') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
