// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_CASES, GOOD_CONTACT } from '../../../../../../test/rules/ruleTables';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { FIELD_LABELS } from './contactForm';
import { ContactsEditor } from './ContactsEditor';

const domainRef = { name: 'example.com', accountId: 'a1' };
const stored = { ...GOOD_CONTACT, extra: {} };
const contacts = {
  Registrant: stored,
  Technical: stored,
  Billing: stored,
  Admin: stored,
};
const bridge = installFakeBridge({
  domainsGetContacts: () => ({
    data: { contacts, otherRoles: {} },
    readAt: '2026-11-23T19:00:00.000Z',
  }),
  contactProfilesList: () => [],
});

describe("a domain's contacts form", () => {
  // The country is picked from a list by name: no code can be typed into it.
  const typed = CONTACT_CASES.filter((c) => c.field !== 'country');

  it.each(typed)('refuses what main refuses, on its field, unsent: $name', async (c) => {
    renderWithMantine(<ContactsEditor domainRef={domainRef} />);
    const input = await screen.findByRole('textbox', {
      name: `Registrant ${FIELD_LABELS[c.field]}`,
    });
    fireEvent.change(input, { target: { value: c.value } });
    await waitFor(() => {
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    expect(input).toHaveAccessibleDescription(new RegExp(escape(c.says), 'i'));
    expect(screen.getByRole('tab', { name: 'Registrant (1 to fix)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and save…' })).toBeDisabled();
    expect(bridge.calls.map((call) => call.method)).not.toContain('domainsSaveContacts');
  });

  it('picks the country by its name, as a contact profile does, and keeps its code', async () => {
    renderWithMantine(<ContactsEditor domainRef={domainRef} />);
    const country = await screen.findByRole('combobox', { name: 'Registrant Country' });
    expect(country).toHaveValue('United Kingdom');
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Germany' } });
    // The list opens with a transition the test's DOM does not run; its options are there.
    fireEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    expect(country).toHaveValue('Germany');
    const review = screen.getByRole('button', { name: 'Review and save…' });
    expect(review).toBeEnabled();
    fireEvent.click(review);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/GB/);
    expect(dialog).toHaveTextContent(/DE/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
