// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AutopilotRun } from '../../../../../shared/ipc/channels/autopilot';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { AutopilotRunDetails } from './AutopilotRunDetails';

const run: AutopilotRun = {
  startedAt: '2026-03-01T10:00:00.000Z',
  endedAt: '2026-03-01T10:00:05.000Z',
  renewed: [
    {
      domain: 'late.io',
      unicodeDomain: 'late.io',
      expiryDate: '2026-02-24',
      price: '49.99',
      lateFee: { phase: 'grace', amount: '5.00' },
      charged: '49.99',
    },
    {
      domain: 'due.com',
      unicodeDomain: 'due.com',
      expiryDate: '2026-03-20',
      price: '12.99',
      charged: '12.99',
    },
  ],
  unknown: [],
  failed: [],
  skipped: [
    {
      domain: 'gone.com',
      unicodeDomain: 'gone.com',
      expiryDate: '2026-01-10',
      price: '92.99',
      lateFee: { phase: 'redemption', amount: '80.00' },
      reason: 'redemption_not_allowed',
    },
  ],
  spent: '62.98',
};

describe('the autopilot run details', () => {
  it('say which renewals were of expired names and the fee paid, and why a redemption was skipped', () => {
    renderWithMantine(<AutopilotRunDetails run={run} currency="USD" />);
    const lines = within(screen.getByRole('list', { name: 'What the last run did' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'late.io (expiring 2026-02-24) renewed for 1 year: 49.99 USD (in grace, 5.00 USD fee included)',
      'due.com (expiring 2026-03-20) renewed for 1 year: 12.99 USD',
      '1 skipped, in redemption, and the autopilot may not pay redemption fees (allow them, or renew it yourself): gone.com (92.99 USD, in redemption, 80.00 USD fee included)',
    ]);
  });
});
