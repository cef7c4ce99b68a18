import { describe, expect, it } from 'vitest';
import {
  cartLineProblems,
  contactProblems,
  countryProblem,
  describeProblem,
  emailProblem,
  nameserverProblems,
  needsEppCode,
  phoneProblem,
} from './orderValidation';

const ADA = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  address1: '1 High Street',
  city: 'London',
  country: 'GB',
  phonenumber: '+44.2071234567',
};

describe('checks made before an order is sent', () => {
  it('accepts an e-mail address and names what is wrong with one that is not', () => {
    expect(emailProblem('ada@example.org')).toBeUndefined();
    expect(emailProblem('ada@example')).toBe('"ada@example" is not a valid e-mail address');
    expect(emailProblem('ada@ex\u0430mple.org')).toContain('mixes Latin and Cyrillic letters');
    expect(emailProblem('  ')).toBe('is required');
  });

  it('wants the phone as +country code, a dot and the number, forgiving spaces and dashes', () => {
    expect(phoneProblem('+44.2071234567')).toBeUndefined();
    expect(phoneProblem('+44.207 123-4567')).toBeUndefined();
    expect(phoneProblem('020 7123 4567')).toMatch(/not in international format/);
    expect(phoneProblem('+44 2071234567')).toMatch(/not in international format/);
  });

  it('wants a two-letter country code', () => {
    expect(countryProblem('gb')).toBeUndefined();
    expect(countryProblem('GBR')).toBe('"GBR" is not a two-letter country code (GB, US, DE)');
  });

  it('lists every problem of a contact with the field it belongs to', () => {
    const problems = contactProblems(
      { ...ADA, email: 'nope', city: '', phonenumber: '0207' },
      'Registrant',
    );
    expect(problems.map(describeProblem)).toEqual([
      'Registrant City: is required',
      'Registrant e-mail: "nope" is not a valid e-mail address',
      expect.stringMatching(/^Registrant phone: "0207" is not in international format/) as unknown,
    ]);
    expect(contactProblems(ADA, 'Registrant')).toEqual([]);
    expect(
      contactProblems(
        { ...ADA, firstname: 'safe\u202eexe.txt', city: 'a\u0000b' },
        'Registrant',
      ).map(describeProblem),
    ).toEqual([
      'Registrant First name: contains a text-direction control (U+202E), which would not show as typed',
      'Registrant City: contains a control character (U+0000), which would not show as typed',
    ]);
  });

  it('takes 2 to 5 distinct host names as nameservers', () => {
    expect(nameserverProblems(['ns1.example.net', 'ns2.example.net'])).toEqual([]);
    expect(nameserverProblems(['ns1.example.net']).map(describeProblem)).toEqual([
      'Nameservers: at least 2 are required (1 given)',
    ]);
    expect(
      nameserverProblems([
        'a.example',
        'b.example',
        'c.example',
        'd.example',
        'e.example',
        'f.example',
      ]),
    ).toHaveLength(1);
    expect(
      nameserverProblems(['ns1.example.net', 'ns_2.example.net']).map(describeProblem),
    ).toEqual(['Nameserver 2: "ns_2.example.net" is not a valid host name']);
    expect(nameserverProblems(['ns1.example.net', 'NS1.example.net']).map(describeProblem)).toEqual(
      ['Nameserver 2: ns1.example.net is listed twice'],
    );
    expect(
      nameserverProblems(['ns1.example.net\r', 'ns2.example.net\u202e']).map(describeProblem),
    ).toEqual([
      'Nameserver 1: "ns1.example.net\\u{D}" contains a control character (U+000D), which would not show as typed',
      'Nameserver 2: "ns2.example.net\\u{202E}" contains a text-direction control (U+202E), which would not show as typed',
    ]);
  });

  it('asks for the EPP code of a transfer except where the registry uses a tag', () => {
    expect(needsEppCode('transfer', 'example.com')).toBe(true);
    expect(needsEppCode('transfer', 'example.co.uk')).toBe(false);
    expect(needsEppCode('register', 'example.com')).toBe(false);
  });

  it('finds what a cart line lacks: nameservers, a registrant, an EPP code', () => {
    const problems = cartLineProblems({
      domain: 'example.com',
      operation: 'transfer',
      nameservers: [],
      contacts: {},
      eppCode: ' ',
    });
    expect(problems.map((p) => p.field)).toEqual(['Nameservers', 'Registrant contact', 'EPP code']);
  });

  it('checks each role that has a contact of its own, and renewals not at all', () => {
    const line = {
      domain: 'example.com',
      operation: 'register' as const,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contacts: { registrant: ADA, tech: { ...ADA, country: 'Britain' } },
      eppCode: '',
    };
    expect(cartLineProblems(line).map(describeProblem)).toEqual([
      'Tech country: "Britain" is not a two-letter country code (GB, US, DE)',
    ]);
    expect(cartLineProblems({ ...line, operation: 'renew', nameservers: [] })).toEqual([]);
  });
});
