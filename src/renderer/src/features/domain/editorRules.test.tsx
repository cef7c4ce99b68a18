// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge, stubFailure } from '../../testing/fakeBridge';
import { DnsEditor } from './dns/DnsEditor';
import { GlueEditor } from './nameservers/GlueEditor';

const domainRef = { name: 'example.com', accountId: 'a1' };
const REFUSED = 'The registry does not accept documentation addresses (192.0.2.0/24).';

installFakeBridge({
  domainsGetDns: () => ({
    data: [{ hostname: 'www', type: 'A', address: '198.51.100.1', priority: 0 }],
    readAt: '2026-11-23T19:00:00.000Z',
  }),
  domainsRegisterGlue: () =>
    stubFailure('invalid_input', `ipaddress: ${REFUSED}`, {
      issues: [{ path: 'ipaddress', message: REFUSED }],
    }),
});

describe('the record editors, checked by the rules main applies', () => {
  it('show a DNS record’s problem on its own field, and offer no save until it is fixed', async () => {
    renderWithMantine(<DnsEditor domainRef={domainRef} nameservers={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit record 1' }));
    const value = screen.getByRole('textbox', { name: 'Value of record 1' });
    await userEvent.clear(value);
    await userEvent.type(value, '300.1.1.1');
    await waitFor(() => {
      expect(value).toHaveAttribute('aria-invalid', 'true');
    });
    expect(value).toHaveAccessibleDescription(
      'Record 1 (A www): "300.1.1.1" is not an IPv4 address (A record).',
    );
    expect(screen.getByText(/Fix the 1 problem\(s\) shown in red/)).toBeInTheDocument();

    await userEvent.clear(value);
    await userEvent.type(value, '198.51.100.2');
    await waitFor(() => {
      expect(value).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('show main’s refusal of a glue record on the field it concerns, keeping what was typed', async () => {
    renderWithMantine(<GlueEditor domainRef={domainRef} snapshot={[]} />);
    const host = screen.getByRole('textbox', { name: 'Host' });
    const ip = screen.getByRole('textbox', { name: 'IP address (IPv4 or IPv6)' });
    await userEvent.type(host, 'ns1.example.com');
    await userEvent.type(ip, '192.0.2.53');
    await userEvent.click(screen.getByRole('button', { name: 'Register glue record' }));
    await waitFor(() => {
      expect(ip).toHaveAttribute('aria-invalid', 'true');
    });
    expect(ip).toHaveAccessibleDescription(REFUSED);
    expect(ip).toHaveValue('192.0.2.53');
    expect(host).toHaveValue('ns1.example.com');
    expect(host).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('show a glue host outside the domain as the shared rule words it', async () => {
    renderWithMantine(<GlueEditor domainRef={domainRef} snapshot={[]} />);
    const host = screen.getByRole('textbox', { name: 'Host' });
    await userEvent.type(host, 'ns1.example.net');
    await waitFor(() => {
      expect(host).toHaveAccessibleDescription(/under example\.com/);
    });
    expect(screen.getByRole('button', { name: 'Register glue record' })).toBeDisabled();
  });
});
