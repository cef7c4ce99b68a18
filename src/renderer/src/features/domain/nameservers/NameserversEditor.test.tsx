// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMESERVER_CASES } from '../../../../../../test/rules/ruleTables';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { NameserversEditor } from './NameserversEditor';

const domainRef = { name: 'example.com', accountId: 'a1' };
const bridge = installFakeBridge({
  domainsGetNameservers: () => ({
    data: ['ns1.live.example', 'ns2.live.example'],
    readAt: '2026-11-23T19:00:00.000Z',
  }),
});

// A one-line input drops line breaks as they are typed: those cases cannot reach this form.
const TYPABLE = NAMESERVER_CASES.filter((c) => !c.hosts.some((host) => /[\r\n]/.test(host)));

describe('the nameservers form', () => {
  it.each(TYPABLE)(
    'refuses what main refuses, on the slot, before anything is sent: $name',
    async (c) => {
      renderWithMantine(<NameserversEditor domainRef={domainRef} onSaved={() => undefined} />);
      await screen.findByRole('textbox', { name: 'Nameserver 1' });
      for (let i = 0; i < 5; i += 1) {
        fireEvent.change(screen.getByRole('textbox', { name: `Nameserver ${i + 1}` }), {
          target: { value: c.hosts[i] ?? '' },
        });
      }
      for (const issue of c.issues) {
        const slot = screen.getByRole('textbox', { name: `Nameserver ${issue.path.slice(2)}` });
        await waitFor(() => {
          expect(slot).toHaveAccessibleDescription(issue.message);
        });
      }
      expect(screen.getByRole('button', { name: 'Review and save…' })).toBeDisabled();
      expect(bridge.calls.map((call) => call.method)).not.toContain('domainsSaveNameservers');
    },
  );

  it('asks for the second nameserver on its slot', async () => {
    renderWithMantine(<NameserversEditor domainRef={domainRef} onSaved={() => undefined} />);
    const second = await screen.findByRole('textbox', { name: 'Nameserver 2' });
    fireEvent.change(second, { target: { value: '' } });
    await waitFor(() => {
      expect(second).toHaveAccessibleDescription('ns2 is required (at least 2 nameservers).');
    });
  });
});
