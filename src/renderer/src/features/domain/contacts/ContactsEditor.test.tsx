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
  it.each(CONTACT_CASES)('refuses what main refuses, on its field, unsent: $name', async (c) => {
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
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
