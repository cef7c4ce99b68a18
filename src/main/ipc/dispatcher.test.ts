import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCallError } from '../../shared/api/errors';
import { AppFailure, defineChannel, returns } from '../../shared/ipc';
import type { Result } from '../../shared/ipc';
import { createDispatcherFor } from './dispatcher';
import type { HandlersFor } from './dispatcher';
import { INTERNAL_ERROR_MESSAGE } from './errorEnvelope';

const TOKEN =
  'NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUwMDhiYzA3NmRjMTUwODU3Y2NjMmMyYzg2NTlhN2RkYjE2NTE4YjMxZA==';

// A contract shaped like the ones features add: object input, a list, an enum.
const contract = {
  'domains:renew': defineChannel({
    input: z.object({
      domain: z.string().min(3),
      years: z.number().int().min(1).max(10),
      nameservers: z.array(z.string()).min(2),
    }),
    output: returns<{ renewed: string }>(),
  }),
  'domains:lock': defineChannel({
    input: z.object({ domain: z.string(), status: z.enum(['locked', 'unlocked']) }),
    output: returns<null>(),
  }),
};

function dispatcherWith(handlers: Partial<HandlersFor<typeof contract>>, logged: string[] = []) {
  const all: HandlersFor<typeof contract> = {
    'domains:renew': ({ domain }) => ({ renewed: domain }),
    'domains:lock': () => null,
    ...handlers,
  };
  return createDispatcherFor(contract, all, { log: (line) => logged.push(line) });
}

const renew = {
  domain: 'example.com',
  years: 2,
  nameservers: ['ns1.example.net', 'ns2.example.net'],
};

function errorOf(result: Result<unknown>) {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

describe('the dispatcher shared by Electron IPC and the web preview', () => {
  it('answers a valid request from our window with the handler result', async () => {
    const result = await dispatcherWith({}).dispatch({
      channel: 'domains:renew',
      input: renew,
      trustedSender: true,
    });
    expect(result).toEqual({ ok: true, data: { renewed: 'example.com' } });
  });

  it('rejects bad input with a message naming each wrong field, without calling the handler', async () => {
    let called = false;
    const dispatcher = dispatcherWith({
      'domains:renew': () => {
        called = true;
        return { renewed: '' };
      },
    });
    const result = await dispatcher.dispatch({
      channel: 'domains:renew',
      input: { domain: 'example.com', years: 'two', nameservers: ['ns1.example.net'] },
      trustedSender: true,
    });
    const error = errorOf(result);
    expect(error.kind).toBe('invalid_input');
    expect(error.message).toContain('domains:renew');
    expect(error.message).toMatch(/years: expected number, received string/);
    expect(error.message).toMatch(/nameservers: .*>=2 items/);
    expect(error.message).not.toContain('domain:');
    expect(error.detail).toEqual({
      issues: [
        { path: 'years', message: 'expected number, received string' },
        { path: 'nameservers', message: expect.stringContaining('>=2') as unknown },
      ],
    });
    expect(called).toBe(false);
  });

  it('names nested and listed fields by their path and survives input that is not an object', async () => {
    const dispatcher = dispatcherWith({});
    const nested = await dispatcher.dispatch({
      channel: 'domains:renew',
      input: { ...renew, nameservers: ['ns1.example.net', 7] },
      trustedSender: true,
    });
    expect(errorOf(nested).message).toContain('nameservers.1: expected string');

    const wrongShape = await dispatcher.dispatch({
      channel: 'domains:lock',
      input: 'lock it',
      trustedSender: true,
    });
    expect(errorOf(wrongShape)).toMatchObject({
      kind: 'invalid_input',
      message: 'Invalid input for domains:lock: input: expected object, received string',
    });
  });

  it('refuses a request from a foreign sender before looking at it', async () => {
    let called = false;
    const dispatcher = dispatcherWith({
      'domains:lock': () => {
        called = true;
        return null;
      },
    });
    const result = await dispatcher.dispatch({
      channel: 'domains:lock',
      input: { domain: 'example.com', status: 'unlocked' },
      trustedSender: false,
    });
    expect(errorOf(result).kind).toBe('forbidden_sender');
    expect(called).toBe(false);
  });

  it('answers not_found for a channel outside the contract, including inherited names', async () => {
    const dispatcher = dispatcherWith({});
    for (const channel of ['domains:delete', 'toString', '__proto__']) {
      const result = await dispatcher.dispatch({ channel, input: undefined, trustedSender: true });
      expect(errorOf(result).kind).toBe('not_found');
    }
  });

  it('keeps the kind of a known failure and strips secrets from its message and detail', async () => {
    const dispatcher = dispatcherWith({
      'domains:lock': () => {
        throw new AppFailure('conflict', `Lock changed elsewhere (token ${TOKEN})`, {
          live: { locked: true, apiKey: 's3cr3t-API-key' },
          base: { locked: false, note: `sent token=${TOKEN}` },
        });
      },
    });
    const result = await dispatcher.dispatch({
      channel: 'domains:lock',
      input: { domain: 'example.com', status: 'locked' },
      trustedSender: true,
    });
    const error = errorOf(result);
    expect(error.kind).toBe('conflict');
    expect(error.message).toContain('Lock changed elsewhere');
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(JSON.stringify(error)).not.toContain('s3cr3t-API-key');
    // The detail itself is kept: only its secrets are gone.
    expect(JSON.stringify(error.detail)).toContain('"locked":true');
  });

  it('keeps an API error kind with its status and server text', async () => {
    const dispatcher = dispatcherWith({
      'domains:lock': () => {
        throw new ApiCallError({
          kind: 'not_in_account',
          message: 'example.com is not active in this reseller account yet.',
          serverMessage: 'The provided domain has not been found in the reseller account',
          status: 403,
        });
      },
    });
    const result = await dispatcher.dispatch({
      channel: 'domains:lock',
      input: { domain: 'example.com', status: 'locked' },
      trustedSender: true,
    });
    expect(errorOf(result)).toEqual({
      kind: 'not_in_account',
      message: 'example.com is not active in this reseller account yet.',
      detail: {
        serverMessage: 'The provided domain has not been found in the reseller account',
        status: 403,
      },
    });
  });

  it('turns an unexpected crash into a generic internal error and logs it without the secret', async () => {
    const logged: string[] = [];
    const dispatcher = dispatcherWith(
      {
        'domains:renew': () => {
          throw new TypeError(`Cannot read headers {"token":"${TOKEN}","apiKey":"s3cr3t-API-key"}`);
        },
      },
      logged,
    );
    const result = await dispatcher.dispatch({
      channel: 'domains:renew',
      input: renew,
      trustedSender: true,
    });
    expect(errorOf(result)).toEqual({
      kind: 'internal',
      message: INTERNAL_ERROR_MESSAGE,
      next: { action: 'openLogFolder' },
    });
    expect(logged.join('\n')).toContain('TypeError');
    expect(logged.join('\n')).not.toContain(TOKEN);
    expect(logged.join('\n')).not.toContain('s3cr3t-API-key');
  });

  it('treats a thrown object with an unknown kind as internal', async () => {
    const dispatcher = dispatcherWith({
      'domains:lock': () => Promise.reject(Object.assign(new Error('boom'), { kind: 'exploded' })),
    });
    const result = await dispatcher.dispatch({
      channel: 'domains:lock',
      input: { domain: 'example.com', status: 'locked' },
      trustedSender: true,
    });
    expect(errorOf(result).kind).toBe('internal');
  });
});
