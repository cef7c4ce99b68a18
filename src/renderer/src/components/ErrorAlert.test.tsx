// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigationStore } from '../state/navigationStore';
import { renderWithMantine } from '../testing/renderWithMantine';
import { installFakeBridge } from '../testing/fakeBridge';
import { ErrorAlert } from './ErrorAlert';

const bridge = installFakeBridge({
  appOpenLogFolder: () => ({ folder: '/home/reseller/.config/DomainDesk/logs', opened: false }),
});

describe('an error alert', () => {
  it('offers the log folder for an error whose details went to the log', async () => {
    renderWithMantine(
      <ErrorAlert
        error={{
          kind: 'internal',
          message: 'The details were written to its log.',
          next: { action: 'openLogFolder' },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the log folder' }));
    expect(bridge.calls.map((call) => call.method)).toEqual(['appOpenLogFolder']);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The log is in /home/reseller/.config/DomainDesk/logs',
    );
  });

  it('does not offer the log for an error the provider gave', () => {
    renderWithMantine(<ErrorAlert error={{ kind: 'validation', message: 'Refused.' }} />);
    expect(screen.queryByRole('button', { name: 'Open the log folder' })).toBeNull();
  });

  it("opens the settings of the account main named, whatever the message's wording", async () => {
    renderWithMantine(
      <ErrorAlert
        error={{
          kind: 'auth',
          message: 'The provider did not accept the API credentials.',
          next: { action: 'openAccountSettings', accountId: 'acc-eur' },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open account settings' }));
    expect(navigationStore.getState().screen).toBe('accounts');
    expect(navigationStore.getState().params).toEqual({ edit: 'acc-eur' });
  });

  it('offers no settings for an error without that next step, even one that mentions them', () => {
    renderWithMantine(
      <ErrorAlert
        error={{ kind: 'auth', message: "Check the API key in this account's settings." }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Open account settings' })).toBeNull();
  });
});
