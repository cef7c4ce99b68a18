import { describe, expect, it } from 'vitest';
import { checkDnsTemplate, fillDnsTemplate } from './presetRules';
import { parseTemplateText, templateText } from './templateLines';

describe('a DNS template typed one record a line', () => {
  it('reads host, type, priority and a value with spaces, and writes it back the same', () => {
    const text = [
      '@ A 192.0.2.10',
      'www CNAME {domain}',
      '; a comment',
      '',
      '@ mx 10 mail.{domain}',
      '@ TXT v=spf1 include:{domain} ~all',
    ].join('\n');
    const { records, issues } = parseTemplateText(text);
    expect(issues).toEqual([]);
    expect(records).toEqual([
      { hostname: '@', type: 'A', address: '192.0.2.10', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: '{domain}', priority: 0 },
      { hostname: '@', type: 'MX', address: 'mail.{domain}', priority: 10 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 include:{domain} ~all', priority: 0 },
    ]);
    expect(parseTemplateText(templateText(records)).records).toEqual(records);
    expect(fillDnsTemplate(records, 'shop.example')[2]?.address).toBe('mail.shop.example');
  });

  it('names the line that lacks a priority or a value', () => {
    expect(parseTemplateText('@ MX mail.{domain}\nwww CNAME').issues.map((i) => i.message)).toEqual(
      [
        'Line 1: an MX record needs its priority before the value, as in "@ MX 10 mail.{domain}".',
        'Line 2: write it as "host type value", as in "www CNAME {domain}".',
      ],
    );
  });

  it('refuses any placeholder but {domain}, and checks the records on a sample name', () => {
    const issues = checkDnsTemplate([
      { hostname: '{host}', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: '{domain', priority: 0 },
      { hostname: 'mail', type: 'A', address: '{domain}', priority: 0 },
    ]);
    expect(issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['dns.0.hostname', 'dns.1.address', 'dns.2.address']),
    );
  });
});
