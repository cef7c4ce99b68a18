// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../shared/accounts/accountTypes';
import { getBridge } from '../bridge';
import { accountsStore } from '../state/accountsStore';
import { accountSummary, knownAccounts } from '../testing/accountSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { renderWithMantine } from '../testing/renderWithMantine';
import { useAccounts } from './accounts';
import { listenToCacheChanges, queryClient } from './queryClient';

/** `accounts:list` answers held back, in the order asked, until the test lets one through. */
const listReads: ((accounts: AccountSummary[]) => void)[] = [];
const balanceReads: ((account: AccountSummary) => void)[] = [];
const bridge = installFakeBridge({
  accountsList: () =>
    new Promise<AccountSummary[]>((resolve) => {
      listReads.push(resolve);
    }),
  accountsRefreshBalance: () =>
    new Promise<AccountSummary>((resolve) => {
      balanceReads.push(resolve);
    }),
});
const stop = listenToCacheChanges(getBridge(), queryClient);
afterEach(() => {
  listReads.length = 0;
  balanceReads.length = 0;
});

function main(label: string, balance: string): AccountSummary {
  return accountSummary({
    id: 'main',
    label,
    balance: { amount: balance, at: '2026-11-28T03:00:00Z' },
  });
}

function settle<T>(resolve: ((value: T) => void) | undefined, value: T): Promise<void> {
  return act(async () => {
    resolve?.(value);
    await new Promise((done) => setTimeout(done, 0));
  });
}

/** The switcher's view of the accounts: each label with its balance. */
function Accounts() {
  const accounts = useAccounts();
  return (
    <ul aria-label="Accounts">
      {accounts.map((account) => (
        <li key={account.id}>
          {account.label}: {account.balance?.amount ?? 'no balance'}
        </li>
      ))}
    </ul>
  );
}

describe('the accounts the window shows', () => {
  it('are the latest answer: a slower, earlier read of the list is dropped', async () => {
    knownAccounts([main('Main', '10.00')]);
    renderWithMantine(<Accounts />);
    expect(screen.getByText('Main: 10.00')).toBeInTheDocument();

    // The account is renamed twice in main; the first re-read is slow to answer.
    act(() => {
      bridge.emit('cache:changed', { scope: 'accounts', accountId: 'main' });
    });
    act(() => {
      bridge.emit('cache:changed', { scope: 'accounts', accountId: 'main' });
    });
    expect(listReads).toHaveLength(2);
    await settle(listReads[1], [main('Renamed twice', '10.00')]);
    expect(await screen.findByText('Renamed twice: 10.00')).toBeInTheDocument();
    await settle(listReads[0], [main('Renamed once', '10.00')]);
    expect(screen.getByText('Renamed twice: 10.00')).toBeInTheDocument();
    expect(screen.queryByText(/Renamed once/)).toBeNull();
  });

  it('keep a balance just read over a list read that began before it', async () => {
    knownAccounts([main('Main', '10.00')]);
    renderWithMantine(<Accounts />);
    // A list read starts (an order settled), then the balance is read afresh.
    act(() => {
      bridge.emit('cache:changed', { scope: 'balance', accountId: 'main' });
    });
    const refreshed = accountsStore.getState().refreshBalance('main');
    await settle(balanceReads[0], main('Main', '25.00'));
    await act(() => refreshed);
    expect(await screen.findByText('Main: 25.00')).toBeInTheDocument();

    // The older read answers with the balance before: it must not replace the new one.
    await settle(listReads[0], [main('Main', '10.00')]);
    expect(screen.getByText('Main: 25.00')).toBeInTheDocument();
    // The list is read again after the balance, and that answer is main's word.
    expect(listReads).toHaveLength(2);
    await settle(listReads[1], [main('Main', '25.00')]);
    expect(await screen.findByText('Main: 25.00')).toBeInTheDocument();
    stop();
  });
});
