// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { DnsEditor } from './dns/DnsEditor';
import { EmailForwardingEditor } from './email/EmailForwardingEditor';
import { GlueEditor } from './nameservers/GlueEditor';

const domainRef = { name: 'example.com', accountId: 'a1' };
const readAt = '2026-11-23T19:00:00.000Z';

installFakeBridge({
  domainsGetDns: () => ({
    data: [{ hostname: 'www', type: 'A', address: '192.0.2.1', priority: 0 }],
    readAt,
  }),
  domainsGetEmailForwarding: () => ({
    data: [{ prefix: 'info', forwardto: 'owner@example.net' }],
    readAt,
  }),
  domainsRegisterGlue: (input) => {
    const { nameserver, ipaddress } = input as { nameserver: string; ipaddress: string };
    return { activityId: 1, data: [{ nameserver, ipaddress }] };
  },
  domainsModifyGlue: (input) => {
    const { nameserver, newIpaddress } = input as { nameserver: string; newIpaddress: string };
    return { activityId: 2, data: [{ nameserver, ipaddress: newIpaddress }] };
  },
});

describe('the keyboard focus in the row editors', () => {
  it('"Add record" puts the focus in the new record\'s host field', async () => {
    renderWithMantine(<DnsEditor domainRef={domainRef} nameservers={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    const host = screen.getByRole('textbox', { name: 'Host of record 2' });
    await waitFor(() => {
      expect(host).toHaveFocus();
    });
    await userEvent.keyboard('mail');
    expect(host).toHaveValue('mail');
  });

  it('"Edit" puts the focus in that record\'s host field', async () => {
    renderWithMantine(<DnsEditor domainRef={domainRef} nameservers={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit record 1' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Host of record 1' })).toHaveFocus();
    });
  });

  it('"Add rule" puts the focus in the new rule\'s mailbox field', async () => {
    renderWithMantine(<EmailForwardingEditor domainRef={domainRef} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Mailbox of rule 2' })).toHaveFocus();
    });
  });

  it('after registering a glue record the focus is back in the host field, ready for the next', async () => {
    renderWithMantine(<GlueEditor domainRef={domainRef} snapshot={[]} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Host' }), 'ns1.example.com');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'IP address (IPv4 or IPv6)' }),
      '192.0.2.53',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register glue record' }));
    expect(await screen.findByText('ns1.example.com')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveFocus();
  });

  it("after changing a glue record's IP the focus is back in that row's new-IP field", async () => {
    const glue = [{ nameserver: 'ns1.example.com', ipaddress: '192.0.2.53' }];
    renderWithMantine(<GlueEditor domainRef={domainRef} snapshot={glue} />);
    const field = () => screen.getByRole('textbox', { name: 'New IP address of ns1.example.com' });
    await userEvent.type(field(), '2001:db8::53');
    await userEvent.click(screen.getByRole('button', { name: 'Change IP of ns1.example.com' }));
    expect(await screen.findByText('2001:db8::53')).toBeVisible();
    await waitFor(() => {
      expect(field()).toHaveFocus();
    });
  });
});
