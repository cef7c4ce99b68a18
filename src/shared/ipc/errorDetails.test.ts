import { describe, expect, it } from 'vitest';
import { errorDetail, refusedIssues } from './errorDetails';

const RECORD = { hostname: 'www', type: 'A', address: '192.0.2.1', priority: 0 };

describe('the declared detail of an error', () => {
  it('is read only for its own kind and shape', () => {
    const conflict = { kind: 'conflict' as const, message: 'changed', detail: {} };
    const sets = { live: [RECORD], base: [] };
    expect(errorDetail({ ...conflict, detail: sets }, 'dnsConflict')).toEqual(sets);
    // A refusal of another kind, or a detail of another shape, is no conflict to show.
    expect(errorDetail({ kind: 'network', detail: sets }, 'dnsConflict')).toBeNull();
    expect(
      errorDetail({ ...conflict, detail: { live: ['ns1.example.net'] } }, 'dnsConflict'),
    ).toBeNull();
    expect(
      errorDetail({ ...conflict, detail: { live: [{ prefix: 'a' }], base: [] } }, 'emailConflict'),
    ).toBeNull();
  });

  it('gives the field problems of refused input, and none otherwise', () => {
    const issues = [{ path: 'records.0.address', message: 'Not an IPv4 address.' }];
    expect(refusedIssues({ kind: 'invalid_input', detail: { issues } })).toEqual(issues);
    expect(refusedIssues({ kind: 'conflict', detail: { issues } })).toEqual([]);
    expect(refusedIssues({ kind: 'invalid_input', detail: 'records.0.address' })).toEqual([]);
  });
});
