// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { SETTINGS_DEFAULTS } from '../../../../shared/ipc/channels/settings';
import { getBridge } from '../../bridge';
import { dropOtherAccounts, listenToCacheChanges, queryClient } from '../../data/queryClient';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge } from '../../testing/fakeBridge';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CartScreen } from './CartScreen';

function line(id: number, domain: string): CartItemView {
  return {
    id,
    domain,
    unicodeDomain: domain,
    operation: 'register',
    period: 1,
    nameservers: [],
    contactProfileIds: {},
    addons: {},
    domainfields: {},
    addedAt: '2026-11-01T10:00:00.000Z',
  };
}

function quoteOf(lines: readonly CartItemView[], total: string, currency: string): Quote {
  return {
    currency,
    items: lines.map((item) => ({
      domain: item.domain,
      unicodeDomain: item.unicodeDomain,
      operation: item.operation,
      period: 1,
      offeredPeriods: [1],
      price: total,
      priceSource: 'cart',
    })),
    total,
    complete: true,
    // Unknown, so the header's balance is not read again beside it.
    balance: { amount: null, at: null, fromCache: false },
    covered: false,
    shortfall: '0.00',
  };
}

/** Each account's cart, and its quotes: each held back until the test lets it through. */
const carts = new Map<string, CartItemView[]>();
const quotes: { accountId: string; answer: (total: string) => void }[] = [];
const bridge = installFakeBridge({
  ordersCart: ({ accountId }) => carts.get(accountId) ?? [],
  ordersCartQuote: ({ accountId }) =>
    new Promise<Quote>((resolve) => {
      const lines = carts.get(accountId) ?? [];
      quotes.push({
        accountId,
        answer: (total) => {
          resolve(quoteOf(lines, total, accountId === 'usd' ? 'USD' : 'EUR'));
        },
      });
    }),
  ordersList: () => [],
  presetsList: () => [],
  contactProfilesList: () => [],
  settingsGet: () => SETTINGS_DEFAULTS,
  connectivityStatus: () => [],
});

function quoteFor(accountId: string, nth: number) {
  const asked = quotes.filter((quote) => quote.accountId === accountId)[nth];
  if (asked === undefined) throw new Error(`No quote ${String(nth)} was asked for ${accountId}.`);
  return asked;
}

async function answerQuote(accountId: string, nth: number, total: string): Promise<void> {
  await act(async () => {
    quoteFor(accountId, nth).answer(total);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The window switches account, as the shell does (answers for the other one are dropped). */
async function switchTo(accountId: string): Promise<void> {
  await act(async () => {
    currentAccountStore.getState().select(accountId);
    await dropOtherAccounts(queryClient, accountId);
  });
}

function twoAccounts(): void {
  quotes.length = 0;
  carts.set('usd', [line(1, 'usd-renewal.com')]);
  carts.set('eur', [line(2, 'eur-only.de')]);
  knownAccounts([
    accountSummary({ id: 'usd', label: 'USD', currency: 'USD' }),
    accountSummary({ id: 'eur', label: 'EUR', currency: 'EUR' }),
  ]);
  currentAccountStore.getState().select('usd');
}

const total = () => screen.getByLabelText('Cart total').textContent;

/** Waits for the total shown to read `amount` (a loaded machine paints late). */
async function totalReads(amount: RegExp): Promise<void> {
  await vi.waitFor(
    () => {
      expect(total()).toMatch(amount);
    },
    { timeout: 5000 },
  );
}

describe('the cart of two accounts', () => {
  it('never shows a late quote of the account the window left', async () => {
    twoAccounts();
    renderWithMantine(<CartScreen />);
    expect(await screen.findByText('usd-renewal.com')).toBeInTheDocument();
    await vi.waitFor(() => {
      quoteFor('usd', 0);
    });

    // Away to EUR before USD's first quote has answered: EUR shows its own cart and total.
    await switchTo('eur');
    expect(await screen.findByText('eur-only.de')).toBeInTheDocument();
    await vi.waitFor(() => {
      quoteFor('eur', 0);
    });
    await answerQuote('eur', 0, '8.00');
    await totalReads(/8\.00/);
    expect(screen.queryByText('usd-renewal.com')).toBeNull();

    // Back to USD: its cart is quoted afresh, and the first, older quote arriving last is
    // not painted over the newer one.
    await switchTo('usd');
    await vi.waitFor(() => {
      quoteFor('usd', 1);
    });
    await answerQuote('usd', 1, '12.99');
    await totalReads(/12\.99/);
    await answerQuote('usd', 0, '99.00');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(total()).toMatch(/12\.99/);
    expect(screen.queryByText(/99\.00/)).toBeNull();
  });

  it('shows a line put in the cart elsewhere (a search, a restored order) while it is open', async () => {
    twoAccounts();
    const stop = listenToCacheChanges(getBridge(), queryClient);
    renderWithMantine(<CartScreen />);
    expect(await screen.findByText('usd-renewal.com')).toBeInTheDocument();
    await vi.waitFor(() => {
      quoteFor('usd', 0);
    });
    await answerQuote('usd', 0, '12.99');
    await totalReads(/12\.99/);

    carts.set('usd', [line(1, 'usd-renewal.com'), line(3, 'added-elsewhere.com')]);
    // Another account's change leaves this cart as it is; its own change shows at once.
    bridge.emit('cache:changed', { scope: 'cart', accountId: 'eur' });
    bridge.emit('cache:changed', { scope: 'cart', accountId: 'usd' });
    expect(await screen.findByText('added-elsewhere.com')).toBeInTheDocument();
    await vi.waitFor(() => {
      quoteFor('usd', 1);
    });
    await answerQuote('usd', 1, '25.98');
    await totalReads(/25\.98/);
    stop();
  });
});
