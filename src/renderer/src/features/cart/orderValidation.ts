import type { Contact } from '../../../../shared/api';
import {
  checkNameserverList,
  MIN_NAMESERVERS,
} from '../../../../shared/nameservers/nameserverRules';
import { emailAddressProblem } from '../../../../shared/text/emailAddress';
import { unsafeCharacterProblem, visibleText } from '../../../../shared/text/unsafeCharacters';
import type { OrderContactRole } from '../../../../shared/ipc/channels/orders';
import type { OrderOperation } from '../../../../shared/ipc/channels/pricing';

/** One problem, naming the field as the form labels it. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** The API's phone format: `+`, the country calling code, a dot, the number. */
const PHONE = /^\+\d{1,3}\.\d{4,14}$/;

export function emailProblem(value: string): string | undefined {
  if (value.trim() === '') return 'is required';
  const problem = emailAddressProblem(value);
  return problem === undefined ? undefined : `"${visibleText(value.trim())}" ${problem}`;
}

export function phoneProblem(value: string): string | undefined {
  const phone = value.replace(/[\s\-()]/g, '');
  if (phone === '') return 'is required';
  return PHONE.test(phone)
    ? undefined
    : `"${value.trim()}" is not in international format: +, country code, a dot, the number (+44.2071234567)`;
}

export function countryProblem(value: string): string | undefined {
  if (value.trim() === '') return 'is required';
  return /^[A-Za-z]{2}$/.test(value.trim())
    ? undefined
    : `"${value.trim()}" is not a two-letter country code (GB, US, DE)`;
}

/** How the order form labels the contact fields. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  firstname: 'First name',
  lastname: 'Last name',
  fullname: 'Full name',
  companyname: 'Company',
  email: 'e-mail',
  address1: 'Address',
  city: 'City',
  state: 'State',
  postcode: 'Postcode',
  country: 'country',
  phonenumber: 'phone',
};

const REQUIRED_CONTACT_FIELDS: readonly [keyof Contact, string][] = [
  ['firstname', 'First name'],
  ['lastname', 'Last name'],
  ['address1', 'Address'],
  ['city', 'City'],
];

/** Every problem of one contact, each naming its field (`Registrant e-mail: …`). */
export function contactProblems(contact: Partial<Contact>, who: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (label: string, message: string | undefined) => {
    if (message !== undefined) problems.push({ field: `${who} ${label}`, message });
  };
  // Any text field the contact has: hidden characters would reach the registry.
  for (const [key, value] of Object.entries(contact)) {
    const hidden = typeof value === 'string' ? unsafeCharacterProblem(value) : undefined;
    if (hidden !== undefined) add(FIELD_NAMES[key] ?? key, hidden);
  }
  for (const [key, label] of REQUIRED_CONTACT_FIELDS) {
    if ((contact[key] ?? '').trim() === '') add(label, 'is required');
  }
  add('e-mail', emailProblem(contact.email ?? ''));
  add('phone', phoneProblem(contact.phonenumber ?? ''));
  add('country', countryProblem(contact.country ?? ''));
  return problems;
}

/**
 * 2 to 5 distinct host names, blank lines ignored, by the shared nameserver rule: a host's
 * problem names it (`Nameserver 2`), a count problem names the list.
 */
export function nameserverProblems(hosts: readonly string[]): FieldProblem[] {
  const given = hosts.filter((host) => host.trim() !== '');
  const problems: FieldProblem[] = [];
  for (const issue of checkNameserverList(given).issues) {
    const slot = /^ns(\d+)$/.exec(issue.path)?.[1];
    const text = issue.message.replace(/\.$/, '');
    if (slot === undefined) {
      problems.push({
        field: 'Nameservers',
        message: text.charAt(0).toLowerCase() + text.slice(1),
      });
    } else if (!text.startsWith(`${issue.path}:`)) {
      // Missing slots read as one problem of the list in a cart line.
      if (!problems.some((p) => p.field === 'Nameservers')) {
        problems.push({
          field: 'Nameservers',
          message: `at least ${MIN_NAMESERVERS} are required (${given.length} given)`,
        });
      }
    } else {
      problems.push({ field: `Nameserver ${slot}`, message: text.slice(issue.path.length + 2) });
    }
  }
  return problems;
}

// These registries move a name by a registrar tag rather than an authorisation code.
const NO_EPP_CODE_TLDS = new Set(['uk', 'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk']);

/** Whether a transfer of a name under this TLD needs the authorisation (EPP) code. */
export function needsEppCode(operation: OrderOperation, domain: string): boolean {
  if (operation !== 'transfer') return false;
  const tld = domain.slice(domain.indexOf('.') + 1).toLowerCase();
  return !NO_EPP_CODE_TLDS.has(tld);
}

export interface CartLineDraft {
  readonly domain: string;
  readonly operation: OrderOperation;
  /** The nameservers that will be sent: the line's own, else the defaults. */
  readonly nameservers: readonly string[];
  /** The contact each role will get (its profile's, else the registrant's); undefined: none. */
  readonly contacts: Partial<Record<OrderContactRole, Partial<Contact>>>;
  readonly eppCode: string;
}

const ROLE_NAMES: Record<OrderContactRole, string> = {
  registrant: 'Registrant',
  admin: 'Admin',
  tech: 'Tech',
  billing: 'Billing',
};

/**
 * Everything that would make the provider refuse a line, found before anything is sent.
 * Renewals need neither nameservers nor contacts.
 */
export function cartLineProblems(line: CartLineDraft): FieldProblem[] {
  if (line.operation === 'renew') return [];
  const problems: FieldProblem[] = [...nameserverProblems(line.nameservers)];
  const registrant = line.contacts.registrant;
  if (registrant === undefined) {
    problems.push({
      field: 'Registrant contact',
      message: 'is required: choose a contact profile',
    });
  }
  const checked = new Set<Partial<Contact>>();
  for (const role of ['registrant', 'admin', 'tech', 'billing'] as const) {
    const contact = line.contacts[role] ?? registrant;
    if (contact === undefined || checked.has(contact)) continue;
    checked.add(contact);
    problems.push(...contactProblems(contact, ROLE_NAMES[role]));
  }
  if (needsEppCode(line.operation, line.domain) && line.eppCode.trim() === '') {
    problems.push({ field: 'EPP code', message: `is required to transfer ${line.domain}` });
  }
  return problems;
}

/** `Field: message` for a list. */
export function describeProblem(problem: FieldProblem): string {
  return `${problem.field}: ${problem.message}`;
}
