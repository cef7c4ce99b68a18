import { actionLabel, orderLabel, unicodeDomain } from '../../../../shared/activity/activityWords';
import type { ActivityView } from '../../../../shared/ipc/channels/domainsTypes';
import type { OrderView } from '../../../../shared/ipc/channels/orders';
import { chargeWarning, expectedCharge } from '../../../../shared/orders/charges';
import { RECEIPT_ACTION, receiptOf } from '../../../../shared/orders/receipt';
import type { Receipt } from '../../../../shared/orders/receipt';

/** One line of the account's activity: a change made to a domain, or an order. */
export interface ActivityItem {
  readonly key: string;
  readonly kind: 'change' | 'order';
  readonly at: string;
  /** The domain as the API knows it (ASCII); opens the domain page. */
  readonly domain: string | null;
  /** The same name in Unicode, as a reseller reads it (equal to `domain` for ASCII names). */
  readonly unicodeDomain: string | null;
  /** The action in words ("Account settings changed"). */
  readonly what: string;
  /** succeeded, failed, outcome unknown; for orders the journal state. */
  readonly state: string;
  readonly detail: string | null;
  /** An order's price quoted and what it took from the balance, as words; null when unknown. */
  readonly money?: string | null;
  /** Set when an order was charged differently from its quote. */
  readonly warning?: string;
  /** The receipt of a checkout or bulk renewal. */
  readonly receipt?: Receipt;
}

export interface ActivityFilter {
  readonly kind: 'all' | 'change' | 'order';
  readonly problemsOnly: boolean;
  readonly text: string;
}

const PROBLEMS = new Set(['failed', 'outcome_unknown', 'prepared', 'sent']);

export function mergeActivity(
  changes: readonly ActivityView[],
  orders: readonly OrderView[],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...changes
      // Orders have their own journal rows; their log lines would show them twice.
      .filter((entry) => !entry.action.startsWith('order.'))
      .map((entry) => {
        const receipt = entry.action === RECEIPT_ACTION ? receiptOf(entry.after) : undefined;
        return {
          key: `c${entry.id}`,
          kind: receipt === undefined ? ('change' as const) : ('order' as const),
          at: entry.at,
          domain: entry.domain,
          unicodeDomain: entry.domain === null ? null : unicodeDomain(entry.domain),
          what: actionLabel(entry.action),
          state: entry.result,
          detail: entry.resultDetail,
          ...(receipt !== undefined && { receipt }),
        };
      }),
    ...orders.map((order) => {
      const warning = chargeWarning(
        expectedCharge(order.state, order.price),
        order.charged,
        order.currency,
      );
      return {
        key: `o${order.id}`,
        kind: 'order' as const,
        at: order.updatedAt,
        domain: order.domain,
        unicodeDomain: unicodeDomain(order.domain),
        what: orderLabel(order.operation, order.period),
        state: orderState(order),
        detail: order.detail,
        money: moneyText(order),
        ...(warning !== undefined && { warning }),
      };
    }),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * A transfer order that went through has only started: the registry decides later, and its
 * end is logged on its own (`transfer.completed`, `transfer.failed`).
 */
function orderState(order: OrderView): string {
  if (order.verdict !== null) return `${order.state} → ${order.verdict}`;
  return order.operation === 'transfer' && order.state === 'succeeded' ? 'started' : order.state;
}

function moneyText(order: OrderView): string | null {
  const cur = order.currency ? ` ${order.currency}` : '';
  const quoted = order.price === null ? null : `quoted ${order.price}${cur}`;
  const charged = order.charged === null ? null : `charged ${order.charged}${cur}`;
  const parts = [charged, quoted].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function filterActivity(
  items: readonly ActivityItem[],
  filter: ActivityFilter,
): ActivityItem[] {
  const text = filter.text.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.kind === 'all' || item.kind === filter.kind) &&
      (!filter.problemsOnly || PROBLEMS.has(item.state.split(' ')[0] ?? '')) &&
      (text === '' ||
        (item.domain ?? '').includes(text) ||
        (item.unicodeDomain ?? '').includes(text) ||
        item.what.toLowerCase().includes(text)),
  );
}
