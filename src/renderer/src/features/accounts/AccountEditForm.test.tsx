// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_DEMO, accountSummary } from '../../testing/accountSummary';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { AccountEditForm } from './AccountEditForm';

const account = accountSummary({ balance: { amount: '731.40', at: '2026-11-23T10:00:00.000Z' } });

const bridge = installFakeBridge({
  accountsUpdate: () => ({ ...account, label: 'Renamed' }),
  demoStatus: () => NO_DEMO,
});

describe("editing a saved account's settings", () => {
  it('refuses 999 requests at once and a negative pause with messages, keeps them as typed, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithMantine(<AccountEditForm account={account} onClose={() => undefined} />);
    const concurrency = screen.getByRole('textbox', { name: 'Requests at once' });
    const pause = screen.getByRole('textbox', { name: 'Pause between requests (ms)' });
    await user.clear(concurrency);
    await user.type(concurrency, '999');
    await user.clear(pause);
    await user.type(pause, '-5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('At most 16 requests may run at once.')).toBeVisible();
    expect(screen.getByText('The pause cannot be negative.')).toBeVisible();
    expect(concurrency).toHaveValue('999');
    expect(pause).toHaveValue('-5');
    expect(bridge.calls.filter((call) => call.method === 'accountsUpdate')).toEqual([]);
  });

  it('sends only the settings that changed', async () => {
    const user = userEvent.setup();
    renderWithMantine(<AccountEditForm account={account} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Account name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(bridge.calls.filter((call) => call.method === 'accountsUpdate')).toEqual([
      { method: 'accountsUpdate', input: { accountId: 'acc-1', changes: { label: 'Renamed' } } },
    ]);
  });

  it('says the currency is a claim the API cannot confirm', () => {
    renderWithMantine(<AccountEditForm account={account} onClose={() => undefined} />);
    expect(
      screen.getByText(/The API cannot tell which currency your credit is held in/),
    ).toBeVisible();
  });
});
