import { describe, expect, it } from 'vitest';
import {
  CONTACT_CASES,
  GOOD_CONTACT,
  NAMESERVER_CASES,
} from '../../../../../test/rules/ruleTables';
import { cartLineProblems, nameserverProblems, needsEppCode } from './orderValidation';

const line = {
  domain: 'example.com',
  operation: 'register' as const,
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  contacts: { registrant: GOOD_CONTACT },
  eppCode: '',
};

describe('checks made on a cart line before checkout is offered', () => {
  it.each(CONTACT_CASES)('refuses a contact as main does: $name', (c) => {
    const problems = cartLineProblems({
      ...line,
      contacts: { registrant: { ...GOOD_CONTACT, [c.field]: c.value } },
    });
    expect(problems.map((problem) => problem.path)).toEqual([`contacts.registrant.${c.field}`]);
    expect(problems[0]?.message.toLowerCase()).toContain(c.says.toLowerCase());
  });

  it.each(NAMESERVER_CASES)('refuses nameservers as main does: $name', (c) => {
    expect(nameserverProblems(c.hosts)).toEqual(c.issues);
    expect(cartLineProblems({ ...line, nameservers: c.hosts })).toEqual(c.issues);
  });

  it('names a contact problem once, under the role whose contact it is', () => {
    const bad = { ...GOOD_CONTACT, country: 'UK' };
    expect(
      cartLineProblems({ ...line, contacts: { registrant: bad } }).map((problem) => problem.path),
    ).toEqual(['contacts.registrant.country']);
    expect(
      cartLineProblems({ ...line, contacts: { registrant: GOOD_CONTACT, tech: bad } }),
    ).toEqual([
      {
        path: 'contacts.tech.country',
        message: 'Technical: "UK" is not a country code: use GB for the United Kingdom.',
      },
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
    expect(problems.map((p) => p.path)).toEqual(['ns1', 'ns2', 'contacts.registrant', 'eppCode']);
    expect(cartLineProblems({ ...line, operation: 'renew', nameservers: [] })).toEqual([]);
  });
});
