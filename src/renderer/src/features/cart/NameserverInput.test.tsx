// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge, stubFailure } from '../../testing/fakeBridge';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CartDefaultsCard } from './CartDefaultsCard';
import { cartStores } from './cartStore';
import { NameserverInput } from './NameserverInput';

const REFUSED = 'ns2: ns2.example.net has no address at its registry.';

const bridge = installFakeBridge({
  contactProfilesList: () => [],
  ordersCheckout: () =>
    stubFailure('invalid_input', `defaults.nameservers.ns2: ${REFUSED}`, {
      issues: [{ path: 'defaults.nameservers.ns2', message: REFUSED }],
    }),
});

const CONFIRMED: Quote = {
  currency: 'USD',
  items: [],
  total: '10.99',
  complete: true,
  balance: { amount: '100.00', at: null, fromCache: false },
  covered: true,
  shortfall: '0.00',
};

const box = () => screen.getByRole('textbox', { name: 'Nameservers' });

function type(text: string): void {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.blur(box());
}

describe('nameservers typed for an order', () => {
  it('names the problem and saves nothing until 2 valid host names are given', () => {
    const onSave = vi.fn();
    renderWithMantine(
      <NameserverInput label="Nameservers" value={[]} allowEmpty={false} onSave={onSave} />,
    );
    type('ns1.example.net');
    expect(screen.getByText('ns2 is required (at least 2 nameservers).')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(box()).toHaveValue('ns1.example.net');
    type('ns1.example.net\nns1.example.net');
    expect(box()).toHaveAccessibleDescription(/listed twice/);
    expect(onSave).not.toHaveBeenCalled();
    type('ns1.example.net\nns2.example.net');
    expect(onSave).toHaveBeenCalledWith(['ns1.example.net', 'ns2.example.net']);
  });
});

describe('the nameservers for every item of the cart', () => {
  it('keep what was typed, and show main’s refusal at checkout on the box', async () => {
    knownAccounts([accountSummary({ id: 'acc' })]);
    currentAccountStore.getState().select('acc');
    renderWithMantine(<CartDefaultsCard />);
    const cart = cartStores.forAccount('acc');

    type('ns1.example.net, ns2.example.net');
    expect(cart.getState().defaults.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
    // Saved, and still as typed (not rewritten one a line).
    expect(box()).toHaveValue('ns1.example.net, ns2.example.net');

    cart.setState({ confirming: true, confirmQuote: CONFIRMED });
    await act(() => cart.getState().checkout('acc'));
    expect(bridge.inputsOf('ordersCheckout')).toHaveLength(1);
    await waitFor(() => {
      expect(box()).toHaveAccessibleDescription(new RegExp(REFUSED));
    });
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveValue('ns1.example.net, ns2.example.net');

    // Defaults set elsewhere (the settings' defaults arriving) replace the box's list.
    act(() => {
      cart.getState().setDefaults({ nameservers: ['ns1.other.net', 'ns2.other.net'] });
    });
    await waitFor(() => {
      expect(box()).toHaveValue('ns1.other.net\nns2.other.net');
    });
  });
});
