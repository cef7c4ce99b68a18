import { useEffect, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import type { CartItemView, OrderView } from '../../../../shared/ipc/channels/orders';
import { readKey } from '../../data/bridgeRead';
import { invalidateFor } from '../../data/cacheScopes';
import { useContactProfiles } from '../../data/sharedReads';
import { useBridgeRead } from '../../data/useBridgeRead';
import { useCurrentAccount } from '../../state/currentAccount';
import { useAccounts } from '../../data/accounts';
import { accountsStore } from '../../state/accountsStore';

/*
 * The cart's server state lives in the read cache, keyed by account: its lines (`orders:cart`),
 * their quote (`orders:cartQuote`) and the account's orders. The `cart`, `balance` and `orders`
 * scopes of `cache:changed` keep them current; a change made here invalidates the same way.
 */

export const cartKey = (accountId: string) => readKey('orders:cart', { accountId });
export const quoteKey = (accountId: string) => readKey('orders:cartQuote', { accountId });

/** The lines of the account's cart, as the cache holds them now (outside React). */
export function cachedLines(client: QueryClient, accountId: string): readonly CartItemView[] {
  return client.getQueryData<CartItemView[]>(cartKey(accountId)) ?? [];
}

/** After a change of the cart: its lines, quote and low-balance warning are read again. */
export function cartChanged(
  client: QueryClient,
  accountId: string,
  lines?: readonly CartItemView[],
): Promise<void> {
  // The answer of the change is the cart as it is now: shown at once, then confirmed.
  if (lines !== undefined) client.setQueryData(cartKey(accountId), lines);
  return invalidateFor(client, { scope: 'cart', accountId });
}

/** The lines of the account's cart. */
export function useCartLines(accountId: string | null) {
  return useBridgeRead('orders:cart', accountId === null ? null : { accountId });
}

/** The quote of the account's cart; nothing is asked while the cart is empty. */
export function useCartQuote(accountId: string | null, hasLines: boolean) {
  const quote = useBridgeRead(
    'orders:cartQuote',
    accountId === null || !hasLines ? null : { accountId },
  );
  const fresh = quote.status === 'ok' ? quote.data.balance.amount : null;
  const shown = useAccounts().find((a) => a.id === accountId)?.balance?.amount;
  // The quote reads the balance afresh; the header must not show an older figure beside it.
  useEffect(() => {
    if (accountId !== null && fresh !== null && shown !== fresh) {
      void accountsStore.getState().refreshBalance(accountId);
    }
    // Only a new quote asks: the header's own refresh must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, fresh]);
  return quote;
}

/** Orders of the account whose outcome is unknown: their lines must not be ordered again. */
export function useUnknownOrders(accountId: string | null): readonly OrderView[] {
  const orders = useBridgeRead('orders:list', accountId === null ? null : { accountId });
  return useMemo(
    () =>
      orders.status === 'ok'
        ? orders.data.filter((order) => order.state === 'outcome_unknown')
        : [],
    [orders],
  );
}

/** The named contacts, as an order offers them (none while they are read). */
export function useProfiles(): readonly ContactProfileView[] {
  const profiles = useContactProfiles();
  return profiles.status === 'ok' ? profiles.data : NO_PROFILES;
}
const NO_PROFILES: readonly ContactProfileView[] = [];

/** The cart of the account the window shows: its lines and their quote. */
export function useCartView() {
  const accountId = useCurrentAccount()?.id ?? null;
  const lines = useCartLines(accountId);
  const items = lines.status === 'ok' ? lines.data : NO_LINES;
  const quote = useCartQuote(accountId, items.length > 0);
  return {
    accountId,
    lines,
    items,
    quoteRead: quote,
    quote: items.length > 0 && quote.status === 'ok' ? quote.data : null,
  };
}
const NO_LINES: readonly CartItemView[] = [];
