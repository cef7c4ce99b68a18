import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../../shared/api';
import type { Contact, ContactSetRole, StoredContact } from '../../../../shared/api';
import { checkContactSet } from '../../../../shared/contacts/contactRules';
import { checkNameserverList } from '../../../../shared/nameservers/nameserverRules';
import { AppFailure } from '../../../../shared/ipc';
import type { CopyPart, CopySource } from '../../../../shared/ipc/channels/portfolioCopyTypes';
import type { DnsRecordView } from '../../../../shared/ipc/channels/domainsTypes';
import { rejectIssues } from '../../domains/domainCalls';
import type { DomainsService } from '../../domains';
import type { ServiceContext } from '../../serviceContext';

/** The set every target is to end up with, read once before the preview starts. */
export type WantedSet =
  | { readonly part: 'nameservers'; readonly nameservers: readonly string[] }
  | { readonly part: 'contacts'; readonly contacts: Readonly<Record<ContactSetRole, Contact>> }
  | { readonly part: 'dns'; readonly records: readonly DnsRecordView[] };

function asContact(stored: StoredContact): Contact {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, (stored[field] ?? '').trim()]),
  ) as unknown as Contact;
}

/** Checked with the contact editors' rules, so a set that could not be saved stops here. */
function checkedContacts(
  roles: Partial<Record<ContactSetRole, Contact>>,
  from: string,
): Record<ContactSetRole, Contact> {
  const checked = checkContactSet(roles);
  rejectIssues(checked.issues, `The contacts of ${from} cannot be copied`);
  if (!checked.contacts) throw new AppFailure('invalid_input', 'The contacts are incomplete.');
  return checked.contacts;
}

/** Reads the model domain's live set (or the profile's contact) for the part copied. */
export async function readWantedSet(
  ctx: ServiceContext,
  domains: DomainsService,
  accountId: string,
  source: CopySource,
  part: CopyPart,
): Promise<WantedSet> {
  if (source.kind === 'nameservers') {
    if (part !== 'nameservers') {
      throw new AppFailure('invalid_input', 'A nameserver list sets nameservers only.');
    }
    const checked = checkNameserverList(source.nameservers);
    rejectIssues(checked.issues, 'The nameservers cannot be set; nothing was started');
    return { part, nameservers: Object.values(checked.nameservers ?? {}) };
  }
  if (source.kind === 'profile') {
    if (part !== 'contacts') {
      throw new AppFailure('invalid_input', 'A contact profile holds contacts only.');
    }
    const profile = ctx.cache.contactProfiles.get(source.profileId);
    if (profile === null)
      throw new AppFailure('not_found', 'This contact profile no longer exists.');
    const one = { ...profile.contact };
    const roles = Object.fromEntries(CONTACT_SET_ROLES.map((role) => [role, one]));
    return { part, contacts: checkedContacts(roles, `the profile "${profile.name}"`) };
  }
  const ref = { accountId, name: source.name };
  switch (part) {
    case 'nameservers':
      return { part, nameservers: (await domains.getNameservers(ref)).data };
    case 'contacts': {
      const live = (await domains.getContacts(ref)).data.contacts;
      // A registrar that keeps only the registrant: it stands in for the missing roles.
      const registrant = live.Registrant;
      const roles = Object.fromEntries(
        CONTACT_SET_ROLES.flatMap((role) => {
          const stored = live[role] ?? registrant;
          return stored === undefined ? [] : [[role, asContact(stored)]];
        }),
      );
      return { part, contacts: checkedContacts(roles, source.name) };
    }
    case 'dns': {
      const records = (await domains.getDns(ref)).data;
      // Record ids belong to the model domain; the targets get new records.
      return { part, records: records.map(({ recid: _recid, ...record }) => record) };
    }
  }
}
