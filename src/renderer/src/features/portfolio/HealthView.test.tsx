// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HealthCount } from '../../../../shared/ipc/channels/portfolioHealthTypes';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { runningJob } from '../../testing/jobSummary';
import { installFakeBridge } from '../../testing/fakeBridge';
import { HealthView } from './HealthView';

const job = (jobId: string) => runningJob(jobId, 1);
const count = (id: HealthCount['id'], n: number, of: number): HealthCount => ({
  id,
  count: n,
  of,
  base: id === 'contactsDiffer' ? 'contactsRead' : id.startsWith('nameservers') ? 'synced' : 'all',
});

const bridge = installFakeBridge({
  portfolioBulkReach: () => ({ total: 3, reached: 3, pending: 0, gone: 0 }),
  contactProfilesList: () => [
    {
      id: 'p-1',
      name: 'Agency',
      contact: {
        firstname: 'Ada',
        lastname: 'Agency',
        fullname: '',
        companyname: 'Agency Ltd',
        email: 'domains@agency.example',
        address1: '1 High Street',
        address2: '',
        city: 'London',
        state: '',
        postcode: 'N1 1AA',
        country: 'GB',
        phonenumber: '+44.2071234567',
        tax_id: '',
      },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  portfolioHealth: ({ accountId, profileId }) => ({
    accountId,
    defaultNameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'],
    profile: profileId === 'p-1' ? { id: 'p-1', name: 'Agency' } : null,
    checks: [
      count('nameserversDiffer', 0, 26),
      count('nameserversNotDefault', 4, 26),
      ...(profileId === 'p-1'
        ? [count('contactsDiffer', 2, 5), count('contactsMissing', 7, 30)]
        : []),
    ],
  }),
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
  it('counts the domains off the default nameservers, out of the synced ones, and fixes them in one confirmed job', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <HealthView accountId="acc-1" offlineReason={null} onShow={() => undefined} />,
    );
    const label = /Nameservers differ from the account's defaults \(ns1.agency-dns.net/;
    expect(await screen.findByText(label)).toBeVisible();
    expect(row(label).getByText('4 of 26 synced domains')).toBeVisible();

    await user.click(row(label).getByRole('button', { name: /^Set the defaults/ }));
    await user.click(await screen.findByRole('button', { name: 'Set the defaults (4 domains)' }));
    expect(bridge.inputsOf('portfolioBulk')).toEqual([
      {
        selection: { kind: 'filter', accountId: 'acc-1', filter: { nameserversNotDefault: true } },
        action: {
          kind: 'setNameservers',
          nameservers: ['ns1.agency-dns.net', 'ns2.agency-dns.net'],
        },
      },
    ]);
  });

  it('compares contacts with the chosen profile and says which domains have none read', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <HealthView accountId="acc-1" offlineReason={null} onShow={() => undefined} />,
    );
    await screen.findByText(/Nameservers differ from the ones most/);
    expect(screen.queryByText(/Contacts differ/)).toBeNull();
    await user.click(await screen.findByPlaceholderText('Choose a profile'));
    await user.click(await screen.findByRole('option', { name: 'Agency', hidden: true }));

    const differ = /Contacts differ from the profile Agency/;
    expect(await screen.findByText(differ)).toBeVisible();
    expect(row(differ).getByText('2 of 5 domains with contacts read')).toBeVisible();
    expect(row(/No contacts read yet/).getByText('7 of 30 domains')).toBeVisible();
    expect(bridge.inputsOf('portfolioHealth').at(-1)).toEqual({
      accountId: 'acc-1',
      profileId: 'p-1',
    });

    await user.click(row(differ).getByRole('button', { name: /^Apply the profile/ }));
    expect(await screen.findByText(/Sets every contact role/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(bridge.inputsOf('portfolioCopyPreview')).toEqual([
      {
        selection: {
          kind: 'filter',
          accountId: 'acc-1',
          filter: { contactsDifferFromProfile: 'p-1' },
        },
        source: { kind: 'profile', profileId: 'p-1' },
        part: 'contacts',
      },
    ]);
  });
});
