import { describe, expect, it } from 'vitest';
import { checkContact } from './contactRules';
import { normalisePhone } from './phoneNumber';

describe('normalisePhone', () => {
  it.each([
    ['+49 89 1234567', '+49.891234567'],
    ['+44 (0)20 7946 0000', '+44.2079460000'],
    ['0049 89 123-4567', '+49.891234567'],
    ['+1 (212) 555-0100', '+1.2125550100'],
    ['+353 1 234 5678', '+353.12345678'],
    ['+44.2079460000', '+44.2079460000'],
  ])('reads %s as %s', (typed, phone) => {
    expect(normalisePhone(typed)).toEqual({ phone });
  });

  it.each([
    ['020 7946 0000', 'phone "020 7946 0000" must be +CC.NNNN: start it with + and the country'],
    ['call me', 'phone "call me" is not a phone number'],
    ['+999 1234 5678', 'does not start with a known country calling code'],
    ['+49 12', 'phone "+49 12" is too short after its calling code +49'],
    ['+49 1234567890123456', 'is too long: at most 14 digits after its calling code +49'],
  ])('says why %s cannot be read', (typed, says) => {
    const result = normalisePhone(typed);
    expect('problem' in result && result.problem).toContain(says);
  });

  it('is what a saved contact keeps', () => {
    const checked = checkContact({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.org',
      address1: 'Marienplatz 1',
      city: 'München',
      country: 'DE',
      phonenumber: '+49 89 1234567',
    });
    expect(checked.issues).toEqual([]);
    expect(checked.contact?.phonenumber).toBe('+49.891234567');
  });
});
