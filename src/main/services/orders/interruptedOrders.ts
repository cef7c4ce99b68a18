import { countOf } from '../../../shared/counts';
import { z } from 'zod';
import { parseDomainName } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type { NoticeOrder } from '../../../shared/ipc/channels/userData';
import type { CartItemOptions } from '../../cache/cartRepo';
import type { Cache } from '../../cache/openCache';
import type { KeptBatchItem } from '../../cache/orderBatchRepo';
import type { OrderEntry } from '../../cache/orderJournal';
import { withTransaction } from '../../cache/sqlite';
import { yearsText } from '../pricing/quote';

function noticeOrder(order: Pick<OrderEntry, 'domain' | 'operation' | 'period'>): NoticeOrder {
  const name = parseDomainName(order.domain);
  return {
    domain: order.domain,
    unicodeDomain: name.ok ? name.value.unicode : order.domain,
    operation: order.operation,
    period: order.period,
  };
}

function listed(orders: readonly NoticeOrder[]): string {
  return orders
    .map((o) => `${o.unicodeDomain} (${o.operation}, ${yearsText(o.period)})`)
    .join(', ');
}

/** What putting unsent orders back in the cart needs, kept with their notice. */
const unsentDataSchema = z.object({
  accountId: z.string(),
  items: z.array(
    z.object({
      domain: z.string(),
      operation: z.enum(['register', 'transfer', 'renew']),
      period: z.int(),
      options: z.looseObject({}),
    }),
  ),
});

function unsentNotices(cache: Cache, items: readonly KeptBatchItem[]): void {
  const byAccount = new Map<string, KeptBatchItem[]>();
  for (const item of items)
    byAccount.set(item.accountId, [...(byAccount.get(item.accountId) ?? []), item]);
  for (const [accountId, kept] of byAccount) {
    const label = cache.accounts.get(accountId)?.label ?? 'a removed account';
    const orders = kept.map(noticeOrder);
    cache.notices.add({
      kind: 'orders_unsent',
      body: {
        message:
          `DomainDesk closed before ${countOf(orders.length, 'order', 'orders')} of a batch for ` +
          `"${label}" ${orders.length === 1 ? 'was' : 'were'} sent, so nothing was charged for ` +
          `them: ${listed(orders)}. Put them back in the cart to order them again.`,
        accountId,
        accountLabel: label,
        orders: orders.map((o) => ({ ...o })),
      },
      data: {
        accountId,
        items: kept.map(({ domain, operation, period, options }) => ({
          domain,
          operation,
          period,
          options: { ...options },
        })),
      },
    });
  }
}

/**
 * At start-up, settles what the last run left on its way and tells the user: orders left
 * `sent` become outcome unknown (one notice listing them), orders left `prepared` never went
 * out, and the unsent rest of each interrupted batch becomes a notice per account from which
 * they can be put back in the cart. One run at a time holds the file, so none is under way.
 */
export function settleInterruptedOrders(cache: Cache, log?: (message: string) => void): void {
  withTransaction(cache.db, () => {
    const interrupted = cache.journal.settleInterrupted();
    const unknown = interrupted.filter((entry) => entry.state === 'outcome_unknown');
    if (unknown.length > 0) {
      const orders = unknown.map((entry) => ({
        ...noticeOrder(entry),
        orderId: entry.id,
        accountId: entry.accountId,
      }));
      cache.notices.add({
        kind: 'orders_unsettled',
        body: {
          message:
            `DomainDesk closed while ${countOf(orders.length, 'order was', 'orders were')} on ` +
            `the way to your provider, so whether ${orders.length === 1 ? 'it' : 'they'} went ` +
            `through is unknown: ${listed(orders)}. Do not order ${orders.length === 1 ? 'it' : 'them'} ` +
            'again: DomainDesk checks with your provider once it can have finished, or choose ' +
            '"Check now".',
          orders,
        },
      });
    }
    const unsent = cache.batches.takeAll();
    unsentNotices(cache, unsent);
    if (interrupted.length > 0 || unsent.length > 0) {
      log?.(
        `DomainDesk last closed with orders under way: ${unknown.length} now of unknown outcome, ` +
          `${interrupted.length - unknown.length + unsent.length} never sent.`,
      );
    }
  });
}

/** The unsent orders an `orders_unsent` notice lists, to put back in the cart. */
export function unsentOrdersOf(
  cache: Cache,
  noticeId: string,
): {
  accountId: string;
  items: {
    domain: string;
    operation: OrderEntry['operation'];
    period: number;
    options: CartItemOptions;
  }[];
} {
  const notice = cache.notices.get(noticeId);
  if (notice?.kind !== 'orders_unsent') {
    throw new AppFailure('not_found', 'This notice of unsent orders is no longer there.');
  }
  const data = unsentDataSchema.safeParse(notice.data);
  if (!data.success) {
    throw new AppFailure(
      'conflict',
      'The unsent orders of this notice can no longer be read; add them to the cart by hand.',
    );
  }
  if (!cache.accounts.get(data.data.accountId)) {
    throw new AppFailure(
      'not_found',
      'The reseller account of these orders is no longer set up in DomainDesk, so they cannot go back in its cart.',
    );
  }
  return {
    accountId: data.data.accountId,
    items: data.data.items,
  };
}
