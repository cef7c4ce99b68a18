import { describe, expect, it } from 'vitest';
import { DuplicateError, IllegalOrderTransitionError, InvalidDomainNameError } from '../cache';
import { toItemError } from '../services/jobs/jobErrors';
import { INTERNAL_ERROR_MESSAGE, toAppError } from './errorEnvelope';

describe('a refusal of the offline cache', () => {
  it('reaches the window with its app kind and message, from a request or a job alike', () => {
    const refusals = [
      new IllegalOrderTransitionError('order-1', 'reconciled', 'reconciled'),
      new DuplicateError('A contact profile named "Ada" already exists.'),
      new InvalidDomainNameError('"exa mple.com" is not a valid domain name.'),
    ];

    const seen = refusals.map((error) => [toAppError(error), toItemError(error)]);

    expect(seen.map(([request]) => request?.kind)).toEqual([
      'conflict',
      'conflict',
      'invalid_input',
    ]);
    for (const [request, item] of seen) expect(item).toEqual(request);
    expect(seen[2]?.[0]?.message).toBe('"exa mple.com" is not a valid domain name.');
  });

  it('of a kind nobody knows stays an internal error with a generic message', () => {
    const odd = Object.assign(new Error('disk I/O error at page 7'), { kind: 'sqlite_busy' });
    expect(toAppError(odd)).toEqual({
      kind: 'internal',
      message: INTERNAL_ERROR_MESSAGE,
      next: { action: 'openLogFolder' },
    });
  });
});
