import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PendingCheckRow } from '../../cache/pendingChecks';
import { pendingCheckRows, recordErrors } from '../../cache/pendingChecks';
import type { ServiceContext } from '../serviceContext';
import { syncDomain } from './domainSync';
import { describeFailure } from './failureText';
import { RECHECK_FIRST_DELAY_MS, RECHECK_MAX_DELAY_MS, recheckDelayMs } from './recheckSchedule';

/** Domains checked in one round; the rest wait for the next round, straight after. */
export const ROUND_LIMIT = 200;
/** Checks of one round under way at once (the account's client paces them further). */
const ROUND_CONCURRENCY = 8;

export interface DueCheck {
  readonly accountId: string;
  readonly name: string;
  /** ISO instant the check became due. */
  readonly dueAt: string;
}

export interface PendingRound {
  /** Domains synced one by one in this round. */
  readonly checked: number;
  /** Domains of accounts that cannot be called now (no key, keychain locked). */
  readonly unreachable: number;
}

export function dueAtOf(row: PendingCheckRow): number {
  return row.lastEventAt + recheckDelayMs(row.notFoundCount);
}

/**
 * The pending re-checks, kept light enough for a portfolio with tens of thousands of pending
 * domains: schedules are read from a few columns, a round checks a bounded number of them a
 * few at a time, yielding between checks, and an account that cannot be called at all is
 * noted on all its due domains in one transaction instead of one failed sync each, then left
 * alone with growing back-off.
 */
export function createPendingRounds(ctx: ServiceContext) {
  /** Accounts whose client could not be built, and until when they are left alone. */
  const blocked = new Map<string, { until: number; failures: number }>();

  const isBlocked = (accountId: string, now: number): boolean =>
    (blocked.get(accountId)?.until ?? Number.NEGATIVE_INFINITY) > now;

  const due = (now: number): DueCheck[] => {
    const rows = pendingCheckRows(ctx.cache.db).flatMap((row) => {
      const at = dueAtOf(row);
      return at <= now && !isBlocked(row.accountId, now) ? [{ row, at }] : [];
    });
    rows.sort((a, b) => a.at - b.at);
    return rows.map(({ row, at }) => ({
      accountId: row.accountId,
      name: row.name,
      dueAt: new Date(at).toISOString(),
    }));
  };

  const nextDueAt = (): number | null => {
    let next: number | null = null;
    for (const row of pendingCheckRows(ctx.cache.db)) {
      const at = Math.max(dueAtOf(row), blocked.get(row.accountId)?.until ?? 0);
      if (next === null || at < next) next = at;
    }
    return next;
  };

  /** False when the account cannot be called; its due domains then carry the reason. */
  const reachable = async (accountId: string, names: readonly string[]): Promise<boolean> => {
    try {
      await ctx.clients(accountId);
      blocked.delete(accountId);
      return true;
    } catch (error) {
      const failures = (blocked.get(accountId)?.failures ?? 0) + 1;
      const wait = Math.min(RECHECK_FIRST_DELAY_MS * 2 ** failures, RECHECK_MAX_DELAY_MS);
      blocked.set(accountId, { until: ctx.now() + wait, failures });
      recordErrors(ctx.cache.db, ctx.cache.clock, accountId, names, describeFailure(error));
      ctx.events.emit('cache:changed', { scope: 'domains', keys: [...names] });
      return false;
    }
  };

  const run = async (): Promise<PendingRound> => {
    const byAccount = new Map<string, string[]>();
    for (const check of due(ctx.now())) {
      const names = byAccount.get(check.accountId) ?? [];
      names.push(check.name);
      byAccount.set(check.accountId, names);
    }
    const queue: DueCheck[] = [];
    let unreachable = 0;
    for (const [accountId, names] of byAccount) {
      if (await reachable(accountId, names)) {
        queue.push(...names.map((name) => ({ accountId, name, dueAt: '' })));
      } else {
        unreachable += names.length;
      }
    }
    const round = queue.slice(0, ROUND_LIMIT);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < round.length) {
        const check = round[next];
        next += 1;
        if (check === undefined) continue;
        await syncDomain(ctx, check.accountId, check.name);
        // Each check writes to the cache: let windows and IPC in between.
        await nextTurn();
      }
    };
    await Promise.all(Array.from({ length: ROUND_CONCURRENCY }, worker));
    return { checked: round.length, unreachable };
  };

  return { due, nextDueAt, run };
}
