// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { portfolioRow as domain } from '../../../testing/portfolioRow';
import { OverviewPanel } from './OverviewPanel';

installFakeBridge({ ordersList: () => [] });

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
