import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  dueCountsByAccount,
  duePendingRows,
  nextPendingDueAt,
  recordErrorOnDue,
  someDuePendingRows,
} from '../../cache/pendingChecks';
import type { ServiceContext } from '../serviceContext';
import { syncDomain } from './domainSync';
import { describeFailure } from './failureText';
import { RECHECK_FIRST_DELAY_MS, RECHECK_MAX_DELAY_MS } from './recheckSchedule';

/** Domains checked in one round; the rest wait for the next round, straight after. */
export const ROUND_LIMIT = 200;
/** Domains noted per transaction when their account cannot be called. */
const ERROR_BATCH = 1000;
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

const BACKOFF = { firstDelayMs: RECHECK_FIRST_DELAY_MS, maxDelayMs: RECHECK_MAX_DELAY_MS };

/**
 * The pending re-checks, kept light enough for a portfolio with tens of thousands of pending
 * domains: what is due is found in SQL, a round checks a bounded number of domains a few at
 * a time, yielding between checks, and an account that cannot be called at all is noted on
 * its due domains in a few batched statements instead of one failed sync each, then left
 * alone with growing back-off.
 */
export function createPendingRounds(ctx: ServiceContext) {
  /** Accounts whose client could not be built, and until when they are left alone. */
  const blocked = new Map<string, { until: number; failures: number }>();

  const skipped = (now: number): string[] =>
    [...blocked].filter(([, block]) => block.until > now).map(([accountId]) => accountId);

  const due = (now: number): DueCheck[] =>
    duePendingRows(ctx.cache.db, BACKOFF, now, skipped(now)).map((row) => ({
      accountId: row.accountId,
      name: row.name,
      dueAt: new Date(row.dueAt).toISOString(),
    }));

  const nextDueAt = (): number | null => {
    const now = ctx.now();
    const held = skipped(now);
    const next = nextPendingDueAt(ctx.cache.db, BACKOFF, held);
    const unblocked = held.map((accountId) => blocked.get(accountId)?.until ?? now);
    const candidates = [...(next === null ? [] : [next]), ...unblocked];
    return candidates.length > 0 ? Math.min(...candidates) : null;
  };

  /** False when the account cannot be called; its due domains then carry the reason. */
  const reachable = async (accountId: string): Promise<boolean> => {
    try {
      await ctx.clients(accountId);
      blocked.delete(accountId);
      return true;
    } catch (error) {
      const failures = (blocked.get(accountId)?.failures ?? 0) + 1;
      const wait = Math.min(RECHECK_FIRST_DELAY_MS * 2 ** failures, RECHECK_MAX_DELAY_MS);
      blocked.set(accountId, { until: ctx.now() + wait, failures });
      const failure = describeFailure(error);
      const target = { accountId, now: ctx.now(), limit: ERROR_BATCH };
      while (recordErrorOnDue(ctx.cache.db, ctx.cache.clock, BACKOFF, target, failure) > 0) {
        await nextTurn();
      }
      // Which rows changed is not listed: windows reload what they show.
      ctx.events.emit('cache:changed', { scope: 'domains', accountId });
      return false;
    }
  };

  const run = async (): Promise<PendingRound> => {
    const now = ctx.now();
    const accounts = dueCountsByAccount(ctx.cache.db, BACKOFF, now, skipped(now));
    const unreachableAccounts: string[] = [];
    let unreachable = 0;
    for (const [accountId, count] of accounts) {
      if (await reachable(accountId)) continue;
      unreachableAccounts.push(accountId);
      unreachable += count;
    }
    const round = someDuePendingRows(
      ctx.cache.db,
      BACKOFF,
      now,
      [...skipped(now), ...unreachableAccounts],
      ROUND_LIMIT,
    );
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
