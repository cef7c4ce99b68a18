import { isApiCallError } from '../../../shared/api';
import type { ApiErrorKind } from '../../../shared/api';
import {
  backgroundPassOf,
  countPassDomains,
  nextPassDomain,
  saveBackgroundPass,
} from '../../cache/backgroundPassRepo';
import type { BackgroundPass } from '../../cache/backgroundPassRepo';
import { syncDomain } from '../portfolio/domainSync';
import type { ServiceContext } from '../serviceContext';

/**
 * Failures that say the account, not the domain, cannot be read now: the pass pauses on the
 * domain it was at and tries it again later, so nothing is skipped and no row after it is
 * marked with an error the account caused.
 */
const ACCOUNT_FAILURES: ReadonlySet<string> = new Set<ApiErrorKind>([
  'network',
  'timeout',
  'rate_limited',
  'server_error',
  'auth',
  'access_refused',
  'proxy_blocked',
]);

/** A fresh pass spread over `periodMs`: one read every period / domains. */
export function startPass(
  ctx: ServiceContext,
  accountId: string,
  previous: BackgroundPass | null,
  periodMs: number,
): BackgroundPass {
  const total = countPassDomains(ctx.cache.db, accountId);
  const pass: BackgroundPass = {
    accountId,
    startedAt: ctx.now(),
    cursor: null,
    done: 0,
    failed: 0,
    total,
    spacingMs: Math.floor(periodMs / Math.max(total, 1)),
    nextAt: ctx.now(),
    pausedReason: null,
    lastStartedAt: previous?.lastStartedAt ?? null,
    lastFinishedAt: previous?.lastFinishedAt ?? null,
  };
  saveBackgroundPass(ctx.cache.db, pass);
  return pass;
}

export type StepResult =
  | { readonly kind: 'read'; readonly failed: boolean }
  | { readonly kind: 'finished' }
  | { readonly kind: 'paused'; readonly reason: string }
  | { readonly kind: 'cancelled' };

/**
 * Reads the account's next domain through the one per-domain sync and stores where the pass
 * is. The cursor moves only after a read that said something about the domain; a cancelled
 * read (quit) or an account-wide failure leaves it, so a restart or the next try reads that
 * domain again and none is skipped.
 */
export async function readNext(
  ctx: ServiceContext,
  pass: BackgroundPass,
  signal: AbortSignal,
  pauseMs: number,
): Promise<StepResult> {
  const { db } = ctx.cache;
  const at = ctx.now();
  const pause = (reason: string): StepResult => {
    saveBackgroundPass(db, { ...pass, pausedReason: reason, nextAt: at + pauseMs });
    return { kind: 'paused', reason };
  };
  const name = nextPassDomain(db, pass.accountId, pass.cursor);
  if (name === null) {
    saveBackgroundPass(db, {
      ...pass,
      startedAt: null,
      cursor: null,
      pausedReason: null,
      lastStartedAt: pass.startedAt,
      lastFinishedAt: at,
    });
    return { kind: 'finished' };
  }
  // The key is asked for only when there is a domain to read (an empty account never
  // reaches the keychain); an account that cannot be called leaves its rows untouched.
  try {
    await ctx.clients(pass.accountId);
  } catch (error) {
    return pause(isApiCallError(error) || error instanceof Error ? error.message : String(error));
  }
  const outcome = await syncDomain(ctx, pass.accountId, name, { signal });
  if (signal.aborted) return { kind: 'cancelled' };
  const failures = outcome.parts.filter((part) => part.outcome === 'failed');
  const accountWide = failures.find((part) => ACCOUNT_FAILURES.has(part.errorKind ?? ''));
  if (accountWide !== undefined)
    return pause(accountWide.message ?? 'The provider did not answer.');
  // The pass may have been stopped and restarted meanwhile: write over the stored row only.
  const stored = backgroundPassOf(db, pass.accountId) ?? pass;
  const failed = failures.length > 0 || outcome.presence === 'failed';
  saveBackgroundPass(db, {
    ...stored,
    cursor: name,
    done: stored.done + 1,
    failed: stored.failed + (failed ? 1 : 0),
    pausedReason: null,
    nextAt: at + stored.spacingMs,
  });
  return { kind: 'read', failed };
}
