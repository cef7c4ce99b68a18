import { z } from 'zod';
import { CONTACT_SET_ROLES } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type {
  ActivityView,
  ChangeResult,
  ContactsView,
  DnsRecordView,
} from '../../../shared/ipc/channels/domainsTypes';
import type { ActivityEntry } from '../../cache/activityLog';
import { resolveDomain } from '../portfolio/domainRef';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import { saveContacts } from './contactActions';
import { saveNameservers } from './nameserverActions';
import { saveDns, saveEmailForwarding } from './recordSetActions';

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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored contact set as the form input a save takes. */
function contactInput(set: z.output<typeof contactSet>) {
  return Object.fromEntries(
    CONTACT_SET_ROLES.filter((role) => set.contacts[role] !== undefined).map((role) => {
      const c = set.contacts[role] ?? {};
      return [
        role,
        {
          firstname: text(c.firstname),
          lastname: text(c.lastname),
          fullname: text(c.fullname),
          companyname: text(c.companyname),
          email: text(c.email),
          address1: text(c.address1),
          address2: text(c.address2),
          city: text(c.city),
          state: text(c.state),
          postcode: text(c.postcode),
          country: text(c.country),
          phonenumber: text(c.phonenumber),
          tax_id: text(c.tax_id),
        },
      ];
    }),
  );
}

/**
 * Puts back what an earlier change replaced (DNS records, contacts, nameservers or e-mail
 * forwarding rules). It is a
 * new change of its own, logged as `<kind>.restore`, and it is refused like any save when
 * the live set is no longer the one that change left behind.
 */
export async function restoreChange(
  ctx: ServiceContext,
  activityId: number,
): Promise<ChangeResult<unknown>> {
  const entry = ctx.cache.activity.get(activityId);
  if (!entry)
    throw new AppFailure('not_found', `There is no change #${activityId} in the activity log.`);
  if (!isRestorable(entry) || entry.domain === null) {
    throw new AppFailure(
      'invalid_input',
      `Change #${activityId} (${entry.action}, ${entry.result}) cannot be restored; only successful DNS, contact, nameserver and e-mail forwarding changes can.`,
    );
  }
  const ref = { accountId: entry.accountId, name: entry.domain };
  const kind = entry.action.split('.')[0];
  const how = {
    action: `${kind ?? 'unknown'}.restore`,
    detail: `Restores the state from before change #${activityId} (${entry.at}).`,
  };
  if (kind === 'dns') {
    const before = dnsSet.safeParse(entry.before);
    const after = dnsSet.safeParse(entry.after);
    if (!before.success || !after.success) throw unreadable(activityId);
    const records: DnsRecordView[] = before.data;
    return saveDns(ctx, ref, { records, base: after.data }, how);
  }
  if (kind === 'nameservers') {
    const before = nameserverSet.safeParse(entry.before);
    const after = nameserverSet.safeParse(entry.after);
    if (!before.success || !after.success) throw unreadable(activityId);
    return saveNameservers(ctx, ref, { nameservers: before.data, base: after.data }, how);
  }
  if (kind === 'email') {
    const before = emailSet.safeParse(entry.before);
    const after = emailSet.safeParse(entry.after);
    if (!before.success || !after.success) throw unreadable(activityId);
    return saveEmailForwarding(ctx, ref, { rules: before.data, base: after.data }, how);
  }
  const before = contactSet.safeParse(entry.before);
  const after = contactSet.safeParse(entry.after);
  if (!before.success || !after.success) throw unreadable(activityId);
  const base = { contacts: after.data.contacts, otherRoles: {} } as unknown as ContactsView;
  return saveContacts(ctx, ref, { contacts: contactInput(before.data), base }, how);
}
