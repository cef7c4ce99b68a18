// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_CASES, GOOD_CONTACT } from '../../../../../test/rules/ruleTables';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { CONTACT_FORM_FIELDS } from './contactForm';
import { ContactProfileDialog } from './ContactProfileDialog';

const bridge = installFakeBridge({
  contactProfilesSave: (input) => ({
    id: 'profile-1',
    name: input.name,
    contact: {
      fullname: '',
      companyname: '',
      address2: '',
      state: '',
      postcode: '',
      tax_id: '',
      ...input.contact,
    },
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  }),
});
beforeEach(() => {
  bridge.calls.length = 0;
});

const saves = () => bridge.calls.filter((call) => call.method === 'contactProfilesSave');

function openDialog() {
  renderWithMantine(
    <ContactProfileDialog profile={null} onSaved={() => undefined} onClose={() => undefined} />,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

/** Fills in every field of a contact; the country through its picker, by name. */
async function fillIn(contact: Record<string, string>, countryName: string) {
  type('Profile name', 'Ada at work');
  for (const field of CONTACT_FORM_FIELDS) {
    const value = contact[field.name];
    if (value !== undefined && field.name !== 'country') type(field.label, value);
  }
  const country = screen.getByRole('combobox', { name: 'Country' });
  fireEvent.click(country);
  fireEvent.change(country, { target: { value: countryName } });
  fireEvent.click(await screen.findByRole('option', { name: countryName }));
}

// A picker cannot give a code no country has: those cases are main's alone.
const TYPED_CASES = CONTACT_CASES.filter((c) => c.field !== 'country');

describe('the contact profile dialog', () => {
  it('names every required field left empty and sends nothing', async () => {
    openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    for (const message of [
      'A profile name is required.',
      'First name is required.',
      'E-mail is required.',
      'Phone is required.',
      'Country is required.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(saves()).toEqual([]);
  });

  it.each(TYPED_CASES)('refuses what main refuses, on its field, unsent: $name', async (c) => {
    openDialog();
    await fillIn({ ...GOOD_CONTACT, [c.field]: c.value }, 'United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const label = CONTACT_FORM_FIELDS.find((field) => field.name === c.field)?.label ?? '';
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(escape(c.says), 'i'));
    expect(saves()).toEqual([]);
  });

  it('sends a contact every rule accepts', async () => {
    openDialog();
    await fillIn(GOOD_CONTACT, 'United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saves()).toHaveLength(1);
  });

  it('takes the country by its name and the phone as people write it, and sends the API forms', async () => {
    openDialog();
    await fillIn({ ...GOOD_CONTACT, phonenumber: '+49 89 1234567' }, 'Germany');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Phone' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49.891234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saves()[0]?.input).toMatchObject({
      contact: { country: 'DE', phonenumber: '+49.891234567' },
    });
  });

  it('says why a phone number cannot be read, and keeps it as typed', async () => {
    openDialog();
    await fillIn({ ...GOOD_CONTACT, phonenumber: '+999 1234 5678' }, 'Germany');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    fireEvent.blur(phone);
    expect(phone).toHaveValue('+999 1234 5678');
    expect(phone).toHaveAccessibleDescription(/does not start with a known country calling code/);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saves()).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
