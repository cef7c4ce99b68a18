import { describe, expect, it } from 'vitest';
import { checkContactSet } from '../../../../../shared/contacts/contactRules';
import { contactFields, diffContacts, formFromView } from './contactForm';

const person = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  address1: '1 Analytical Row',
  city: 'London',
  country: 'GB',
  phonenumber: '+44.2079460000',
  extra: {},
};

describe('the contact form', () => {
  const form = formFromView({
    contacts: { Registrant: person, Technical: person, Billing: person, Admin: person },
    otherRoles: {},
  });

  it('lists each changed field with its role', () => {
    const edited = {
      ...form,
      Admin: { ...form.Admin, email: 'admin@example.com', companyname: 'AE Ltd' },
    };
    expect(diffContacts(form, edited)).toEqual([
      { change: 'added', after: 'Admin · Company: AE Ltd' },
      {
        change: 'changed',
        before: 'Admin · E-mail: ada@example.com',
        after: 'Admin · E-mail: admin@example.com',
      },
    ]);
  });

  it('is checked by the same rules as the service, field by field', () => {
    const bad = {
      ...form,
      Billing: { ...contactFields(person), country: 'UK', phonenumber: '0207 946' },
    };
    expect(checkContactSet(bad).issues.map((issue) => issue.path)).toEqual([
      'Billing.phonenumber',
      'Billing.country',
    ]);
    expect(checkContactSet(bad).issues[1]?.message).toBe(
      'Billing: "UK" is not a country code: use GB for the United Kingdom.',
    );
  });
});
