// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge, stubFailure } from '../../testing/fakeBridge';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CartItemEditor } from './CartItemEditor';

const LINE: CartItemView = {
  id: 4,
  domain: 'moving.net',
  unicodeDomain: 'moving.net',
  operation: 'transfer',
  period: 1,
  nameservers: [],
  contactProfileIds: {},
  addons: {},
  domainfields: {},
  addedAt: '2026-11-01T10:00:00.000Z',
};
const REFUSED = 'ns2.moving.net has no address at its registry.';

const bridge = installFakeBridge({
  contactProfilesList: () => [],
  presetsList: () => [],
  ordersCartPut: () =>
    stubFailure('invalid_input', `item.nameservers.1: ${REFUSED}`, {
      issues: [{ path: 'item.nameservers.1', message: REFUSED }],
    }),
  ordersCart: () => [LINE],
  ordersCartQuote: () => stubFailure('network', 'offline'),
});

function open(): void {
  knownAccounts([accountSummary({ id: 'acc' })]);
  currentAccountStore.getState().select('acc');
  renderWithMantine(<CartItemEditor item={LINE} />);
}

describe('the own settings of a cart line', () => {
  it('asks for a transfer’s EPP code on its field until it is typed', async () => {
    open();
    const code = screen.getByLabelText(/EPP code for moving\.net/);
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription(/Required to transfer this name/);
    });
    await userEvent.type(code, 'Xy-12');
    await waitFor(() => {
      expect(code).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('keeps nameservers the shared rule refuses on the field, unsent', async () => {
    open();
    const field = screen.getByRole('textbox', { name: /Nameservers for moving\.net/ });
    await userEvent.type(field, 'ns1.example.net{Enter}ns1.example.net');
    await userEvent.tab();
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(/listed twice/);
    });
    expect(bridge.inputsOf('ordersCartPut')).toEqual([]);
  });

  it('shows main’s refusal of the nameservers on their field, what was typed kept', async () => {
    open();
    const field = screen.getByRole('textbox', { name: /Nameservers for moving\.net/ });
    await userEvent.type(field, 'ns1.moving.net{Enter}ns2.moving.net');
    await userEvent.tab();
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(new RegExp(REFUSED));
    });
    expect(bridge.inputsOf('ordersCartPut')).toHaveLength(1);
    expect(field).toHaveValue('ns1.moving.net\nns2.moving.net');
  });
});
