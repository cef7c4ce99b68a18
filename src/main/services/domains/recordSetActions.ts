import {
  DEFAULT_MAX_INPUT_VARS,
  maxDnsRecordsFor,
  maxEmailForwardsFor,
  VARS_PER_EMAIL_FORWARD,
} from '../../../shared/api';
import type { DnsRecordResult, EmailForwardRuleResult } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type { NextStep } from '../../../shared/nextStep';
import type {
  ChangeResult,
  DnsRecordView,
  EmailRuleView,
  FieldIssue,
  LiveSet,
} from '../../../shared/ipc/channels/domainsTypes';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import { callApi, nowIso, openTarget, rejectIssues, runChange, toDetail } from './domainCalls';
import type { Target } from './domainCalls';
import { checkDnsRecords } from '../../../shared/dns/dnsRecordRules';
import { checkEmailRules } from '../../../shared/email/emailForwardingRules';
import { sameDnsSet, sameEmailRules } from './setComparison';

/** How a save is recorded: a plain save, or a restore of an earlier change. */
export interface SaveHow {
  readonly action?: string;
  readonly detail?: string;
}

function dnsView(records: readonly DnsRecordResult[]): DnsRecordView[] {
  return records.map((r) => ({
    hostname: r.hostname,
    type: r.type,
    address: r.address,
    priority: r.priority,
    ...(r.recid !== undefined ? { recid: r.recid } : {}),
  }));
}

function emailView(rules: readonly EmailForwardRuleResult[]): EmailRuleView[] {
  return rules.map((r) => ({ prefix: r.prefix, forwardto: r.forwardto }));
}

async function readDns(ctx: ServiceContext, t: Target): Promise<LiveSet<DnsRecordView[]>> {
  const records = dnsView(await callApi(ctx, t, 'dns', () => t.client.getDns(t.name)));
  const readAt = nowIso(ctx);
  ctx.cache.snapshots.save(t.accountId, t.name, 'dns', records, readAt);
  return { data: records, readAt };
}

async function readEmail(ctx: ServiceContext, t: Target): Promise<LiveSet<EmailRuleView[]>> {
  const rules = emailView(
    await callApi(ctx, t, 'email', () => t.client.getEmailForwarding(t.name)),
  );
  const readAt = nowIso(ctx);
  ctx.cache.snapshots.save(t.accountId, t.name, 'email', rules, readAt);
  return { data: rules, readAt };
}

/**
 * A whole-set save larger than the provider's PHP reads would be cut short, and the API would
 * delete what was dropped: refused before anything is read or sent. `fields` counts the form
 * fields the save sends (one per value).
 */
function setSizeIssues(
  ctx: ServiceContext,
  t: Target,
  set: { count: number; fields: number; what: 'DNS records' | 'forwarding rules' },
): FieldIssue[] {
  const limit = ctx.cache.accounts.get(t.accountId)?.maxInputVars ?? DEFAULT_MAX_INPUT_VARS;
  if (set.fields <= limit) return [];
  const dns = set.what === 'DNS records';
  const most = dns ? maxDnsRecordsFor(limit) : maxEmailForwardsFor(limit);
  return [
    {
      path: dns ? 'records' : 'rules',
      message: `${set.count} ${set.what} take ${set.fields} form fields, more than the ${limit} the provider's server reads per request (PHP max_input_vars): it would silently drop the rest, and the API would delete them. One save holds about ${most} ${set.what}; raise the limit in the account's settings if your provider has raised it.`,
    },
  ];
}

/** A set too large for the provider's max_input_vars: its limit is in the account's settings. */
function settingsStepIf(tooLarge: readonly FieldIssue[], accountId: string): NextStep | undefined {
  return tooLarge.length > 0 ? { action: 'openAccountSettings', accountId } : undefined;
}

function conflict(what: string, name: string, live: unknown, base: unknown): AppFailure {
  return new AppFailure(
    'conflict',
    `The ${what} of ${name} changed since you loaded them. Nothing was saved: review the ` +
      'current set and apply your edits to it.',
    { live: toDetail(live), base: toDetail(base) },
  );
}

export async function getDns(
  ctx: ServiceContext,
  ref: DomainRef,
): Promise<LiveSet<DnsRecordView[]>> {
  return readDns(ctx, await openTarget(ctx, ref, 'dns'));
}

/**
 * Replaces the DNS set. The API deletes whatever is not sent, so the live set is read first
 * and the save is refused when it is not the set the user started editing from (`base`).
 */
export async function saveDns(
  ctx: ServiceContext,
  ref: DomainRef,
  edit: { records: readonly DnsRecordView[]; base: readonly DnsRecordView[] },
  how: SaveHow = {},
): Promise<ChangeResult<DnsRecordView[]>> {
  const t = await openTarget(ctx, ref, 'dns');
  const checked = checkDnsRecords(edit.records, t.name);
  const tooLarge = setSizeIssues(ctx, t, {
    count: edit.records.length,
    fields: edit.records.reduce((sum, r) => sum + (r.recid === undefined ? 4 : 5), 0),
    what: 'DNS records',
  });
  rejectIssues(
    [...tooLarge, ...checked.issues],
    `The DNS records of ${t.name} cannot be saved`,
    settingsStepIf(tooLarge, t.accountId),
  );
  const live = await readDns(ctx, t);
  if (!sameDnsSet(live.data, edit.base))
    throw conflict('DNS records', t.name, live.data, edit.base);
  const { activityId, after } = await runChange(ctx, t, {
    action: how.action ?? 'dns.save',
    detail: how.detail,
    feature: 'dns',
    before: live.data,
    attempted: checked.records,
    send: () => t.client.saveDns(t.name, checked.records),
    confirm: async () => (await readDns(ctx, t)).data,
  });
  ctx.cache.snapshots.save(t.accountId, t.name, 'dns', after, nowIso(ctx));
  return { activityId, data: after };
}

export async function getEmailForwarding(
  ctx: ServiceContext,
  ref: DomainRef,
): Promise<LiveSet<EmailRuleView[]>> {
  return readEmail(ctx, await openTarget(ctx, ref, 'email'));
}

/** Replaces the forwarding rules, with the same check against the live set as DNS. */
export async function saveEmailForwarding(
  ctx: ServiceContext,
  ref: DomainRef,
  edit: { rules: readonly EmailRuleView[]; base: readonly EmailRuleView[] },
  how: SaveHow = {},
): Promise<ChangeResult<EmailRuleView[]>> {
  const t = await openTarget(ctx, ref, 'email');
  const checked = checkEmailRules(edit.rules);
  const tooLarge = setSizeIssues(ctx, t, {
    count: edit.rules.length,
    fields: edit.rules.length * VARS_PER_EMAIL_FORWARD,
    what: 'forwarding rules',
  });
  rejectIssues(
    [...tooLarge, ...checked.issues],
    `The e-mail forwarding of ${t.name} cannot be saved`,
    settingsStepIf(tooLarge, t.accountId),
  );
  const live = await readEmail(ctx, t);
  if (!sameEmailRules(live.data, edit.base)) {
    throw conflict('e-mail forwarding rules', t.name, live.data, edit.base);
  }
  const { activityId, after } = await runChange(ctx, t, {
    action: how.action ?? 'email.save',
    detail: how.detail,
    feature: 'email',
    before: live.data,
    attempted: checked.rules,
    send: () => t.client.saveEmailForwarding(t.name, checked.rules),
    confirm: async () => (await readEmail(ctx, t)).data,
  });
  ctx.cache.snapshots.save(t.accountId, t.name, 'email', after, nowIso(ctx));
  return { activityId, data: after };
}
