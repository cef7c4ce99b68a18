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

  it.each(CONTACT_CASES)('refuses what main refuses, on its field, unsent: $name', async (c) => {
    openDialog();
    type('Profile name', 'Ada at work');
    for (const field of CONTACT_FORM_FIELDS) {
      const value =
        c.field === field.name ? c.value : (GOOD_CONTACT as Record<string, string>)[field.name];
      if (value !== undefined) type(field.label, value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const label = CONTACT_FORM_FIELDS.find((field) => field.name === c.field)?.label ?? '';
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(escape(c.says), 'i'));
    expect(saves()).toEqual([]);
  });

  it('sends a contact every rule accepts', async () => {
    openDialog();
    type('Profile name', 'Ada at work');
    for (const field of CONTACT_FORM_FIELDS) {
      const value = (GOOD_CONTACT as Record<string, string>)[field.name];
      if (value !== undefined) type(field.label, value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saves()).toHaveLength(1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
