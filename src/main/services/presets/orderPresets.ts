import { describeFailure } from '../portfolio/failureText';
import type { JobItemView } from '../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../shared/ipc/channels/portfolioCopyTypes';
import type { PresetView } from '../../../shared/ipc/channels/presets';
import {
  accountsWaiting,
  claimOrderPreset,
  dropNotPlaced,
  dueOrderPresets,
  finishOrderPreset,
  releaseOrderPreset,
  settleInterruptedPresets,
} from '../../cache/orderPresetsRepo';
import type { OrderPreset, OrderPresetState } from '../../cache/orderPresetsRepo';
import { getPreset } from '../../cache/presetsRepo';
import type { JobRunner } from '../jobs/jobRunner';
import type { PortfolioService } from '../portfolio';
import type { ServiceContext } from '../serviceContext';
import { presetPartsAfterActive } from '../../../shared/presets/presetOrder';
import { presetPartNames } from '../../../shared/presets/orderPresetStatus';
import { presetNotice } from './orderPresetWords';
import type { PresetNotice } from './orderPresetWords';

export interface OrderPresetsOptions {
  readonly jobs: Pick<JobRunner, 'finished' | 'get'>;
  readonly portfolio: Pick<PortfolioService, 'presetPreview' | 'copyApply'>;
  /** Tells the user (the notification centre); each notice's key is told once. */
  readonly notify: (accountId: string, notice: PresetNotice) => void;
  readonly log?: ((message: string) => void) | undefined;
}

export interface OrderPresets {
  /** Settles presets a crash left half applied, then applies those already due. */
  start(): void;
  /** The account's domains changed: presets of orders now active are applied. */
  domainsChanged(accountId: string): void;
  /** Resolves once no preset is being applied. */
  whenIdle(): Promise<void>;
  stop(): void;
}

type Told = Exclude<OrderPresetState, 'waiting' | 'applying' | 'applied' | 'not_placed'>;

/**
 * Applies the preset an order carried once its domain is active: the parts an order cannot
 * carry (DNS template, lock), through the same preview and apply as "Apply preset…", so each
 * change is in Activity and the zone guard holds. Each order's preset is taken from `waiting`
 * once (in the cache), so neither a second window nor a restart applies it twice. Nothing is
 * applied that would delete DNS records: that is told, to be confirmed by hand.
 */
export function createOrderPresets(
  ctx: ServiceContext,
  options: OrderPresetsOptions,
): OrderPresets {
  const { db } = ctx.cache;
  const at = (): string => new Date(ctx.now()).toISOString();
  const queued = new Set<string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  /**
   * The order's preset settled: its views (the domain's orders, checkout) read it again.
   * Not told while it is taken (`applying`, seconds long): the `orders` scope also reads
   * the balance again in the window.
   */
  const changed = (item: OrderPreset): void => {
    ctx.events.emit('cache:changed', { scope: 'orders', accountId: item.accountId });
  };

  /** `detail`: what was set, as the order's status says it. */
  const done = (item: OrderPreset, detail: string): void => {
    finishOrderPreset(db, item.orderId, 'applied', detail, at());
    changed(item);
  };

  // Back to waiting, as the views last read it.
  const release = (item: OrderPreset): void => {
    releaseOrderPreset(db, item.orderId, at());
  };

  /**
   * Ends the preset of an order without applying it all, and says so. `detail`: the
   * failure's message, or how many DNS records would go.
   */
  const end = (item: OrderPreset, state: Told, detail = ''): void => {
    const notice = presetNotice(item, state, detail);
    finishOrderPreset(db, item.orderId, state, detail === '' ? null : detail, at());
    changed(item);
    // What needs the user is in the domain's Activity too, where the preset's changes are.
    ctx.cache.activity.append({
      accountId: item.accountId,
      domain: item.domain,
      action: 'preset.afterOrder',
      after: { orderId: item.orderId, preset: item.presetName, state },
      result: 'failed',
      resultDetail: notice.body,
    });
    ctx.events.emit('cache:changed', { scope: 'activity', accountId: item.accountId });
    options.notify(item.accountId, notice);
  };

  const apply = async (item: OrderPreset): Promise<void> => {
    if (!claimOrderPreset(db, item.orderId, at())) return;
    const preset = getPreset(db, item.accountId, item.presetId);
    if (preset === null) {
      end(item, 'preset_gone');
      return;
    }
    const later = afterActive(preset);
    if (later === null) {
      done(item, 'nothing left to set after the order');
      return;
    }
    try {
      const selection = { kind: 'names' as const, accountId: item.accountId, names: [item.domain] };
      // Its jobs tell nothing themselves: the preset's own notice says what needs the user.
      const preview = await options.portfolio.presetPreview(selection, later, { quiet: true });
      await options.jobs.finished(preview.jobId);
      const found = firstItem<CopyPreviewItem>(options.jobs, preview.jobId);
      // Cancelled (the profile closing) before anything was sent: applied at the next look.
      if (found?.state === 'cancelled') {
        release(item);
        return;
      }
      if (found?.result === undefined) {
        end(item, 'failed', found?.error?.message ?? 'The domain could not be read.');
        return;
      }
      const removed = found.result.dns?.removed ?? 0;
      if (removed > 0) {
        end(item, 'needs_confirmation', String(removed));
        return;
      }
      if (found.result.changes.length === 0) {
        done(item, 'already as the preset sets');
        return;
      }
      const applied = options.portfolio.copyApply(preview.jobId);
      await options.jobs.finished(applied.jobId);
      const outcome = firstItem(options.jobs, applied.jobId);
      if (outcome?.state === 'cancelled') {
        release(item);
        return;
      }
      if (outcome?.state !== 'succeeded') {
        end(item, 'failed', outcome?.error?.message ?? 'The change was not made.');
        return;
      }
      done(item, presetPartNames(later));
    } catch (error) {
      end(item, 'failed', describeFailure(error).message);
    }
  };

  const runAccount = async (accountId: string): Promise<void> => {
    if (dropNotPlaced(db, accountId, at()) > 0) {
      ctx.events.emit('cache:changed', { scope: 'orders', accountId });
    }
    for (const item of dueOrderPresets(db, accountId)) {
      if (stopped) return;
      await apply(item);
    }
  };

  /** One account at a time, in the order asked; an account asked again meanwhile runs again. */
  const drain = async (): Promise<void> => {
    while (!stopped && queued.size > 0) {
      const [accountId] = queued;
      if (accountId === undefined) break;
      queued.delete(accountId);
      try {
        await runAccount(accountId);
      } catch (error) {
        options.log?.(`Applying ordered presets failed: ${String(error)}`);
      }
    }
  };

  const ask = (accountId: string): void => {
    if (stopped) return;
    queued.add(accountId);
    running ??= drain().finally(() => {
      running = null;
    });
  };

  return {
    start() {
      for (const item of settleInterruptedPresets(db, at())) end(item, 'interrupted');
      for (const accountId of accountsWaiting(db)) ask(accountId);
    },
    domainsChanged: ask,
    async whenIdle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      queued.clear();
    },
  };
}

/** The preset's parts an order could not carry, as a preset of its own; null when none. */
function afterActive(preset: PresetView): PresetView | null {
  if (presetPartsAfterActive(preset).length === 0) return null;
  return {
    ...preset,
    nameservers: null,
    contactProfileId: null,
    idProtection: null,
    addons: null,
  };
}

function firstItem<R>(jobs: Pick<JobRunner, 'get'>, jobId: string): JobItemView<R> | undefined {
  return jobs.get(jobId, { limit: 1 })?.items[0] as JobItemView<R> | undefined;
}
