import { parseDomainName } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type { ReconcileResult } from '../../../shared/ipc/channels/orders';
import type { OrderEntry } from '../../cache/orderJournal';
import { removeOrderedLine } from './cart';
import { VERDICT_PREFIX } from './orderJournalView';
import { mustGetEntry, viewOf } from './orderViews';
import { applyToPortfolio } from './placeOrder';
import type { OrderDeps } from './placeOrder';
import { clockTime, RECHECK_TICK_MS } from './recheckSchedule';
import { conclude, gatherEvidence } from './reconcile';

export interface Reconciler {
  /** Settles an `outcome_unknown` order from the domain and the balance; never resends. */
  reconcile(orderId: string): Promise<ReconcileResult>;
  /** Checks unknown outcomes again by themselves as they fall due, until `stop`. */
  start(tickMs?: number): void;
  stop(): void;
}

export function createReconciler(deps: OrderDeps): Reconciler {
  const { ctx, schedule, hooks } = deps;
  // A "check now" while the automatic check of the same order runs shares its answer.
  const inFlight = new Map<string, Promise<ReconcileResult>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let sweeping = false;

  const stillUnknown = (entry: OrderEntry, reasons: string[], settling: boolean) => {
    schedule.checked(entry.id);
    const order = viewOf(deps, entry);
    const next = clockTime(order.nextCheckAt ?? new Date(ctx.now()).toISOString());
    if (settling) {
      const until = clockTime(new Date(schedule.settleEndsAt(entry)).toISOString());
      reasons.push(
        `Nothing shows it went through yet, but the provider may still be processing it until ${until}, so it cannot be called "not placed" before then.`,
      );
    }
    reasons.push(`Still unknown: DomainDesk checks again at ${next}.`);
    ctx.events.emit('cache:changed', { scope: 'orders', accountId: entry.accountId });
    return { order, conclusion: 'unknown' as const, reasons };
  };

  const settle = async (orderId: string): Promise<ReconcileResult> => {
    const entry = mustGetEntry(deps, orderId);
    if (entry.state === 'reconciled') {
      const order = viewOf(deps, entry);
      return {
        order,
        conclusion: order.verdict ?? 'unknown',
        reasons: entry.outcomeDetail === null ? [] : [entry.outcomeDetail],
      };
    }
    if (entry.state !== 'outcome_unknown') {
      throw new AppFailure(
        'conflict',
        `Only an order whose outcome is unknown needs reconciling; this one is "${entry.state}".`,
      );
    }
    const client = await ctx.clients(entry.accountId);
    const evidence = await gatherEvidence(client, entry);
    const journal = ctx.cache.journal.list({ accountId: entry.accountId });
    const later = journal.slice(
      0,
      journal.findIndex((e) => e.id === entry.id),
    );
    const settled = ctx.now() >= schedule.settleEndsAt(entry);
    const { verdict, reasons, settling } = conclude(entry, later, evidence, settled);
    if (evidence.balanceNow !== null) {
      ctx.cache.accounts.recordBalance(entry.accountId, evidence.balanceNow);
    }
    if (verdict === 'unknown') return stillUnknown(entry, reasons, settling);

    const done = ctx.cache.journal.reconcile(
      entry.id,
      `${VERDICT_PREFIX[verdict]}${reasons.join(' ')}`,
    );
    ctx.cache.activity.append({
      accountId: entry.accountId,
      domain: entry.domain,
      action: 'order.reconcile',
      before: { orderId: entry.id, state: entry.state },
      after: { orderId: entry.id, state: done.state, verdict },
      result: verdict === 'placed' ? 'succeeded' : 'failed',
      resultDetail: reasons.join(' '),
    });
    if (verdict === 'placed') {
      removeOrderedLine(ctx, entry);
      const name = parseDomainName(entry.domain);
      if (name.ok) {
        await applyToPortfolio(hooks, entry.accountId, {
          operation: entry.operation,
          name: name.value,
        });
      }
    }
    ctx.events.emit('cache:changed', { scope: 'orders', accountId: entry.accountId });
    return { order: viewOf(deps, done), conclusion: verdict, reasons };
  };

  const reconcile = (orderId: string): Promise<ReconcileResult> => {
    const running = inFlight.get(orderId);
    if (running) return running;
    const work = settle(orderId).finally(() => inFlight.delete(orderId));
    inFlight.set(orderId, work);
    return work;
  };

  const sweep = async (): Promise<void> => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const entry of schedule.due()) {
        // A failed check (offline, say) waits like one that could not tell.
        await reconcile(entry.id).catch(() => {
          schedule.checked(entry.id);
        });
      }
    } catch {
      // The cache closed under the sweep: the profile is going away.
    } finally {
      sweeping = false;
    }
  };

  return {
    reconcile,
    start(tickMs = RECHECK_TICK_MS) {
      if (timer !== undefined) return;
      timer = setInterval(() => void sweep(), tickMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
