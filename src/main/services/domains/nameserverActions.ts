import type { GlueRecord } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type { ChangeResult, GlueView, LiveSet } from '../../../shared/ipc/channels/domainsTypes';
import type { DomainRef } from '../portfolio/domainRef';
import { nameserverList } from '../portfolio/portfolioRows';
import type { ServiceContext } from '../serviceContext';
import { callApi, nowIso, openTarget, rejectIssues, runChange, toDetail } from './domainCalls';
import type { Target } from './domainCalls';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import { checkChildHost, checkIpAddress } from './glueChecks';
import type { SaveHow } from './recordSetActions';
import { sameNameservers } from './setComparison';

/** Stores a nameserver list the API confirmed on the domain's row. */
function storeNameservers(ctx: ServiceContext, t: Target, hosts: readonly string[]): void {
  const [ns1, ns2, ns3, ns4, ns5] = hosts;
  if (ns1 === undefined || ns2 === undefined) return;
  const current = ctx.cache.domains.get(t.accountId, t.name);
  ctx.cache.domains.recordActive(t.accountId, t.name, {
    status: current?.status === 'expired' ? 'expired' : 'active',
    nameservers: { ns1, ns2, ...(ns3 && { ns3 }), ...(ns4 && { ns4 }), ...(ns5 && { ns5 }) },
  });
}

async function readNameservers(ctx: ServiceContext, t: Target): Promise<LiveSet<string[]>> {
  const hosts = nameserverList(await callApi(ctx, t, null, () => t.client.getNameservers(t.name)));
  storeNameservers(ctx, t, hosts);
  return { data: hosts, readAt: nowIso(ctx) };
}

export async function getNameservers(
  ctx: ServiceContext,
  ref: DomainRef,
): Promise<LiveSet<string[]>> {
  return readNameservers(ctx, await openTarget(ctx, ref, null));
}

/**
 * Replaces the nameservers (two to five). With `base` (the list the user started from) the
 * save is refused when the live list differs from it.
 */
export async function saveNameservers(
  ctx: ServiceContext,
  ref: DomainRef,
  edit: { nameservers: readonly string[]; base?: readonly string[] | undefined },
  how: SaveHow = {},
): Promise<ChangeResult<string[]>> {
  const t = await openTarget(ctx, ref, null);
  const checked = checkNameserverList(edit.nameservers);
  rejectIssues(checked.issues, `The nameservers of ${t.name} cannot be saved`);
  const set = checked.nameservers;
  if (!set) throw new AppFailure('invalid_input', 'The nameservers are incomplete.');
  const live = await readNameservers(ctx, t);
  if (edit.base && !sameNameservers(live.data, edit.base)) {
    throw new AppFailure(
      'conflict',
      `The nameservers of ${t.name} changed since you loaded them. Nothing was saved.`,
      { live: toDetail(live.data), base: toDetail(edit.base) },
    );
  }
  const { activityId, after } = await runChange(ctx, t, {
    action: how.action ?? 'nameservers.save',
    detail: how.detail,
    feature: null,
    before: live.data,
    attempted: nameserverList(set),
    send: () => t.client.saveNameservers(t.name, set),
  });
  storeNameservers(ctx, t, after);
  return { activityId, data: after };
}

/** The child nameservers DomainDesk has registered or changed (the API cannot list them). */
function knownGlue(ctx: ServiceContext, t: Target): GlueView[] {
  return ctx.cache.snapshots.get(t.accountId, t.name, 'glue')?.data ?? [];
}

function storeGlue(ctx: ServiceContext, t: Target, glue: readonly GlueRecord[]): void {
  ctx.cache.snapshots.save(t.accountId, t.name, 'glue', [...glue], nowIso(ctx));
}

export type GlueChange =
  | { readonly op: 'register'; readonly nameserver: string; readonly ipaddress: string }
  | {
      readonly op: 'modify';
      readonly nameserver: string;
      readonly currentIpaddress: string;
      readonly newIpaddress: string;
    }
  | { readonly op: 'delete'; readonly nameserver: string };

/** Registers, changes or deletes a child (glue) nameserver under the domain. */
export async function changeGlue(
  ctx: ServiceContext,
  ref: DomainRef,
  change: GlueChange,
): Promise<ChangeResult<GlueView[]>> {
  const t = await openTarget(ctx, ref, 'glue');
  const host = checkChildHost(change.nameserver, t.name);
  const current =
    change.op === 'modify' ? checkIpAddress(change.currentIpaddress, 'currentIpaddress') : {};
  const next =
    change.op === 'register'
      ? checkIpAddress(change.ipaddress, 'ipaddress')
      : change.op === 'modify'
        ? checkIpAddress(change.newIpaddress, 'newIpaddress')
        : {};
  const issues = [host.issue, current.issue, next.issue].filter((i) => i !== undefined);
  rejectIssues(
    issues,
    `The child nameserver cannot be ${change.op === 'register' ? 'registered' : change.op === 'modify' ? 'changed' : 'deleted'}`,
  );
  const nameserver = host.host ?? '';
  const known = knownGlue(ctx, t);
  const before =
    known.find((g) => g.nameserver === nameserver) ??
    (current.ip === undefined ? null : { nameserver, ipaddress: current.ip });
  const others = known.filter((g) => g.nameserver !== nameserver);
  const after = next.ip === undefined ? null : { nameserver, ipaddress: next.ip };
  const send = (): Promise<unknown> => {
    if (change.op === 'register')
      return t.client.registerChildNameserver(t.name, { nameserver, ipaddress: next.ip ?? '' });
    if (change.op === 'modify') {
      return t.client.modifyChildNameserver(t.name, {
        nameserver,
        currentipaddress: current.ip ?? '',
        newipaddress: next.ip ?? '',
      });
    }
    return t.client.deleteChildNameserver(t.name, { nameserver });
  };
  const { activityId } = await runChange(ctx, t, {
    action: `glue.${change.op}`,
    feature: 'glue',
    before,
    attempted: after,
    send,
  });
  const glue = after ? [...others, after] : others;
  storeGlue(ctx, t, glue);
  return { activityId, data: glue };
}
