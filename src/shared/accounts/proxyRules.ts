import { z } from 'zod';

/**
 * An account's own proxy (a fixed egress address for providers that accept API calls only
 * from listed addresses). One rule for the forms and the main process. The URL holds no
 * credentials: they have their own fields and are kept in the keychain, never with the URL.
 * Messages never echo the value typed.
 */

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The proxy URL as stored: trimmed, scheme, host and port only (`http://proxy.example:3128`). */
export function normalizeProxyUrl(value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}`;
  } catch {
    return text;
  }
}

/** Why a proxy URL cannot be used, or undefined when it can. */
export function proxyUrlProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return 'Enter the proxy address, such as http://proxy.example.com:3128.';
  if (CONTROL_CHARACTER.test(text)) {
    return 'The proxy address must be on one line, without tabs or other control characters.';
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'This is not a proxy address. It should look like http://proxy.example.com:3128.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The proxy address must start with http:// or https:// (SOCKS proxies are not supported).';
  }
  if (url.username !== '' || url.password !== '') {
    return 'Put the proxy user name and password in their own fields, not in the address.';
  }
  if (url.hostname === '') return 'The proxy address needs a host name.';
  // The port is explicit: a proxy on the scheme's default port is rare, and a missing port is
  // more often a typing slip than a choice.
  if (url.port === '' && !/:(80|443)\/?$/.test(text)) {
    return 'The proxy address needs a port, as in http://proxy.example.com:3128.';
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    return 'The proxy address is only a scheme, host and port: remove the path or query after it.';
  }
  return undefined;
}

export const proxyUrlSchema = z
  .string()
  .max(2048)
  .superRefine((value, ctx) => {
    const problem = proxyUrlProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeProxyUrl);

// A user name travels in Basic authentication as `user:password`: a colon would split it.
const PROXY_USER = /^[^:\s]*$/;

/** The proxy's user name and password as typed; both empty means the proxy asks for none. */
export const proxyCredentialsSchema = z
  .object({
    username: z
      .string()
      .max(256)
      .refine((value) => PROXY_USER.test(value.trim()), {
        message: 'The proxy user name cannot contain a colon or spaces.',
      })
      .transform((value) => value.trim()),
    password: z
      .string()
      .max(1024)
      .refine((value) => !CONTROL_CHARACTER.test(value), {
        message: 'The proxy password cannot contain line breaks or control characters.',
      }),
  })
  .refine((value) => value.username !== '' || value.password === '', {
    message: 'Enter the proxy user name that goes with this password.',
    path: ['username'],
  });

export type ProxyCredentials = z.infer<typeof proxyCredentialsSchema>;

/**
 * The "Use a proxy for this account" section as sent from a form. On connect the credentials
 * are typed or absent. On an edit, empty user name and password keep what is stored, and
 * `forgetCredentials` removes it (a proxy that no longer asks for them).
 */
export const accountProxyInputSchema = z
  .object({
    url: proxyUrlSchema,
    username: z.string().max(256).default(''),
    password: z.string().max(1024).default(''),
    forgetCredentials: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const credentials = proxyCredentialsSchema.safeParse(value);
    if (!credentials.success) {
      for (const issue of credentials.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
  })
  .transform((value) => ({ ...value, username: value.username.trim() }));

export type AccountProxyInput = z.output<typeof accountProxyInputSchema>;

/** What the renderer may know of an account's proxy: never the user name or password. */
export interface AccountProxySummary {
  readonly url: string;
  /** A user name and password for this proxy are in the keychain. */
  readonly credentialsStored: boolean;
}
