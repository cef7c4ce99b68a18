// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import { currentAccountStore } from '../../state/currentAccount';
import { navigationStore } from '../../state/navigationStore';
import { NO_DEMO, accountSummary, knownAccounts } from '../../testing/accountSummary';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { AccountsHome } from './AccountsHome';

function account(id: string, label: string): AccountSummary {
  return accountSummary({ id, label });
}

installFakeBridge();

describe('"Open account settings" from an error', () => {
  it("opens the current account's edit form, not another one's", () => {
    knownAccounts(
      [account('first', 'First account'), account('second', 'Second account')],
      NO_DEMO,
    );
    currentAccountStore.getState().select('second');
    navigationStore.getState().navigate('accounts', { params: { edit: 'current' } });
    renderWithMantine(<AccountsHome />);
    expect(screen.getByRole('form', { name: 'Settings of Second account' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Settings of First account' })).toBeNull();
  });
});
