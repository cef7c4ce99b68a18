// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { CopyReach } from './CopyFlowSteps';

let reach = { total: 5, reached: 3, pending: 1, gone: 1 };
installFakeBridge({ portfolioBulkReach: () => reach });

// The grid's count before the reach is read: what the dialog says until then.
const render = () =>
  renderWithMantine(
    <CopyReach
      selection={{ kind: 'filter', accountId: 'acc-1', filter: {} }}
      count={9}
      whyNot="the preset cannot be applied to them"
    />,
  );

describe("a copy dialog's reach", () => {
  it('names those left out and why, and counts only the domains it reads', async () => {
    render();
    const alert = await screen.findByRole('alert', { name: 'Left out' });
    expect(alert).toHaveTextContent(
      '1 pending domain and 1 no longer in this account are left out. They are not in the ' +
        'account, so the preset cannot be applied to them.',
    );
    expect(screen.getByText(/^Each of the 3 domains is read from the API first/)).toBeVisible();
  });

  it('says nothing is left out when every domain is reached', async () => {
    reach = { total: 5, reached: 5, pending: 0, gone: 0 };
    render();
    expect(
      await screen.findByText(/^Each of the 5 domains is read from the API first/),
    ).toBeVisible();
    expect(screen.queryByRole('alert', { name: 'Left out' })).toBeNull();
  });
});
