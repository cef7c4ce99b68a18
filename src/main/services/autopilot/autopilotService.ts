import { AppFailure } from '../../../shared/ipc';
import type {
  AutopilotRun,
  AutopilotSettings,
  AutopilotView,
} from '../../../shared/ipc/channels/autopilot';
import { parseDomainName } from '../../../shared/domainName';
import {
  autopilotAccounts,
  autopilotOf,
  autopilotSpent,
  saveAutopilot,
} from '../../cache/autopilotRepo';
import { VERDICT_PREFIX } from '../orders/orderJournalView';
import { describeFailure } from '../portfolio/failureText';
import { systemTimers } from '../portfolio/pendingWatcher';
import type { TimerApi } from '../portfolio/pendingWatcher';
import { monthOf, runAutopilot } from './autopilotRun';
import type { AutopilotDeps } from './autopilotRun';

/** While the app runs, every account's autopilot is run this often (and soon after start). */
export const AUTOPILOT_EVERY_MS = 60 * 60_000;
export const AUTOPILOT_FIRST_MS = 2 * 60_000;

export interface AutopilotService {
  get(accountId: string): AutopilotView;
  save(accountId: string, settings: AutopilotSettings): AutopilotView;
  /** Off at once: a run under way sends nothing more. */
  stop(accountId: string): AutopilotView;
  runNow(accountId: string): Promise<AutopilotRun>;
  start(): void;
  /** Stops the timer and every run (between orders) and waits for them. */
  close(): Promise<void>;
}

function normalTargets(settings: AutopilotSettings): string[] {
  const unique = (list: readonly string[]) => [...new Set(list)];
  if (settings.scope === 'all') return [];
  if (settings.scope === 'tags') return unique(settings.targets);
  return unique(
    settings.targets.map((typed) => {
      const name = parseDomainName(typed);
      if (!name.ok) throw new AppFailure('invalid_input', `"${typed}": ${name.reason}`);
      return name.value.ascii;
    }),
  );
}

export function createAutopilotService(
  deps: AutopilotDeps,
  options: {
    timers?: TimerApi;
    log?: (message: string) => void;
    /** Told of every run that ended (the notification centre). */
    onRun?: (accountId: string, run: AutopilotRun) => void;
  } = {},
): AutopilotService {
  const { ctx } = deps;
  const timers = options.timers ?? systemTimers;
  const runs = new Map<string, { abort: AbortController; done: Promise<AutopilotRun> }>();
  let handle: unknown;
  let closed = false;

  const requireAccount = (accountId: string) => {
    const account = ctx.cache.accounts.get(accountId);
    if (!account) {
      throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
    }
    return account;
  };

  const view = (accountId: string): AutopilotView => {
    const account = requireAccount(accountId);
    const stored = autopilotOf(ctx.cache.db, accountId);
    const month = monthOf(ctx.now());
    return {
      ...stored,
      currency: account.currency,
      month,
      spentThisMonth: autopilotSpent(ctx.cache.db, accountId, month, VERDICT_PREFIX.not_placed),
      running: runs.has(accountId),
    };
  };

  const changed = (accountId: string): void => {
    ctx.events.emit('cache:changed', { scope: 'autopilot', accountId });
  };

  const runNow = (accountId: string): Promise<AutopilotRun> => {
    requireAccount(accountId);
    if (runs.has(accountId)) {
      throw new AppFailure('conflict', 'The autopilot of this account is running already.');
    }
    const abort = new AbortController();
    const done = runAutopilot(deps, accountId, abort.signal)
      .then((run) => {
        options.onRun?.(accountId, run);
        return run;
      })
      .finally(() => {
        runs.delete(accountId);
        changed(accountId);
      });
    runs.set(accountId, { abort, done });
    changed(accountId);
    return done;
  };

  const tick = async (): Promise<void> => {
    for (const accountId of autopilotAccounts(ctx.cache.db)) {
      if (closed) return;
      if (runs.has(accountId)) continue;
      await runNow(accountId).catch((error: unknown) => {
        options.log?.(`Renewal autopilot: ${describeFailure(error).message}`);
      });
    }
  };

  const schedule = (ms: number): void => {
    if (closed) return;
    handle = timers.setTimeout(() => {
      void tick().finally(() => {
        schedule(AUTOPILOT_EVERY_MS);
      });
    }, ms);
  };

  return {
    get: view,
    save(accountId, settings) {
      requireAccount(accountId);
      const targets = normalTargets(settings);
      const at = new Date(ctx.now()).toISOString();
      const before = autopilotOf(ctx.cache.db, accountId).settings;
      saveAutopilot(ctx.cache.db, accountId, { ...settings, targets }, at);
      ctx.cache.activity.append({
        accountId,
        action: 'autopilot.save',
        before,
        after: { ...settings, targets },
        result: 'succeeded',
      });
      // Saved as off: a run under way sends nothing more.
      if (!settings.enabled) runs.get(accountId)?.abort.abort();
      changed(accountId);
      ctx.events.emit('cache:changed', { scope: 'activity', accountId });
      return view(accountId);
    },
    stop(accountId) {
      requireAccount(accountId);
      const stored = autopilotOf(ctx.cache.db, accountId).settings;
      saveAutopilot(
        ctx.cache.db,
        accountId,
        { ...stored, enabled: false },
        new Date(ctx.now()).toISOString(),
      );
      runs.get(accountId)?.abort.abort();
      if (stored.enabled) {
        ctx.cache.activity.append({ accountId, action: 'autopilot.stop', result: 'succeeded' });
        ctx.events.emit('cache:changed', { scope: 'activity', accountId });
      }
      changed(accountId);
      return view(accountId);
    },
    runNow,
    start() {
      if (handle === undefined) schedule(AUTOPILOT_FIRST_MS);
    },
    async close() {
      closed = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      const under = [...runs.values()];
      for (const run of under) run.abort.abort();
      await Promise.allSettled(under.map((run) => run.done));
    },
  };
}
