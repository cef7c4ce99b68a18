import { describe, expect, it } from 'vitest';
import type { ApiErrorKind } from '../../shared/api';
import {
  errorFromFailureBody,
  errorFromStatus,
  errorFromTransport,
  errorFromUnreadableSuccess,
} from './errorMapping';
import type { RequestMode } from './requestMode';

const json = (value: unknown): string => JSON.stringify(value);

interface Row {
  name: string;
  status: number;
  body: string;
  contentType?: string;
  mode?: RequestMode;
  kind: ApiErrorKind;
}

const rows: Row[] = [
  {
    name: 'domain pending or elsewhere',
    status: 403,
    body: json({ error: 'The provided domain has not been found in your reseller account' }),
    kind: 'not_in_account',
  },
  {
    name: 'domain not found, said briefly',
    status: 403,
    body: json({ error: 'Domain not found' }),
    kind: 'not_in_account',
  },
  {
    name: "an IP allow list's refusal",
    status: 403,
    body: json({ error: 'Action is not allowed' }),
    kind: 'access_refused',
  },
  {
    name: 'any other JSON 403',
    status: 403,
    body: json({ error: 'Forbidden' }),
    kind: 'access_refused',
  },
  {
    name: 'an allow list naming the address and the key',
    status: 403,
    body: json({ error: 'IP address 203.0.113.7 is not allowed for this API key' }),
    kind: 'access_refused',
  },
  {
    name: 'a plain-text allow-list refusal',
    status: 403,
    body: 'Action is not allowed',
    contentType: 'text/plain',
    kind: 'access_refused',
  },
  {
    name: 'web-protection proxy',
    status: 403,
    body: 'error code: 1010',
    contentType: 'text/plain',
    kind: 'proxy_blocked',
  },
  {
    name: 'bad token as 403 JSON',
    status: 403,
    body: json({ error: 'Invalid token or username' }),
    kind: 'auth',
  },
  {
    name: 'bad credentials as 401',
    status: 401,
    body: json({ error: 'Authentication failed: invalid username or token' }),
    kind: 'auth',
  },
  {
    name: 'registrar without the function',
    status: 501,
    body: json({ error: 'This function is not supported by the registrar module' }),
    kind: 'unsupported',
  },
  {
    name: 'EPP code on a registrar without it',
    status: 501,
    body: json({ status: 'error', message: 'not supported', error: 'not supported' }),
    kind: 'unsupported',
  },
  {
    name: 'sync before provisioning',
    status: 500,
    body: json({ error: 'Registrar Error: Domain not found in this registrar' }),
    kind: 'registrar_error',
  },
  {
    name: 'other 500 JSON',
    status: 500,
    body: json({ error: 'Database unavailable' }),
    kind: 'server_error',
  },
  {
    name: 'validation',
    status: 400,
    body: json({ error: 'Request validation error: x. Please contact administration' }),
    kind: 'validation',
  },
  {
    name: 'insufficient credits is recognised before validation',
    status: 400,
    body: json({
      error: 'Insufficient credits: the order costs 12.00 USD and the balance is 1.00 USD',
    }),
    mode: 'order',
    kind: 'insufficient_credit',
  },
  {
    name: 'not enough funds wording',
    status: 400,
    body: json({ error: 'Not enough funds in your account balance' }),
    mode: 'order',
    kind: 'insufficient_credit',
  },
  {
    name: 'rate limit',
    status: 429,
    body: json({ error: 'Too many requests' }),
    kind: 'rate_limited',
  },
  {
    name: 'service unavailable on a read',
    status: 503,
    body: '<html>busy</html>',
    kind: 'server_error',
  },
  {
    name: 'maintenance page on an order',
    status: 503,
    body: '<html><title>Down for maintenance</title></html>',
    mode: 'order',
    kind: 'outcome_unknown',
  },
  {
    name: 'a 5xx JSON that is not the API error on an order',
    status: 500,
    body: json({ message: 'Internal Server Error' }),
    mode: 'order',
    kind: 'outcome_unknown',
  },
  {
    name: 'not-implemented page from a proxy on an order',
    status: 501,
    body: '<html>Not Implemented</html>',
    mode: 'order',
    kind: 'outcome_unknown',
  },
  {
    name: 'gateway page on a read',
    status: 502,
    body: '<html><title>502 Bad Gateway</title></html>',
    kind: 'server_error',
  },
  {
    name: 'gateway page on an order',
    status: 502,
    body: '<html><title>502 Bad Gateway</title></html>',
    mode: 'order',
    kind: 'outcome_unknown',
  },
  {
    name: 'gateway timeout on a change',
    status: 504,
    body: json({ error: 'upstream timed out' }),
    mode: 'change',
    kind: 'outcome_unknown',
  },
  {
    name: 'crash page on an order',
    status: 500,
    body: '<b>Fatal error</b>',
    mode: 'order',
    kind: 'outcome_unknown',
  },
  { name: 'wrong URL', status: 404, body: '<html>Not Found</html>', kind: 'server_error' },
];

describe('error mapping of non-2xx answers', () => {
  it.each(rows)('$name → $kind', ({ status, body, contentType, mode, kind }) => {
    const error = errorFromStatus(
      { status, text: body, contentType: contentType ?? null },
      mode ?? 'read',
    );
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message.length).toBeGreaterThan(20);
  });

  it('keeps the server text apart from the plain message', () => {
    const error = errorFromStatus(
      {
        status: 400,
        text: json({ error: 'Request validation error: regperiod' }),
        contentType: null,
      },
      'order',
    );
    expect(error.serverMessage).toBe('Request validation error: regperiod');
    expect(error.message).not.toContain('regperiod');
  });

  it("quotes the provider's words and the next step when it refuses the account's calls", () => {
    const error = errorFromStatus(
      { status: 403, text: json({ error: 'Action is not allowed' }), contentType: null },
      'read',
    );
    expect(error.kind).toBe('access_refused');
    expect(error.message).toContain('"Action is not allowed"');
    expect(error.message).toMatch(/only from listed addresses/);
    expect(error.message).toMatch(/ask them to list this computer's address/);
    expect(error.message).toMatch(/set a proxy with a fixed address for this account/);
    expect(error.message).not.toMatch(/not active in your reseller account/);
  });

  it('advises changing the User-Agent on a proxy block', () => {
    const error = errorFromStatus(
      { status: 403, text: 'error code: 1010', contentType: null },
      'read',
    );
    expect(error.message).toMatch(/User-Agent/);
    expect(error.serverMessage).toBe('error code: 1010');
  });

  it('tells a 503 (service unavailable) apart from too many requests, with its Retry-After', () => {
    const unavailable = errorFromStatus(
      { status: 503, text: json({ error: 'Maintenance' }), contentType: null, retryAfterMs: 9000 },
      'read',
    );
    expect(unavailable).toMatchObject({ kind: 'server_error', status: 503, retryAfterMs: 9000 });
    expect(unavailable.message).toMatch(/unavailable.*9 seconds/);
    expect(unavailable.message).not.toMatch(/too many/i);
  });

  it('carries Retry-After only on rate limiting', () => {
    const limited = errorFromStatus(
      { status: 429, text: '{}', contentType: null, retryAfterMs: 2000 },
      'read',
    );
    expect(limited.retryAfterMs).toBe(2000);
    expect(limited.message).toMatch(/2 seconds/);
  });
});

describe('error mapping of other failures', () => {
  it('reads a 2xx failure body by its text', () => {
    expect(errorFromFailureBody('This function is not supported', 200, 'read').kind).toBe(
      'unsupported',
    );
    expect(errorFromFailureBody('Insufficient balance', 200, 'order').kind).toBe(
      'insufficient_credit',
    );
    expect(errorFromFailureBody('Invalid lock status', 200, 'change').kind).toBe('validation');
    expect(errorFromFailureBody('Registry refused', 200, 'change').kind).toBe('registrar_error');
  });

  it('turns an unreadable success into malformed on reads and unknown outcome on changes', () => {
    const answer = { status: 200, text: '<html>oops</html>', contentType: 'text/html' };
    expect(errorFromUnreadableSuccess(answer, 'read').kind).toBe('malformed_response');
    expect(errorFromUnreadableSuccess(answer, 'order').kind).toBe('outcome_unknown');
    expect(errorFromUnreadableSuccess(answer, 'order').message).toMatch(/credit balance/);
  });

  it.each([
    ['not-sent', 'read', 'network'],
    ['not-sent', 'order', 'network'],
    ['maybe-sent', 'read', 'network'],
    ['maybe-sent', 'order', 'outcome_unknown'],
    ['timeout', 'read', 'timeout'],
    ['timeout', 'change', 'outcome_unknown'],
    ['aborted', 'read', 'cancelled'],
    ['aborted', 'order', 'outcome_unknown'],
  ] as const)('transport %s on a %s call → %s', (failure, mode, kind) => {
    expect(errorFromTransport(failure, mode).kind).toBe(kind);
  });
});
