import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppFailure, defineChannel, returns } from '../../shared/ipc';
import { refusedIssues } from '../../shared/ipc/errorDetails';
import { createDispatcherFor } from './dispatcher';

const contract = {
  'domains:renew': defineChannel({
    input: z.object({
      domain: z.string().min(3, { error: 'A domain name is required.' }),
      years: z.number().int().min(1, { error: 'At least 1 year.' }),
    }),
    output: returns<null>(),
  }),
  'domains:save': defineChannel({ input: z.object({ ns: z.string() }), output: returns<null>() }),
};

const dispatcher = createDispatcherFor(contract, {
  'domains:renew': () => null,
  // A service refusing with its own rules, as the whole-set saves do.
  'domains:save': () => {
    throw new AppFailure('invalid_input', 'The nameservers cannot be saved.', {
      issues: [{ path: 'nameservers[1]', message: 'ns2 is listed twice.' }],
    });
  },
});

describe('the problems of an invalid_input error', () => {
  it('are read the same whether the bridge or a service refused the input', async () => {
    const refused = await dispatcher.dispatch({
      channel: 'domains:renew',
      input: { domain: '', years: 0 },
      trustedSender: true,
    });
    expect(refused.ok ? [] : refusedIssues(refused.error)).toEqual([
      { path: 'domain', message: 'A domain name is required.' },
      { path: 'years', message: 'At least 1 year.' },
    ]);
    const saved = await dispatcher.dispatch({
      channel: 'domains:save',
      input: { ns: 'ns1.example.net' },
      trustedSender: true,
    });
    expect(saved.ok ? [] : refusedIssues(saved.error)).toEqual([
      { path: 'nameservers[1]', message: 'ns2 is listed twice.' },
    ]);
  });

  it('are none for a detail not of the declared shape: main does not send it', async () => {
    const odd = createDispatcherFor(contract, {
      'domains:renew': () => null,
      // A refusal whose detail is not the list of issues its kind declares.
      'domains:save': () => {
        throw Object.assign(new Error('The nameservers cannot be saved.'), {
          kind: 'invalid_input',
          detail: 'ns',
        });
      },
    });
    const saved = await odd.dispatch({
      channel: 'domains:save',
      input: { ns: 'ns1.example.net' },
      trustedSender: true,
    });
    expect(saved.ok).toBe(false);
    if (saved.ok) return;
    expect(saved.error).toEqual({
      kind: 'invalid_input',
      message: 'The nameservers cannot be saved.',
    });
    expect(refusedIssues(saved.error)).toEqual([]);
  });
});
