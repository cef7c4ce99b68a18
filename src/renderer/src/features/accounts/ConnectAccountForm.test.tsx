// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../../shared/ipc/channels/settings';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { ConnectAccountForm } from './ConnectAccountForm';

const bridge = installFakeBridge({
  settingsGet: () => ({ ...SETTINGS_DEFAULTS, defaultMaxConcurrentRequests: 4 }),
  accountsList: () => [],
});

describe('the pacing of a new account', () => {
  it('starts from the pacing defaults of the settings', async () => {
    renderWithMantine(<ConnectAccountForm keyNote="" onConnected={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    expect(await screen.findByDisplayValue('4')).toBe(
      screen.getByRole('textbox', { name: 'Requests at once' }),
    );
  });

  it('keeps 999 requests at once as typed and refuses it, instead of clamping it to 16', async () => {
    const user = userEvent.setup();
    renderWithMantine(<ConnectAccountForm keyNote="" onConnected={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Advanced settings' }));
    const concurrency = screen.getByRole('textbox', { name: 'Requests at once' });
    await user.clear(concurrency);
    await user.type(concurrency, '999');
    await user.tab();
    expect(concurrency).toHaveValue('999');
    await user.click(screen.getByRole('button', { name: 'Connect account' }));
    expect(screen.getByText('At most 16 requests may run at once.')).toBeVisible();
    expect(bridge.calls.filter((call) => call.method === 'accountsConnect')).toEqual([]);
  });
});
