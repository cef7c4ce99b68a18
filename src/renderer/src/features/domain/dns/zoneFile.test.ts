import { describe, expect, it } from 'vitest';
import { importZone } from '../../../../../shared/dns/zoneImport';
import { exportZone } from './zoneFile';

const ZONE = `$ORIGIN example.com.
$TTL 3600
@ IN SOA ns1.example.net. admin.example.com. ( 1 7200 3600 1209600 3600 )
@ IN NS ns1.example.net.
@ IN A 192.0.2.1
www IN CNAME example.com.
@ 300 IN MX 10 mail.example.com.
@ IN TXT "v=spf1 mx -all"
_sip._tcp IN SRV 10 5 5060 sip.example.com.
@ IN CAA 0 issue "letsencrypt.org"
v6.example.com. IN AAAA 2001:db8::1
sub IN NS ns.other.net.
`;

describe('BIND zone files', () => {
  it('exports a zone that imports back to the same records', () => {
    const { records } = importZone(ZONE, 'example.com');
    const text = exportZone('example.com', records, ['ns1.example.net'], new Date('2026-11-23'));
    expect(text).toContain('2026112301');
    expect(importZone(text, 'example.com').records).toEqual(expect.arrayContaining(records));
    expect(importZone(text, 'example.com').records).toHaveLength(records.length);
  });

  it('never lets a value from the provider start a line of its own', () => {
    const injected = '"\n$INCLUDE /etc/passwd\n@ IN NS ns.attacker.example.\n';
    const text = exportZone(
      'example.com',
      [
        { hostname: '@', type: 'TXT', address: `v=spf1 -all${injected}`, priority: 0 },
        { hostname: '@', type: 'TXT', address: `"part one"${injected}`, priority: 0 },
        { hostname: `www${injected}`, type: 'A', address: '192.0.2.1', priority: 0 },
        { hostname: 'mail', type: 'MX', address: `mx.example.com${injected}`, priority: 10 },
        { hostname: '@', type: 'CAA', address: `0 issue "ca.example${injected}"`, priority: 0 },
        { hostname: '@', type: 'URL', address: `https://example.net/${injected}`, priority: 0 },
      ],
      ['ns1.example.net', `ns2.example.net${injected}`],
      new Date('2026-11-23'),
    );
    const lines = text.split('\n');
    expect(lines.filter((line) => /^\s*\$INCLUDE/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^\S+\s+IN\s+NS\s/.test(line))).toEqual([
      expect.stringMatching(/^@\s+IN\s+NS\s+ns1\.example\.net\.$/),
    ]);
    // No control character but the generator's own tabs and line feeds.
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    // The TXT value is kept, escaped; what cannot be one token is left out, with a comment.
    const imported = importZone(text, 'example.com').records;
    expect(imported.filter((r) => r.type === 'TXT')).toHaveLength(2);
    expect(imported.some((r) => r.type === 'A' || r.type === 'MX')).toBe(false);
    expect(text).toContain('; left out: A www"\\010$INCLUDE');
    expect(text).toContain('; left out: nameserver ns2.example.net"\\010');
  });
});
