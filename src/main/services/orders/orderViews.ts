import { AppFailure } from '../../../shared/ipc';
import type { OrderView } from '../../../shared/ipc/channels/orders';
import type { OrderEntry } from '../../cache/orderJournal';
import { getOrderPreset } from '../../cache/orderPresetsRepo';
import type { OrderPresetStatus } from '../../../shared/presets/orderPresetStatus';
import type { ServiceContext } from '../serviceContext';
import { resendBlockedIds, toOrderView } from './orderJournalView';
import type { RecheckSchedule } from './recheckSchedule';

export interface ViewDeps {
  readonly ctx: Pick<ServiceContext, 'cache'>;
  readonly schedule: RecheckSchedule;
}

export function mustGetEntry(deps: ViewDeps, orderId: string): OrderEntry {
  const entry = deps.ctx.cache.journal.get(orderId);
  if (!entry) throw new AppFailure('not_found', 'This order is not in the journal.');
  return entry;
}

/** Views of `entries` (newest first), judged against every entry in `context`. */
export function viewsOf(
  deps: ViewDeps,
  entries: readonly OrderEntry[],
  context: readonly OrderEntry[] = entries,
): OrderView[] {
  const resendBlocked = resendBlockedIds(context);
  return entries.map((entry) =>
    toOrderView(entry, {
      resendBlocked,
      nextCheckAt: deps.schedule.nextCheckAt(entry),
      presetStatusOf: (orderId) => presetStatusOf(deps, orderId),
    }),
  );
}

/** Where applying the order's preset stands (its `order_presets` row), if it has one. */
function presetStatusOf(deps: ViewDeps, orderId: string): OrderPresetStatus | undefined {
  const row = getOrderPreset(deps.ctx.cache.db, orderId);
  return row === null ? undefined : { state: row.state, at: row.updatedAt, detail: row.detail };
}

/** One entry's view; only entries of the same account and domain bear on it. */
export function viewOf(deps: ViewDeps, entry: OrderEntry): OrderView {
  const context = deps.ctx.cache.journal.list({ accountId: entry.accountId, domain: entry.domain });
  const [view] = viewsOf(deps, [entry], context);
  if (!view) throw new AppFailure('not_found', 'This order is not in the journal.');
  return view;
}
