// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installStubBridge } from '../../../testing/stubBridge';
import { OverviewPanel } from './OverviewPanel';

installStubBridge({ ordersList: () => [] });

function domain(init: Partial<PortfolioRow>): PortfolioRow {
  return {
    accountId: 'acc-1',
    name: 'example.com',
    unicodeName: 'example.com',
    origin: 'imported',
    status: 'active',
    statusReason: 'In this account.',
    transfer: null,
    pendingSince: null,
    lastSeenActiveAt: null,
    notFound: { count: 0, firstAt: null, lastAt: null },
    nextCheckAt: null,
    expiryDate: '2027-05-06',
    registrarStatus: null,
    locked: true,
    nameservers: [],
    idProtection: false,
    lastSyncedAt: null,
    lastError: null,
    tags: [],
    notes: '',
    addedAt: '2026-11-01T00:00:00.000Z',
    ...init,
  };
}

function show(row: PortfolioRow): void {
  renderWithMantine(
    <OverviewPanel
      detail={{ domain: row, snapshots: {}, unsupported: [] }}
      onChanged={() => undefined}
    />,
  );
}

describe("the overview's status", () => {
  it("says Active once when the registrar's word is the same", async () => {
    show(domain({ registrarStatus: 'Active' }));
    expect(await screen.findAllByText('Active')).toHaveLength(1);
  });

  it("adds the registrar's word when it says more than the badge", async () => {
    show(domain({ registrarStatus: 'clientTransferProhibited' }));
    expect(await screen.findByText('clientTransferProhibited')).toBeVisible();
    expect(screen.getAllByText('Active')).toHaveLength(1);
  });
});
