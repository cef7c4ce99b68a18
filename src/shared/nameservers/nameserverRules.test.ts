import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNameserverList,
  childHostProblem,
  glueIpProblem,
  MAX_NAMESERVERS,
  MIN_NAMESERVERS,
  splitTypedHosts,
} from './nameserverRules';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const host = fc
  .tuple(label, label, fc.constantFrom('net', 'com', 'org'))
  .filter(([a, b]) => a.slice(2, 4) !== '--' && b.slice(2, 4) !== '--')
  .map(([a, b, tld]) => `${a}.${b}.${tld}`);
const hosts = (min: number, max: number) =>
  fc.uniqueArray(host, { minLength: min, maxLength: max });
const hidden = fc.constantFrom('\r', '\n', '\u0000', '\u001b', '\u0085', '\u202e', '\u200b');

describe('the nameserver rule', () => {
  it(`accepts ${MIN_NAMESERVERS} to ${MAX_NAMESERVERS} distinct hosts, as typed in any case, in order`, () => {
    fc.assert(
      fc.property(hosts(MIN_NAMESERVERS, MAX_NAMESERVERS), (list) => {
        const check = checkNameserverList(list.map((h) => ` ${h.toUpperCase()}. `));
        return (
          check.issues.length === 0 && Object.values(check.nameservers ?? {}).join() === list.join()
        );
      }),
    );
  });

  it('names the slot of a host listed twice, whatever its case', () => {
    fc.assert(
      fc.property(hosts(2, 4), fc.nat(), (list, pick) => {
        const again = (list[pick % list.length] ?? '').toUpperCase();
        const check = checkNameserverList([...list, again]);
        const key = `ns${list.length + 1}`;
        return (
          check.nameservers === undefined &&
          check.issues.some((i) => i.path === key && i.message.endsWith('is listed twice.'))
        );
      }),
    );
  });

  it('names the slot of a host with a hidden character anywhere, and its code', () => {
    fc.assert(
      fc.property(hosts(2, 5), fc.nat(), fc.nat(), hidden, (list, pick, at, c) => {
        const slot = pick % list.length;
        const typed = list[slot] ?? '';
        const cut = at % (typed.length + 1);
        const bad = list.map((h, i) => (i === slot ? `${h.slice(0, cut)}${c}${h.slice(cut)}` : h));
        const issue = checkNameserverList(bad).issues.find((i) => i.path === `ns${slot + 1}`);
        return issue !== undefined && /U\+[0-9A-F]{4}/.test(issue.message);
      }),
    );
  });

  it('lists every problem at once: a bad host, one listed twice, too few', () => {
    expect(
      checkNameserverList(['-bad-.host', 'ns1.example.net', 'NS1.example.net']).issues,
    ).toEqual([
      { path: 'ns1', message: 'ns1: "-bad-.host" is not a valid host name.' },
      { path: 'ns3', message: 'ns3: ns1.example.net is listed twice.' },
    ]);
    expect(checkNameserverList(['ns1.example.net']).issues).toEqual([
      { path: 'ns2', message: 'ns2 is required (at least 2 nameservers).' },
    ]);
    expect(checkNameserverList(['192.0.2.1', '⒈.example']).issues.map((i) => i.path)).toEqual([
      'ns1',
      'ns2',
    ]);
  });

  it('warns about a look-alike host with the ASCII form it is sent as', () => {
    const check = checkNameserverList(['ns1.ex\u0430mple.net', 'ns2.example.net']);
    expect(check.issues).toEqual([]);
    expect(check.warnings[0]?.message).toContain('sent as ns1.xn--exmple-4nf.net');
  });

  it('takes glue only under the domain, at an IPv4 or IPv6 address without a zone id', () => {
    expect(childHostProblem('ns1.example.com', 'example.com')).toBeUndefined();
    expect(childHostProblem('ns1.example.net', 'example.com')).toContain('under example.com');
    expect(childHostProblem('ns1\u202e.example.com', 'example.com')).toContain('\\u{202E}');
    expect(glueIpProblem('2001:db8::53')).toBeUndefined();
    expect(glueIpProblem('fe80::1%eth0')).toContain('zone id');
  });

  it('reads a typed list the same way in every box: lines, spaces, commas, semicolons', () => {
    expect(splitTypedHosts(' ns1.example.net,ns2.example.net;\n\tNS3.example.net.  ')).toEqual([
      'ns1.example.net',
      'ns2.example.net',
      'NS3.example.net.',
    ]);
  });
});
