import { describe, expect, it } from 'vitest';
import { encodePhpForm, phpUrlEncode } from './phpForm';

describe('PHP form encoding', () => {
  it('writes each nested shape of the spec the way PHP reads it', () => {
    const body = encodePhpForm({
      tldsToInclude: ['.com', '.net'],
      nameservers: { ns1: 'a' },
      dnsrecords: [{ hostname: '@' }],
      prefix: [''],
      forwardto: ['x@y.z'],
    });
    // The string api-facts.md reports PHP's parse_str reading as the expected structure.
    expect(body).toBe(
      'tldsToInclude[]=.com&tldsToInclude[]=.net&nameservers[ns1]=a&dnsrecords[0][hostname]=%40&prefix[]=&forwardto[]=x%40y.z',
    );
  });

  it('nests contact maps under their role, lowercase for orders and capitalized for saves', () => {
    expect(encodePhpForm({ contacts: { registrant: { firstname: 'Ann' } } })).toBe(
      'contacts[registrant][firstname]=Ann',
    );
    expect(encodePhpForm({ contactdetails: { Registrant: { firstname: 'Ann' } } })).toBe(
      'contactdetails[Registrant][firstname]=Ann',
    );
  });

  it('writes booleans as 1/0 and leaves out null and undefined', () => {
    expect(
      encodePhpForm({
        addons: { dnsmanagement: true, emailforwarding: false, idprotection: undefined },
        eppcode: null,
        regperiod: 2,
      }),
    ).toBe('addons[dnsmanagement]=1&addons[emailforwarding]=0&regperiod=2');
  });

  it('indexes every element of a list that holds maps so their keys stay together', () => {
    expect(
      encodePhpForm({
        dnsrecords: [
          { hostname: 'www', type: 'A', address: '192.0.2.1', priority: 0 },
          { hostname: '@', type: 'MX', address: 'mx.example.com', priority: 10, recid: '7' },
        ],
      }),
    ).toBe(
      'dnsrecords[0][hostname]=www&dnsrecords[0][type]=A&dnsrecords[0][address]=192.0.2.1&dnsrecords[0][priority]=0' +
        '&dnsrecords[1][hostname]=%40&dnsrecords[1][type]=MX&dnsrecords[1][address]=mx.example.com&dnsrecords[1][priority]=10&dnsrecords[1][recid]=7',
    );
  });

  it('escapes like PHP urlencode: space as +, only letters, digits and -_. kept', () => {
    expect(phpUrlEncode('a b')).toBe('a+b');
    expect(phpUrlEncode('&=+%[]"\'~!*()/:?#')).toBe(
      '%26%3D%2B%25%5B%5D%22%27%7E%21%2A%28%29%2F%3A%3F%23',
    );
    expect(phpUrlEncode('AZaz09-_.')).toBe('AZaz09-_.');
    expect(phpUrlEncode('é')).toBe('%C3%A9');
    expect(phpUrlEncode('日本')).toBe('%E6%97%A5%E6%9C%AC');
    expect(phpUrlEncode('😀')).toBe('%F0%9F%98%80');
    expect(phpUrlEncode('\n\u0000')).toBe('%0A%00');
  });

  it('writes a lone surrogate as U+FFFD rather than failing', () => {
    expect(phpUrlEncode('a\uD800b')).toBe('a%EF%BF%BDb');
  });

  it('keeps empty strings as present-but-empty fields', () => {
    expect(encodePhpForm({ eppcode: '', prefix: ['', 'info'] })).toBe(
      'eppcode=&prefix[]=&prefix[]=info',
    );
  });

  it('refuses keys and values PHP could not read back as sent', () => {
    expect(() => encodePhpForm({ 'a.b': 'x' })).toThrow(TypeError);
    expect(() => encodePhpForm({ m: { 'x]': 'y' } })).toThrow(TypeError);
    expect(() => encodePhpForm({ n: Number.NaN })).toThrow(TypeError);
    expect(() => encodePhpForm({ d: new Date(0) })).toThrow(TypeError);
  });
});
