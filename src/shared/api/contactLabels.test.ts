import { describe, expect, it } from 'vitest';
import { contactFieldForLabel, storedContactsSchema } from './contactLabels';

describe('contact label normalisation', () => {
  it.each([
    ['First_Name', 'firstname'],
    ['First Name', 'firstname'],
    ['firstname', 'firstname'],
    ['Last Name', 'lastname'],
    ['Full Name', 'fullname'],
    ['Company Name', 'companyname'],
    ['Organisation', 'companyname'],
    ['Email Address', 'email'],
    ['Email', 'email'],
    ['Address 1', 'address1'],
    ['Address1', 'address1'],
    ['Address 2', 'address2'],
    ['Address_2', 'address2'],
    ['address2', 'address2'],
    ['Tax ID', 'tax_id'],
    ['tax_id', 'tax_id'],
    ['VAT Number', 'tax_id'],
    ['City', 'city'],
    ['State', 'state'],
    ['ZIP Code', 'postcode'],
    ['Postcode', 'postcode'],
    ['Country', 'country'],
    ['Phone Number', 'phonenumber'],
    ['Phone', 'phonenumber'],
  ])('%s → %s', (label, field) => {
    expect(contactFieldForLabel(label)).toBe(field);
  });

  it('normalises every role of a stored set and keeps unknown labels in extra', () => {
    const parsed = storedContactsSchema.parse({
      Registrant: {
        First_Name: 'Ann',
        Last_Name: 'Lee',
        'Email Address': 'ann@example.com',
        'Address 2': 'Flat 3',
        'Phone Country Code': 44,
      },
      Technical: { firstname: 'Tom', email: 'tom@example.com' },
      Billing: [],
      Admin: { 'Company Name': 'Lee Ltd', 'ZIP Code': 'AB1 2CD' },
    });
    expect(parsed.contacts.Registrant).toEqual({
      firstname: 'Ann',
      lastname: 'Lee',
      email: 'ann@example.com',
      address2: 'Flat 3',
      extra: { 'Phone Country Code': '44' },
    });
    expect(parsed.contacts.Technical).toEqual({
      firstname: 'Tom',
      email: 'tom@example.com',
      extra: {},
    });
    expect(parsed.contacts.Billing).toEqual({ extra: {} });
    expect(parsed.contacts.Admin).toEqual({
      companyname: 'Lee Ltd',
      postcode: 'AB1 2CD',
      extra: {},
    });
    expect(parsed.otherRoles).toEqual({});
  });

  it('reads lowercase or short role keys and keeps unknown roles apart', () => {
    const parsed = storedContactsSchema.parse({
      registrant: { Email: 'a@example.com' },
      tech: { Email: 'b@example.com' },
      Reseller: { Email: 'c@example.com' },
    });
    expect(parsed.contacts.Registrant?.email).toBe('a@example.com');
    expect(parsed.contacts.Technical?.email).toBe('b@example.com');
    expect(parsed.otherRoles.Reseller?.email).toBe('c@example.com');
  });

  it('reads the empty array sent before provisioning as no contacts', () => {
    expect(storedContactsSchema.parse([])).toEqual({ contacts: {}, otherRoles: {} });
  });
});
