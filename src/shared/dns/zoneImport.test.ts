import { describe, expect, it } from 'vitest';
import { importZone } from './zoneImport';

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

const lineReasons = (text: string) =>
  importZone(text, 'example.com').skipped.map((s) => `${s.line}: ${s.reason}`);

describe('importing a BIND zone file', () => {
  it('imports the records the API can hold and names every line it leaves out', () => {
    const imported = importZone(ZONE, 'example.com');
    expect(imported.records).toEqual([
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: 'example.com', priority: 0 },
      { hostname: '@', type: 'MX', address: 'mail.example.com', priority: 10 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 mx -all', priority: 0 },
      { hostname: '_sip._tcp', type: 'SRV', address: '5 5060 sip.example.com', priority: 10 },
      { hostname: '@', type: 'CAA', address: '0 issue "letsencrypt.org"', priority: 0 },
      { hostname: 'v6', type: 'AAAA', address: '2001:db8::1', priority: 0 },
      { hostname: 'sub', type: 'NS', address: 'ns.other.net', priority: 0 },
    ]);
    expect(lineReasons(ZONE)).toEqual([
      '3: the SOA record: the registrar’s DNS servers write their own.',
      '4: NS at the apex: the domain’s nameservers are set under Nameservers.',
    ]);
  });

  it('reports DNSKEY, HINFO and unreadable lines with their numbers instead of dropping them', () => {
    const text = [
      '$ORIGIN example.com.',
      '@ IN DNSKEY 257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0d',
      'host IN HINFO "PC" "Linux"',
      'this line means nothing',
      'www IN A 192.0.2.7',
      'mail IN A 300.1.1.1',
      'txt IN TXT "never closed',
      '$INCLUDE other.zone',
    ].join('\n');
    const imported = importZone(text, 'example.com');
    expect(imported.records).toEqual([
      { hostname: 'www', type: 'A', address: '192.0.2.7', priority: 0 },
    ]);
    expect(lineReasons(text)).toEqual([
      '2: the API does not store DNSKEY records.',
      '3: the API does not store HINFO records.',
      '4: "line" is not a record type.',
      '6: "300.1.1.1" is not an IPv4 address.',
      '7: A quote opened here is never closed.',
      '8: $INCLUDE is not followed: paste the records it names.',
    ]);
    expect(imported.skipped[0]?.text).toBe('@ IN DNSKEY 257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0d');
  });

  it('reads a CNAME without a target as a problem, not as a CNAME to "CNAME"', () => {
    const imported = importZone('foo IN CNAME\nbar IN CNAME target.example.net.\n', 'example.com');
    expect(imported.records).toEqual([
      { hostname: 'bar', type: 'CNAME', address: 'target.example.net', priority: 0 },
    ]);
    expect(imported.skipped).toEqual([
      {
        line: 1,
        text: 'foo IN CNAME',
        reason: 'a CNAME record needs one target host; this line has none.',
      },
    ]);
  });

  it('refuses a file whose $ORIGIN is another domain', () => {
    expect(() => importZone('$ORIGIN otherdomain.com.\n@ IN A 192.0.2.1\n', 'example.com')).toThrow(
      'Line 1: "$ORIGIN otherdomain.com." is the zone of another domain; this page edits example.com. Nothing was imported.',
    );
  });

  it('follows $ORIGIN for a subdomain, blank owners, relative targets and TTL before or after the class', () => {
    const text = [
      '$ORIGIN shop.example.com.',
      'www 600 IN A 192.0.2.1',
      '    IN 600 AAAA 2001:db8::2',
      'alias CNAME www',
      '@ IN MX 5 mail',
      'far.example.org. IN A 192.0.2.9',
    ].join('\n');
    const imported = importZone(text, 'example.com');
    expect(imported.records).toEqual([
      { hostname: 'www.shop', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'www.shop', type: 'AAAA', address: '2001:db8::2', priority: 0 },
      { hostname: 'alias.shop', type: 'CNAME', address: 'www.shop.example.com', priority: 0 },
      { hostname: 'shop', type: 'MX', address: 'mail.shop.example.com', priority: 5 },
    ]);
    expect(lineReasons(text)).toEqual(['6: the name far.example.org. is outside example.com.']);
  });
});
