import { CONTACT_ROLES } from '../api';
import type { Contact, ContactRole } from '../api';
import { checkContactSet } from '../contacts/contactRules';
import type { ContactInput } from '../ipc/channels/domainsTypes';
import { fieldPath } from '../rules/fieldIssue';
import type { FieldIssue } from '../rules/fieldIssue';

/*
 * The contacts of an order, checked the same way by the cart (before checkout is offered)
 * and by main (before anything is sent): each role's own contact, else the registrant's.
 */

const SET_ROLE = {
  registrant: 'Registrant',
  tech: 'Technical',
  billing: 'Billing',
  admin: 'Admin',
} as const;

/**
 * Every problem of an order's contacts, by the contact rule (a country such as `UK` is
 * refused with the code to use). A role that shares the registrant's contact does not
 * repeat its problems.
 */
export function checkOrderContacts(given: Partial<Record<ContactRole, ContactInput>>): {
  contacts?: Record<ContactRole, Contact>;
  issues: FieldIssue[];
} {
  const registrant = given.registrant;
  if (registrant === undefined) {
    return {
      issues: [{ path: 'contacts.registrant', message: 'A registrant contact is required.' }],
    };
  }
  const of = (role: ContactRole): ContactInput => given[role] ?? registrant;
  const checked = checkContactSet({
    Registrant: registrant,
    Technical: of('tech'),
    Billing: of('billing'),
    Admin: of('admin'),
  });
  const issues: FieldIssue[] = [];
  for (const role of CONTACT_ROLES) {
    if (role !== 'registrant' && of(role) === registrant) continue;
    const prefix = `${SET_ROLE[role]}.`;
    for (const issue of checked.issues) {
      if (!issue.path.startsWith(prefix)) continue;
      // Named as the order names it: `contacts.tech.country`.
      issues.push({ ...issue, path: fieldPath('contacts', role, issue.path.slice(prefix.length)) });
    }
  }
  const set = checked.contacts;
  if (set === undefined) return { issues };
  return {
    contacts: {
      registrant: set.Registrant,
      tech: set.Technical,
      billing: set.Billing,
      admin: set.Admin,
    },
    issues,
  };
}
