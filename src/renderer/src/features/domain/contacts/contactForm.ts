import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../../../shared/api';
import type { ContactField, ContactSetRole, StoredContact } from '../../../../../shared/api';
import type { ContactInput, ContactsView } from '../../../../../shared/ipc/channels/domainsTypes';
import type { DiffEntry } from '../../../components/DiffView';

export type ContactForm = Record<ContactSetRole, Record<ContactField, string>>;

import { FIELD_LABELS } from '../../../../../shared/contacts/contactFieldLabels';

export { FIELD_LABELS };

export function contactFields(contact: Partial<StoredContact> | ContactInput | undefined) {
  const source = (contact ?? {}) as Partial<Record<ContactField, string | undefined>>;
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, source[field] ?? ''])) as Record<
    ContactField,
    string
  >;
}

export function formFromView(view: ContactsView): ContactForm {
  return Object.fromEntries(
    CONTACT_SET_ROLES.map((role) => [role, contactFields(view.contacts[role])]),
  ) as ContactForm;
}

/** One entry per field that differs, e.g. `Admin · E-mail: a@example.com`. */
export function diffContacts(before: ContactForm, after: ContactForm): DiffEntry<string>[] {
  const entries: DiffEntry<string>[] = [];
  for (const role of CONTACT_SET_ROLES) {
    for (const field of CONTACT_FIELDS) {
      const old = before[role][field].trim();
      const next = after[role][field].trim();
      if (old.toLowerCase() === next.toLowerCase()) continue;
      const label = (value: string) => `${role} · ${FIELD_LABELS[field]}: ${value}`;
      if (old === '') entries.push({ change: 'added', after: label(next) });
      else if (next === '') entries.push({ change: 'removed', before: label(old) });
      else entries.push({ change: 'changed', before: label(old), after: label(next) });
    }
  }
  return entries;
}
