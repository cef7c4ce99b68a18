import { isApiCallError } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type { PlainJson } from '../../../shared/ipc';
import type { NextStep } from '../../../shared/nextStep';
import type { FieldIssue } from '../../../shared/rules/fieldIssue';
import type { RegistrarFeature } from '../../../shared/ipc/channels/portfolioTypes';
import type { ResellerClient } from '../../api';
import type { DomainRecord } from '../../cache/domainRecord';
import { resolveDomain } from '../portfolio/domainRef';
import type { DomainRef } from '../portfolio/domainRef';
import { describeFailure } from '../portfolio/failureText';
import {
  isUnsupported,
  markUnsupported,
  unsupportedFailure,
} from '../portfolio/unsupportedFeatures';
import type { ServiceContext } from '../serviceContext';
import { markLogged } from './refusalLog';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';

/** The domain a call is about, its account's client, and the row as cached before the call. */
export interface Target {
  readonly row: DomainRecord;
  readonly accountId: string;
  readonly name: string;
  readonly client: ResellerClient;
}

/**
 * Finds the domain and its account's client. A feature already known to be missing at the
 * account's registrar is refused here, before any call is made.
 */
export async function openTarget(
  ctx: ServiceContext,
  ref: DomainRef,
  feature: RegistrarFeature | null,
): Promise<Target> {
  const row = resolveDomain(ctx.cache, ref);
  if (feature !== null && isUnsupported(ctx.cache, row.accountId, feature)) {
    throw unsupportedFailure(ctx.cache, row.accountId, feature);
  }
  const client = await ctx.clients(row.accountId);
  return { row, accountId: row.accountId, name: row.name, client };
}

/** Runs one API call; a 501 marks the feature missing for the account and says so. */
export async function callApi<T>(
  ctx: ServiceContext,
  target: Target,
  feature: RegistrarFeature | null,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (feature !== null && isApiCallError(error) && error.kind === 'unsupported') {
      markUnsupported(ctx.cache, target.accountId, feature);
      // What the registrar offers shows on domain pages and in bulk actions: read them again.
      ctx.events.emit('cache:changed', { scope: 'domains', accountId: target.accountId });
      throw unsupportedFailure(ctx.cache, target.accountId, feature);
    }
    throw error;
  }
}

export interface ChangeSpec<A> {
  /** Activity log action, e.g. `dns.save`. */
  readonly action: string;
  readonly feature: RegistrarFeature | null;
  readonly before: unknown;
  /** What is sent; logged as `after` unless `confirm` reads back the real result. */
  readonly attempted: A;
  readonly detail?: string | undefined;
  readonly send: () => Promise<unknown>;
  /** Reads the state back after a success; a failed read keeps `attempted`. */
  readonly confirm?: (() => Promise<A>) | undefined;
}

/**
 * Sends one change and writes the activity log either way: succeeded with before/after,
 * failed, or outcome unknown when the answer was lost (then it is never resent).
 */
export async function runChange<A>(
  ctx: ServiceContext,
  target: Target,
  spec: ChangeSpec<A>,
): Promise<{ activityId: number; after: A }> {
  const log = (
    result: 'succeeded' | 'failed' | 'outcome_unknown',
    after: unknown,
    detail?: string,
  ) =>
    ctx.cache.activity.append({
      accountId: target.accountId,
      domain: target.name,
      action: spec.action,
      before: spec.before,
      after,
      result,
      resultDetail: detail ?? spec.detail ?? null,
    });
  try {
    await callApi(ctx, target, spec.feature, spec.send);
  } catch (error) {
    const unknownOutcome = isApiCallError(error) && error.kind === 'outcome_unknown';
    log(
      unknownOutcome ? 'outcome_unknown' : 'failed',
      spec.attempted,
      describeFailure(error).message,
    );
    markLogged(error);
    throw error;
  }
  let after = spec.attempted;
  if (spec.confirm) {
    try {
      after = await spec.confirm();
    } catch {
      // The change went through; only the read-back failed, so what was sent stands.
    }
  }
  const entry = log('succeeded', after);
  ctx.events.emit('cache:changed', {
    scope: 'domains',
    accountId: target.accountId,
    domains: [target.name],
  });
  return { activityId: entry.id, after };
}

/** Plain JSON for an error's detail (drops undefined fields). */
export function toDetail(value: unknown): PlainJson {
  return JSON.parse(JSON.stringify(value ?? null)) as PlainJson;
}

/** Refuses input with problems: the message lists them, the detail ties each to its field. */
export function rejectIssues(issues: readonly FieldIssue[], what: string, next?: NextStep): void {
  if (issues.length === 0) return;
  const shown = issues.slice(0, 5).map((issue) => issue.message);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  throw new AppFailure(
    'invalid_input',
    `${what}: ${shown.join(' ')}${more}`,
    invalidInputDetail(issues),
    next,
  );
}

export function nowIso(ctx: ServiceContext): string {
  return new Date(ctx.now()).toISOString();
}
