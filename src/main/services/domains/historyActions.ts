import { z } from 'zod';
import { CONTACT_SET_ROLES } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type {
  ActivityView,
  ChangeResult,
  ContactsView,
} from '../../../shared/ipc/channels/domainsTypes';
import type { ActivityEntry } from '../../cache/activityLog';
import { resolveDomain } from '../portfolio/domainRef';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import {
  changeInTheWay,
  inTheWayText,
  undoContacts,
  undoDns,
  undoEmailRules,
  undoNameservers,
} from '../../../shared/history/undoChange';
import { getContacts, saveContacts } from './contactActions';
import { getNameservers, saveNameservers } from './nameserverActions';
import { getDns, getEmailForwarding, saveDns, saveEmailForwarding } from './recordSetActions';

/** The kinds of change whose earlier state can be put back. */
const RESTORABLE = /^(dns|contacts|nameservers|email)\.(save|restore)$/;

const dnsSet = z.array(
  z.object({
    hostname: z.string(),
    type: z.string(),
    address: z.string(),
    priority: z.number(),
    recid: z.string().optional(),
  }),
);
const nameserverSet = z.array(z.string());
const emailSet = z.array(z.object({ prefix: z.string(), forwardto: z.string() }));
const storedContact = z.looseObject({}).transform((c) => c as Record<string, unknown>);
const contactSet = z.object({
  contacts: z.record(z.string(), storedContact),
  otherRoles: z.record(z.string(), storedContact).optional(),
});

function isRestorable(entry: ActivityEntry): boolean {
  return entry.result === 'succeeded' && RESTORABLE.test(entry.action) && entry.before !== null;
}

function toActivityView(entry: ActivityEntry): ActivityView {
  return { ...entry, restorable: isRestorable(entry) };
}

export function domainActivity(ctx: ServiceContext, ref: DomainRef, limit = 100): ActivityView[] {
  const row = resolveDomain(ctx.cache, ref);
  return ctx.cache.activity
    .list({ accountId: row.accountId, domain: row.name, limit })
    .map(toActivityView);
}

export function accountActivity(
  ctx: ServiceContext,
  accountId: string,
  limit = 500,
): ActivityView[] {
  return ctx.cache.activity.list({ accountId, limit }).map(toActivityView);
}

function unreadable(id: number): AppFailure {
  return new AppFailure('invalid_input', `Change #${id} does not hold a set that can be restored.`);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, id: number): T {
  const result = schema.safeParse(value);
  if (!result.success) throw unreadable(id);
  return result.data;
}

function setShown<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppFailure(
      'invalid_input',
      'The set the preview was made from is not one this change could have touched. Open the preview again.',
    );
  }
  return result.data;
}

/**
 * Undoes an earlier change on top of today's set (DNS records, contacts, nameservers or
 * e-mail forwarding rules): what it added is taken out, what it removed is put back, later
 * changes stay (see `shared/history/undoChange`). `shown` is the live set the user's preview
 * was made from; the save is refused if the set changed since. A later change to the same
 * contact fields or nameservers is named as the reason nothing was sent. Logged as
 * `<kind>.restore`.
 */
export async function restoreChange(
  ctx: ServiceContext,
  activityId: number,
  shown?: unknown,
): Promise<ChangeResult<unknown>> {
  const entry = ctx.cache.activity.get(activityId);
  if (!entry)
    throw new AppFailure('not_found', `There is no change #${activityId} in the activity log.`);
  if (!isRestorable(entry) || entry.domain === null) {
    throw new AppFailure(
      'invalid_input',
      `Change #${activityId} (${entry.action}, ${entry.result}) cannot be undone; only successful DNS, contact, nameserver and e-mail forwarding changes can.`,
    );
  }
  const ref = { accountId: entry.accountId, name: entry.domain };
  const kind = entry.action.split('.')[0] ?? 'unknown';
  const how = {
    action: `${kind}.restore`,
    detail: `Undoes change #${activityId} (${entry.at}) on the set as it was.`,
  };
  const blockedBy = (blocked: Parameters<typeof changeInTheWay>[2] = []): AppFailure => {
    const later = ctx.cache.activity.list({
      accountId: ref.accountId,
      domain: ref.name,
      limit: 1000,
    });
    const inTheWay = changeInTheWay(later, entry, blocked);
    return new AppFailure(
      'conflict',
      `Change #${activityId} was not undone: ${inTheWayText(kind, blocked, inTheWay)} Nothing was sent.`,
      { changeInTheWay: inTheWay?.id ?? null },
    );
  };
  if (kind === 'dns') {
    const before = parsed(dnsSet, entry.before, activityId);
    const after = parsed(dnsSet, entry.after, activityId);
    const live = shown === undefined ? (await getDns(ctx, ref)).data : setShown(dnsSet, shown);
    return saveDns(ctx, ref, { records: undoDns(live, before, after), base: live }, how);
  }
  if (kind === 'nameservers') {
    const before = parsed(nameserverSet, entry.before, activityId);
    const after = parsed(nameserverSet, entry.after, activityId);
    const live =
      shown === undefined ? (await getNameservers(ctx, ref)).data : setShown(nameserverSet, shown);
    const target = undoNameservers(live, before, after);
    if (target === null) throw blockedBy();
    return saveNameservers(ctx, ref, { nameservers: target, base: live }, how);
  }
  if (kind === 'email') {
    const before = parsed(emailSet, entry.before, activityId);
    const after = parsed(emailSet, entry.after, activityId);
    const live =
      shown === undefined ? (await getEmailForwarding(ctx, ref)).data : setShown(emailSet, shown);
    return saveEmailForwarding(
      ctx,
      ref,
      { rules: undoEmailRules(live, before, after), base: live },
      how,
    );
  }
  const before = parsed(contactSet, entry.before, activityId);
  const after = parsed(contactSet, entry.after, activityId);
  const live =
    shown === undefined
      ? (await getContacts(ctx, ref)).data
      : (setShown(contactSet, shown) as unknown as ContactsView);
  const undo = undoContacts(live, before, after);
  if (undo.blocked.length > 0) throw blockedBy(undo.blocked);
  const roles = CONTACT_SET_ROLES.filter(
    (role) => live.contacts[role] !== undefined || before.contacts[role] !== undefined,
  );
  const contacts = Object.fromEntries(roles.map((role) => [role, undo.target[role]]));
  return saveContacts(ctx, ref, { contacts, base: live }, how);
}
