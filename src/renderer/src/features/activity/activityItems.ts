import type { ActivityView } from '../../../../shared/ipc/channels/domainsTypes';
import type { OrderView } from '../../../../shared/ipc/channels/orders';

/** One line of the account's activity: a change made to a domain, or an order. */
export interface ActivityItem {
  readonly key: string;
  readonly kind: 'change' | 'order';
  readonly at: string;
  readonly domain: string | null;
  readonly what: string;
  /** succeeded, failed, outcome unknown; for orders the journal state. */
  readonly state: string;
  readonly detail: string | null;
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
      .map((entry) => ({
        key: `c${entry.id}`,
        kind: 'change' as const,
        at: entry.at,
        domain: entry.domain,
        what: entry.action,
        state: entry.result,
        detail: entry.resultDetail,
      })),
    ...orders.map((order) => ({
      key: `o${order.id}`,
      kind: 'order' as const,
      at: order.updatedAt,
      domain: order.domain,
      what: `${order.operation} ${order.period} y`,
      state: order.verdict === null ? order.state : `${order.state} → ${order.verdict}`,
      detail: order.detail,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
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
      (text === '' || (item.domain ?? '').includes(text) || item.what.toLowerCase().includes(text)),
  );
}
