import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DnsRecordView } from '../ipc/channels/domainsTypes';
import { checkDnsRecords, dnsSetWarnings, TXT_STRING_MAX } from './dnsRecordRules';

const DOMAIN = 'example.com';
const rec = (hostname: string, type: string, address: string, priority = 0): DnsRecordView => ({
  hostname,
  type,
  address,
  priority,
});
const messages = (records: DnsRecordView[]) =>
  checkDnsRecords(records, DOMAIN).issues.map((issue) => `${issue.path}: ${issue.message}`);

describe('DNS record rules', () => {
  it('accepts one valid record of every type the editor offers', () => {
    const check = checkDnsRecords(
      [
        rec('@', 'A', '192.0.2.1'),
        rec('@', 'AAAA', '2001:db8::1'),
        rec('www', 'CNAME', 'example.net.'),
        rec('@', 'MX', 'mail.example.com', 10),
        rec('@', 'TXT', 'v=spf1 mx -all'),
        rec('sub', 'NS', 'ns1.example.net'),
        rec('_sip._tcp', 'SRV', '5 5060 sip.example.com', 10),
        rec('@', 'CAA', '0 issue "letsencrypt.org"'),
      ],
      DOMAIN,
    );
    expect(check.issues).toEqual([]);
    expect(check.records).toHaveLength(8);
  });

  it('names the record and field of a wrong address for A and AAAA', () => {
    expect(messages([rec('@', 'A', '2001:db8::1'), rec('v6', 'AAAA', '192.0.2.1')])).toEqual([
      'records.0.address: Record 1 (A @): "2001:db8::1" is not an IPv4 address (A record).',
      'records.1.address: Record 2 (AAAA v6): "192.0.2.1" is not an IPv6 address (AAAA record).',
    ]);
  });

  it('refuses a CNAME beside other records at the same name', () => {
    expect(messages([rec('www', 'CNAME', 'example.net'), rec('www', 'A', '192.0.2.1')])).toEqual([
      'records: Host "www" has a CNAME and other records; a CNAME must be the only record of its host.',
    ]);
  });

  it('refuses two CNAMEs at one name', () => {
    expect(
      messages([rec('www', 'CNAME', 'example.net'), rec('www', 'CNAME', 'example.org')]),
    ).toEqual([
      'records: Host "www" has 2 CNAME records; a CNAME must be the only record of its host.',
    ]);
  });

  it('warns, without blocking, about two SPF records at one name', () => {
    const records = [
      rec('@', 'TXT', 'v=spf1 mx -all'),
      rec('example.com', 'TXT', '"v=spf1 include:_spf.example.net ~all"'),
      rec('@', 'TXT', 'google-site-verification=abc'),
      rec('mail', 'TXT', 'v=spf1 a -all'),
    ];
    expect(checkDnsRecords(records, DOMAIN).issues).toEqual([]);
    expect(dnsSetWarnings(records, DOMAIN)).toEqual([
      'Host "@" has 2 SPF records (TXT starting v=spf1): mail receivers then fail SPF for every message. Merge them into one.',
    ]);
  });

  it('asks for an MX priority from 0 to 65535', () => {
    expect(messages([rec('@', 'MX', 'mail.example.com', -1)])).toEqual([
      'records.0.priority: Record 1 (MX @): priority must be a whole number from 0 to 65535 (MX record).',
    ]);
  });

  it('limits each TXT string to 255 characters and accepts longer text split into quoted parts', () => {
    const long = 'a'.repeat(TXT_STRING_MAX + 1);
    expect(messages([rec('@', 'TXT', long)])[0]).toContain('split it into quoted parts');
    const part = 'b'.repeat(200);
    expect(messages([rec('@', 'TXT', `"${part}" "${part}"`)])).toEqual([]);
    expect(messages([rec('@', 'TXT', `"${long}"`)])[0]).toContain(
      'a quoted part is 256 characters',
    );
  });

  it('explains the SRV and CAA forms it expects', () => {
    const found = messages([rec('sip', 'SRV', 'sip.example.com'), rec('@', 'CAA', 'letsencrypt')]);
    expect(found.join('\n')).toContain('_service._protocol');
    expect(found.join('\n')).toContain('0 issue "letsencrypt.org"');
  });

  it.each([-1, 1.5, 1e308, -0.5])(
    'sends priority 0 for types that do not use it, whatever was given (%d)',
    (priority) => {
      const check = checkDnsRecords(
        [rec('@', 'A', '192.0.2.1', priority), rec('@', 'TXT', 'v=spf1 -all', priority)],
        DOMAIN,
      );
      expect(check.issues).toEqual([]);
      expect(check.records.map((r) => r.priority)).toEqual([0, 0]);
    },
  );

  it('takes an MX or SRV priority only as a whole number from 0 to 65535', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (priority) => {
        const check = checkDnsRecords([rec('@', 'MX', 'mail.example.com', priority)], DOMAIN);
        const fits = Number.isInteger(priority) && priority >= 0 && priority <= 65535;
        return fits
          ? check.records[0]?.priority === priority && check.issues.length === 0
          : check.records.length === 0 && check.issues[0]?.path === 'records.0.priority';
      }),
    );
  });

  it.each([
    ['address', rec('@', 'TXT', 'a\u0000b'), 'contains a control character (U+0000)'],
    ['address', rec('@', 'TXT', '\u001b[31mred'), 'contains a control character (U+001B)'],
    ['address', rec('@', 'TXT', 'safe\u202eexe.txt'), 'text-direction control (U+202E)'],
    ['hostname', rec('w\u200bww', 'A', '192.0.2.1'), 'zero-width character (U+200B)'],
    ['address', rec('www', 'CNAME', 'host\u0085.example.net'), 'control character (U+0085)'],
  ])('refuses a hidden character in the %s, naming it', (field, record, why) => {
    const check = checkDnsRecords([record], DOMAIN);
    expect(check.records).toEqual([]);
    expect(check.issues.map((issue) => issue.path)).toEqual([`records.0.${field}`]);
    expect(check.issues[0]?.message).toContain(why);
  });
});
