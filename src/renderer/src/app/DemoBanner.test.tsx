// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../shared/accounts/accountTypes';
import { accountSummary, knownAccounts } from '../testing/accountSummary';
import { renderWithMantine } from '../testing/renderWithMantine';
import { installFakeBridge } from '../testing/fakeBridge';
import { DemoBanner } from './DemoBanner';
import { currentAccountStore } from '../state/currentAccount';

function account(id: string, isDemo: boolean): AccountSummary {
  return accountSummary({ id, isDemo, label: isDemo ? 'Demo account' : 'Main account' });
}

const bridge = installFakeBridge();

// A run started as a demo (`npm run web` with no folder): the demo profile is active.
beforeEach(() => {
  knownAccounts([account('demo', true), account('real', false)], {
    active: true,
    started: true,
    canExit: false,
    keysInMemory: true,
  });
});

describe('the demo banner', () => {
  it('is not shown for a real account, even in a run that started as a demo', () => {
    currentAccountStore.getState().select('real');
    renderWithMantine(<DemoBanner />);
    expect(screen.queryByText(/nothing is charged/)).toBeNull();
  });

  it('is shown for the demo account, and "Leave the demo" goes to the real account', async () => {
    currentAccountStore.getState().select('demo');
    renderWithMantine(<DemoBanner />);
    expect(screen.getByText(/nothing is charged/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the demo' }));
    expect(currentAccountStore.getState().accountId).toBe('real');
    expect(bridge.calls.map((call) => call.method)).not.toContain('demoExit');
  });

  it('explains how to start with your own data when the run has nothing else', async () => {
    knownAccounts([account('demo', true)]);
    currentAccountStore.getState().select('demo');
    renderWithMantine(<DemoBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the demo' }));
    expect(await screen.findByText('npm run web -- --data-dir ~/domaindesk')).toBeVisible();
  });
});
