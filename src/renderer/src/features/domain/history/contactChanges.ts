import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../../../shared/api';
import type { ContactsView } from '../../../../../shared/ipc/channels/domainsTypes';
import { FIELD_LABELS, formFromView } from '../contacts/contactForm';

function isContactsView(value: unknown): value is ContactsView {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contacts' in value &&
    typeof value.contacts === 'object'
  );
}

/**
 * Every contact field a change touched, as `Registrant · Company: Acme → Beta Ltd`, so a change
 * of company or address shows even when the name and e-mail stayed. Null when either side is
 * not a contact set (then the history shows the values as they are).
 */
export function contactChangeLines(before: unknown, after: unknown): string[] | null {
  if (!isContactsView(before) || !isContactsView(after)) return null;
  const old = formFromView(before);
  const next = formFromView(after);
  const lines: string[] = [];
  for (const role of CONTACT_SET_ROLES) {
    for (const field of CONTACT_FIELDS) {
      const a = old[role][field].trim();
      const b = next[role][field].trim();
      if (a === b) continue;
      lines.push(`${role} · ${FIELD_LABELS[field]}: ${a || '(empty)'} → ${b || '(empty)'}`);
    }
  }
  return lines;
}
