import type { StoredContacts } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import type {
  ChangeResult,
  ContactSetInput,
  ContactsView,
  LiveSet,
} from '../../../shared/ipc/channels/domainsTypes';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import { checkContactSet } from '../../../shared/contacts/contactRules';
import { callApi, nowIso, openTarget, rejectIssues, runChange, toDetail } from './domainCalls';
import type { Target } from './domainCalls';
import type { SaveHow } from './recordSetActions';
import { sameContacts } from './setComparison';

async function readContacts(ctx: ServiceContext, t: Target): Promise<LiveSet<ContactsView>> {
  const contacts: StoredContacts = await callApi(ctx, t, null, () => t.client.getContacts(t.name));
  const readAt = nowIso(ctx);
  ctx.cache.snapshots.save(t.accountId, t.name, 'contacts', contacts, readAt);
  return { data: contacts, readAt };
}

export async function getContacts(
  ctx: ServiceContext,
  ref: DomainRef,
): Promise<LiveSet<ContactsView>> {
  return readContacts(ctx, await openTarget(ctx, ref, null));
}

/**
 * Replaces the four contacts (Registrant, Technical, Billing, Admin). With `base` (the set
 * the user started from) the save is refused when the live set differs from it.
 */
export async function saveContacts(
  ctx: ServiceContext,
  ref: DomainRef,
  edit: { contacts: Partial<ContactSetInput>; base?: ContactsView | undefined },
  how: SaveHow = {},
): Promise<ChangeResult<ContactsView>> {
  const t = await openTarget(ctx, ref, null);
  const checked = checkContactSet(edit.contacts);
  rejectIssues(checked.issues, `The contacts of ${t.name} cannot be saved`);
  const contacts = checked.contacts;
  if (!contacts) throw new AppFailure('invalid_input', 'The contacts are incomplete.');
  const live = await readContacts(ctx, t);
  if (edit.base && !sameContacts(live.data.contacts, edit.base.contacts)) {
    throw new AppFailure(
      'conflict',
      `The contacts of ${t.name} changed since you loaded them. Nothing was saved.`,
      { live: toDetail(live.data), base: toDetail(edit.base) },
    );
  }
  const attempted: ContactsView = {
    contacts: Object.fromEntries(
      Object.entries(contacts).map(([role, contact]) => [role, { ...contact, extra: {} }]),
    ),
    otherRoles: {},
  };
  const { activityId, after } = await runChange(ctx, t, {
    action: how.action ?? 'contacts.save',
    detail: how.detail,
    feature: null,
    before: live.data,
    attempted,
    send: () => t.client.saveContacts(t.name, contacts),
    confirm: async () => (await readContacts(ctx, t)).data,
  });
  ctx.cache.snapshots.save(t.accountId, t.name, 'contacts', after, nowIso(ctx));
  return { activityId, data: after };
}
