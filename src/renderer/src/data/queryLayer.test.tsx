// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItemView } from '../../../shared/ipc/channels/orders';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import { currentAccountStore } from '../state/currentAccount';
import { accountSummary, knownAccounts } from '../testing/accountSummary';
import { renderWithMantine } from '../testing/renderWithMantine';
import { installFakeBridge } from '../testing/fakeBridge';
import { readKey } from './bridgeRead';
import { dropOtherAccounts, listenToCacheChanges, queryClient } from './queryClient';
import { useBridgeRead } from './useBridgeRead';

/** Cart answers held back per account until the test lets them through. */
const pending = new Map<string, (lines: readonly string[]) => void>();
const bridge = installFakeBridge({
  ordersCart: ({ accountId }) =>
    new Promise<CartItemView[]>((resolve) => {
      pending.set(accountId, (lines) => {
        resolve(lines.map((domain, id) => ({ id, domain }) as unknown as CartItemView));
      });
    }),
  settingsGet: () => SETTINGS_DEFAULTS,
});
// The stub hands each answer as `data`; the read's async function settles it like any value.
const calls = () => bridge.calls.map((call) => `${call.method} ${JSON.stringify(call.input)}`);

function answer(accountId: string, lines: readonly string[]): Promise<void> {
  return act(async () => {
    pending.get(accountId)?.(lines);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function Cart({ accountId }: { accountId: string }) {
  const cart = useBridgeRead('orders:cart', { accountId });
  if (cart.status !== 'ok') return <p>Reading the cart</p>;
  return <p>Cart: {cart.data.map((line) => line.domain).join(', ') || 'empty'}</p>;
}

function useTwoAccounts(): void {
  knownAccounts([accountSummary({ id: 'usd' }), accountSummary({ id: 'eur' })]);
  currentAccountStore.getState().select('usd');
}

describe('the keyed read cache', () => {
  it('never shows an answer for an account other than the one the window shows', async () => {
    useTwoAccounts();
    const view = renderWithMantine(<Cart accountId="usd" />);
    // The window switches to EUR before USD's slow answer arrives.
    act(() => {
      currentAccountStore.getState().select('eur');
    });
    await dropOtherAccounts(queryClient, 'eur');
    view.rerender(<Cart accountId="usd" />);
    await answer('usd', ['usd-renewal.com']);
    // A screen a step behind (still asking for USD) shows nothing of USD's cart.
    expect(screen.queryByText(/usd-renewal\.com/)).toBeNull();
    expect(screen.getByText('Reading the cart')).toBeInTheDocument();
    // The late answer was dropped, not cached under USD either.
    expect(queryClient.getQueryData(readKey('orders:cart', { accountId: 'usd' }))).toBeUndefined();

    view.rerender(<Cart accountId="eur" />);
    await answer('eur', ['eur-only.de']);
    expect(await screen.findByText('Cart: eur-only.de')).toBeInTheDocument();
  });

  it('re-reads what a change makes stale: its scope, for its account only', async () => {
    useTwoAccounts();
    const stop = listenToCacheChanges((await import('../bridge')).getBridge(), queryClient);
    renderWithMantine(<Cart accountId="usd" />);
    await answer('usd', ['a.com']);
    expect(await screen.findByText('Cart: a.com')).toBeInTheDocument();
    await queryClient.query({
      ...{ queryKey: readKey('orders:cart', { accountId: 'eur' }) },
      queryFn: () => [],
    });
    const before = calls().length;

    // Another account's cart, or another scope, leaves USD's cart as it is.
    bridge.emit('cache:changed', { scope: 'cart', accountId: 'eur' });
    bridge.emit('cache:changed', { scope: 'prices', accountId: 'usd' });
    expect(calls().slice(before)).toEqual([]);
    expect(
      queryClient.getQueryState(readKey('orders:cart', { accountId: 'eur' }))?.isInvalidated,
    ).toBe(true);

    // USD's cart changed: read again at once, and the new lines shown.
    bridge.emit('cache:changed', { scope: 'cart', accountId: 'usd' });
    expect(calls().slice(before)).toEqual(['ordersCart {"accountId":"usd"}']);
    await answer('usd', ['a.com', 'b.com']);
    expect(await screen.findByText('Cart: a.com, b.com')).toBeInTheDocument();
    stop();
  });

  it('reads again when a change comes while the first read is still under way', async () => {
    queryClient.clear();
    useTwoAccounts();
    const stop = listenToCacheChanges((await import('../bridge')).getBridge(), queryClient);
    const before = calls().length;
    renderWithMantine(<Cart accountId="usd" />);
    // The cart changes in main while the window's first read of it has not answered yet:
    // that read's answer may predate the change, so it must not be the last word.
    bridge.emit('cache:changed', { scope: 'cart', accountId: 'usd' });
    await answer('usd', ['before-the-change.com']);
    await vi.waitFor(() => {
      expect(
        calls()
          .slice(before)
          .filter((call) => call.startsWith('ordersCart')),
      ).toHaveLength(2);
    });
    await answer('usd', ['after-the-change.com']);
    expect(await screen.findByText('Cart: after-the-change.com')).toBeInTheDocument();
    stop();
  });
});
