// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../../shared/ipc/channels/settings';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { runningJob } from '../../testing/jobSummary';
import { installStubBridge } from '../../testing/stubBridge';
import { HealthView } from './HealthView';

const job = (jobId: string) => runningJob(jobId, 1);

const bridge = installStubBridge({
  settingsGet: () => ({
    ...SETTINGS_DEFAULTS,
    defaultNameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'],
  }),
  contactProfilesList: () => [{ id: 'p-1', name: 'Agency' }],
  portfolioList: (input) => {
    const filter = input as Record<string, unknown>;
    const total =
      filter.nameserversNotDefault === true
        ? 4
        : filter.contactsDifferFromProfile === 'p-1'
          ? 2
          : filter.contactsCached === false
            ? 7
            : 0;
    return { total, offset: 0, limit: 1, rows: [] };
  },
  portfolioBulk: () => job('fix-1'),
  portfolioCopyPreview: () => job('preview-1'),
});

const row = (label: RegExp) => {
  const table = screen.getByRole('table', { name: 'Portfolio health' });
  const cell = within(table).getByText(label);
  const tr = cell.closest('tr');
  if (tr === null) throw new Error('no row');
  return within(tr);
};

describe('health checks against the defaults and a contact profile', () => {
  it('counts the domains off the default nameservers and fixes them in one confirmed job', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <HealthView accountId="acc-1" offlineReason={null} onShow={() => undefined} />,
    );
    const label = /Nameservers differ from the account's defaults \(ns1.agency-dns.net/;
    expect(await screen.findByText(label)).toBeVisible();
    expect(await row(label).findByText('4')).toBeVisible();

    await user.click(row(label).getByRole('button', { name: /^Set the defaults/ }));
    await user.click(await screen.findByRole('button', { name: 'Set the defaults (4 domains)' }));
    expect(bridge.calls.find((call) => call.method === 'portfolioBulk')?.input).toEqual({
      selection: { kind: 'filter', accountId: 'acc-1', filter: { nameserversNotDefault: true } },
      action: { kind: 'setNameservers', nameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'] },
    });
  });

  it('compares contacts with the chosen profile and says which domains have none read', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <HealthView accountId="acc-1" offlineReason={null} onShow={() => undefined} />,
    );
    expect(screen.queryByText(/Contacts differ/)).toBeNull();
    await user.click(await screen.findByPlaceholderText('Choose a profile'));
    await user.click(await screen.findByRole('option', { name: 'Agency', hidden: true }));

    const differ = /Contacts differ from the profile Agency/;
    expect(await screen.findByText(differ)).toBeVisible();
    expect(await row(differ).findByText('2')).toBeVisible();
    expect(await row(/No contacts read yet/).findByText('7')).toBeVisible();

    await user.click(row(differ).getByRole('button', { name: /^Apply the profile/ }));
    expect(await screen.findByText(/Sets every contact role/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(bridge.calls.find((call) => call.method === 'portfolioCopyPreview')?.input).toEqual({
      selection: {
        kind: 'filter',
        accountId: 'acc-1',
        filter: { contactsDifferFromProfile: 'p-1' },
      },
      source: { kind: 'profile', profileId: 'p-1' },
      part: 'contacts',
    });
  });
});
