// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { InformationTable } from './InformationTable';

function valueOf(label: string): string {
  const table = screen.getByRole('table', { name: 'Information record' });
  const row = within(table).getByText(label).closest('tr');
  if (row === null) throw new Error(`no row ${label}`);
  return row.cells[1]?.textContent ?? '';
}

describe("the domain's information record", () => {
  it('reads every kind of value in words, never as raw JSON when it has a shape', () => {
    renderWithMantine(
      <InformationTable
        record={{
          transferLock: true,
          nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
          irtpVerificationTriggerFields: {
            Registrant: ['First Name', 'Last Name', 'Email'],
            Admin: ['Email'],
          },
          transferLockExpiryDate: '',
          vendorFlags: { depth: { nested: 1 } },
        }}
      />,
    );
    expect(valueOf('Registrar lock')).toBe('Yes');
    expect(valueOf('Nameservers')).toBe('ns1: ns1.example.net, ns2: ns2.example.net');
    expect(valueOf('IRTP trigger fields')).toBe(
      'Registrant: First Name, Last Name, Email; Admin: Email',
    );
    expect(valueOf('Lock expires')).toBe('—');
    // A field the app does not know keeps its key and its value, raw.
    expect(valueOf('vendorFlags')).toBe('{"depth":{"nested":1}}');
  });
});
