import { describeFailure } from '../portfolio/failureText';
import { resolveDomain } from '../portfolio/domainRef';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';

/** Failures `runChange` has already written to the activity log. */
const logged = new WeakSet<object>();

export function markLogged(error: unknown): void {
  if (typeof error === 'object' && error !== null) logged.add(error);
}

/**
 * Runs one change and, when it fails before reaching the log (refused for a conflict, the
 * provider unreachable while reading the live set, a feature the registrar lacks), writes
 * the failure to the activity log too: every failed or refused change is found there.
 * Input the rules refuse is not a change that was tried: the editor shows it, the log does not.
 */
export async function loggingFailures<T>(
  ctx: ServiceContext,
  where: () => DomainRef | null,
  change: { action: string; attempted?: unknown },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const alreadyLogged = typeof error === 'object' && error !== null && logged.has(error);
    if (!alreadyLogged && describeFailure(error).kind !== 'invalid_input') {
      logFailure(ctx, where, change, error);
    }
    throw error;
  }
}

function logFailure(
  ctx: ServiceContext,
  where: () => DomainRef | null,
  change: { action: string; attempted?: unknown },
  error: unknown,
): void {
  try {
    const ref = where();
    if (ref === null) return;
    // A domain that is not in the portfolio has no account to log under.
    const row = resolveDomain(ctx.cache, ref);
    const { kind, message } = describeFailure(error);
    ctx.cache.activity.append({
      accountId: row.accountId,
      domain: row.name,
      action: change.action,
      ...(change.attempted !== undefined && { after: change.attempted }),
      result: 'failed',
      resultDetail: kind === 'conflict' ? `Refused: ${message}` : message,
    });
    ctx.events.emit('cache:changed', {
      scope: 'domains',
      accountId: row.accountId,
      domains: [row.name],
    });
  } catch {
    // Logging must not hide the failure itself, which the caller still receives.
  }
}
