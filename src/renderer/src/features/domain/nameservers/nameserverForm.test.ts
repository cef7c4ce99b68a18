import { describe, expect, it } from 'vitest';
import {
  childHostProblem as glueHostProblem,
  glueIpProblem,
} from '../../../../../shared/nameservers/nameserverRules';
import { diffNameservers } from './nameserverForm';

describe('the nameserver and glue forms', () => {
  it('shows a reordering as changed slots', () => {
    expect(
      diffNameservers(
        ['a.example.net', 'b.example.net'],
        ['b.example.net', 'a.example.net', 'c.example.net'],
      ),
    ).toEqual([
      { change: 'changed', before: 'ns1: a.example.net', after: 'ns1: b.example.net' },
      { change: 'changed', before: 'ns2: b.example.net', after: 'ns2: a.example.net' },
      { change: 'added', after: 'ns3: c.example.net' },
    ]);
  });

  it('accepts IPv4 and IPv6 glue under the domain only', () => {
    expect(glueIpProblem('192.0.2.53')).toBeUndefined();
    expect(glueIpProblem('2001:db8::53')).toBeUndefined();
    expect(glueIpProblem('192.0.2.256')).toBe('"192.0.2.256" is not an IPv4 or IPv6 address.');
    expect(glueHostProblem('ns1.example.com', 'example.com')).toBeUndefined();
    expect(glueHostProblem('ns1.example.net', 'example.com')).toContain('under example.com');
  });
});
