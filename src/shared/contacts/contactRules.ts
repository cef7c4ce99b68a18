import { CONTACT_SET_ROLES } from '../api';
import type { Contact, ContactSetRole } from '../api';
import type { ContactInput, ContactSetInput } from '../ipc/channels/domainsTypes';
import type { FieldIssue } from '../rules/fieldIssue';
import { emailAddressProblem, NOT_AN_ADDRESS } from '../text/emailAddress';
import { unsafeCharacterProblem, visibleText } from '../text/unsafeCharacters';
import { normalisePhone } from './phoneNumber';

const REQUIRED: readonly [keyof ContactInput, string][] = [
  ['firstname', 'First name'],
  ['lastname', 'Last name'],
  ['email', 'E-mail'],
  ['address1', 'Address'],
  ['city', 'City'],
  ['country', 'Country'],
  ['phonenumber', 'Phone'],
];

/** How the editors label each field, for messages; a field not listed is named by its key. */
const LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(REQUIRED),
  fullname: 'Full name',
  companyname: 'Company',
  state: 'State',
  postcode: 'Postcode',
};

/** Codes that look like countries but are not ISO 3166-1 (the UK is GB). */
const NOT_COUNTRIES: Readonly<Record<string, string>> = {
  UK: 'use GB for the United Kingdom',
  EU: 'the European Union is not a country',
  UN: 'not a country',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryProblem(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code))
    return `"${code}" is not a two-letter country code (e.g. GB, US, DE)`;
  const special = NOT_COUNTRIES[code];
  if (special) return `"${code}" is not a country code: ${special}`;
  let name: string | undefined;
  try {
    name = regionNames.of(code);
  } catch {
    name = undefined;
  }
  if (name === undefined || name === code || name === 'Unknown Region') {
    return `"${code}" is not a known country code`;
  }
  return undefined;
}

/** Where an issue about one field is reported, and how its message is phrased. */
type IssueAt = (field: keyof Contact, message: string) => FieldIssue;

function checkContactFields(
  input: ContactInput,
  issueAt: IssueAt,
): {
  contact?: Contact;
  issues: FieldIssue[];
} {
  const text = (value: string | undefined): string => (value ?? '').trim();
  const contact: Contact = {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    fullname: text(input.fullname),
    companyname: text(input.companyname),
    email: text(input.email),
    address1: text(input.address1),
    address2: text(input.address2),
    city: text(input.city),
    state: text(input.state),
    postcode: text(input.postcode),
    country: text(input.country).toUpperCase(),
    phonenumber: text(input.phonenumber),
    tax_id: text(input.tax_id),
  };
  const issues: FieldIssue[] = [];
  const add = (field: keyof Contact, message: string): void => {
    issues.push(issueAt(field, message));
  };
  // Every text field, whichever the contact has: hidden characters would reach the registry.
  const hidden = new Set<string>();
  for (const [field, value] of Object.entries(input) as [keyof Contact, unknown][]) {
    const problem = typeof value === 'string' ? unsafeCharacterProblem(value) : undefined;
    if (problem === undefined) continue;
    hidden.add(field);
    add(field, `${LABELS[field] ?? field} "${visibleText(value as string)}" ${problem}`);
  }
  for (const [field, label] of REQUIRED) {
    if (contact[field] === '') add(field, `${label} is required`);
  }
  const emailProblem = contact.email === '' ? undefined : emailAddressProblem(contact.email);
  if (emailProblem !== undefined && !hidden.has('email')) {
    const why = emailProblem === NOT_AN_ADDRESS ? 'is not a valid address' : emailProblem;
    add('email', `e-mail "${contact.email}" ${why}`);
  }
  if (contact.phonenumber !== '' && !hidden.has('phonenumber')) {
    const phone = normalisePhone(contact.phonenumber);
    if ('phone' in phone) contact.phonenumber = phone.phone;
    else add('phonenumber', phone.problem);
  }
  if (contact.country !== '') {
    const problem = countryProblem(contact.country);
    if (problem) add('country', problem);
  }
  return issues.length > 0 ? { issues } : { contact, issues };
}

function checkRoleContact(
  role: ContactSetRole,
  input: ContactInput | undefined,
): {
  contact?: Contact;
  issues: FieldIssue[];
} {
  if (!input) return { issues: [{ path: role, message: `The ${role} contact is missing.` }] };
  return checkContactFields(input, (field, message) => ({
    path: `${role}.${field}`,
    message: `${role}: ${message}.`,
  }));
}

/**
 * Checks one contact on its own (a saved contact profile) with the same rules as a contact
 * set; each issue's path is the field's name and its message a sentence of its own.
 */
export function checkContact(input: ContactInput): { contact?: Contact; issues: FieldIssue[] } {
  return checkContactFields(input, (field, message) => ({
    path: field,
    message: `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
  }));
}

/**
 * Checks the four roles of a contact set (Registrant, Technical, Billing, Admin) and returns
 * it trimmed, with country codes upper-cased and phone numbers in the API's format.
 */
export function checkContactSet(input: Partial<ContactSetInput>): {
  contacts?: Record<ContactSetRole, Contact>;
  issues: FieldIssue[];
} {
  const issues: FieldIssue[] = [];
  const contacts: Partial<Record<ContactSetRole, Contact>> = {};
  for (const role of CONTACT_SET_ROLES) {
    const checked = checkRoleContact(role, input[role]);
    issues.push(...checked.issues);
    if (checked.contact) contacts[role] = checked.contact;
  }
  return issues.length > 0
    ? { issues }
    : { contacts: contacts as Record<ContactSetRole, Contact>, issues };
}
