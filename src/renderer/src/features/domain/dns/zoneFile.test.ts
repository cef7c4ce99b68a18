import { describe, expect, it } from 'vitest';
import { exportZone, importZone } from './zoneFile';

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
  it('imports the records the API can hold and says what it leaves out', () => {
    const imported = importZone(ZONE, 'example.com');
    expect(imported.records).toEqual([
      { hostname: 'sub', type: 'NS', address: 'ns.other.net', priority: 0 },
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'v6', type: 'AAAA', address: '2001:db8::1', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: 'example.com', priority: 0 },
      { hostname: '@', type: 'MX', address: 'mail.example.com', priority: 10 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 mx -all', priority: 0 },
      { hostname: '_sip._tcp', type: 'SRV', address: '5 5060 sip.example.com', priority: 10 },
      { hostname: '@', type: 'CAA', address: '0 issue "letsencrypt.org"', priority: 0 },
    ]);
    expect(imported.skipped).toEqual([
      'The SOA record (the registrar’s DNS servers write their own).',
      'NS ns1.example.net at the apex (set it under Nameservers).',
    ]);
  });

  it('exports a zone that imports back to the same records', () => {
    const { records } = importZone(ZONE, 'example.com');
    const text = exportZone('example.com', records, ['ns1.example.net'], new Date('2026-11-23'));
    expect(text).toContain('2026112301');
    expect(importZone(text, 'example.com').records).toEqual(expect.arrayContaining(records));
    expect(importZone(text, 'example.com').records).toHaveLength(records.length);
  });
});
