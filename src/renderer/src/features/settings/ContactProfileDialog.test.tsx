// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { ContactProfileDialog } from './ContactProfileDialog';

const bridge = installFakeBridge();

describe('the contact profile dialog', () => {
  it('names every required field left empty and sends nothing', async () => {
    renderWithMantine(
      <ContactProfileDialog profile={null} onSaved={() => undefined} onClose={() => undefined} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    for (const message of [
      'Give the profile a name.',
      'First name is required.',
      'E-mail is required.',
      'Phone is required.',
      'Country code is required.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(bridge.calls.filter((call) => call.method === 'contactProfilesSave')).toEqual([]);
  });
});
