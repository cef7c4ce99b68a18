import { validationError } from './replies';
import type { ContactRole, RegistrarProfileName } from './types';

export const CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'fullname',
  'companyname',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'phonenumber',
  'tax_id',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type Contact = Partial<Record<ContactField, string>>;

export const CONTACT_ROLES: readonly ContactRole[] = [
  'Registrant',
  'Technical',
  'Billing',
  'Admin',
];

/** Order bodies name the roles in lower case. */
export const ORDER_ROLES: Readonly<Record<string, ContactRole>> = {
  registrant: 'Registrant',
  tech: 'Technical',
  billing: 'Billing',
  admin: 'Admin',
};

// What registrars commonly insist on; the spec leaves the list open.
const REQUIRED: readonly ContactField[] = [
  'firstname',
  'lastname',
  'email',
  'address1',
  'city',
  'country',
  'phonenumber',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{1,3}[.\s-]?\d[\d\s.-]{3,20}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The billing platform's own labels, answered by the full-featured registrar modules.
const LABELS: readonly (readonly [ContactField, string])[] = [
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
  ['companyname', 'Company Name'],
  ['email', 'Email Address'],
  ['address1', 'Address 1'],
  ['address2', 'Address 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['postcode', 'Postcode'],
  ['country', 'Country'],
  ['phonenumber', 'Phone Number'],
  ['tax_id', 'Tax ID'],
];

/** A key as sent, compared loosely: the billing platform turns `_` into spaces in labels. */
const looseKey = (key: string): string => key.replace(/_/g, ' ').trim().toLowerCase();

const FIELD_BY_KEY = new Map<string, ContactField>([
  ...LABELS.map(([field, label]) => [looseKey(label), field] as const),
  ...CONTACT_FIELDS.map((field) => [looseKey(field), field] as const),
]);

/**
 * The non-empty text fields of a contact, keyed by model key (`firstname`) or by the labels
 * GET answers (`First Name`, `First_Name`), as the billing platform hands them back.
 */
function contactValues(value: Record<string, unknown>): Contact {
  const contact: Contact = {};
  for (const [key, raw] of Object.entries(value)) {
    const field = FIELD_BY_KEY.get(looseKey(key));
    if (field === undefined || typeof raw !== 'string' || raw.trim() === '') continue;
    contact[field] ??= raw.trim();
  }
  return contact;
}

/** Reads one contact of a form body; `where` names it in error messages. */
export function readContact(value: unknown, where: string): Contact {
  if (!isRecord(value)) throw validationError(`${where} must be a set of contact fields`);
  const contact = contactValues(value);
  for (const field of REQUIRED) {
    if (contact[field] === undefined) throw validationError(`${where}[${field}] is required`);
  }
  if (!EMAIL.test(contact.email ?? '')) {
    throw validationError(`${where}[email] is not a valid e-mail address`);
  }
  const country = (contact.country ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    throw validationError(`${where}[country] must be a two-letter country code`);
  }
  contact.country = country;
  if (!PHONE.test(contact.phonenumber ?? '')) {
    throw validationError(
      `${where}[phonenumber] must be in international format, e.g. +1.5555551234`,
    );
  }
  contact.fullname ??= `${contact.firstname ?? ''} ${contact.lastname ?? ''}`.trim();
  return contact;
}

/**
 * Reads the four roles of a map keyed as `keys` (role key -> role). With `defaultRole`, a role
 * left out takes that role's contact (orders: the vendor's module sends the registrant only);
 * without it every role is required.
 */
export function readContactSet(
  value: unknown,
  field: string,
  keys: Readonly<Record<string, ContactRole>>,
  defaultRole?: ContactRole,
): Record<ContactRole, Contact> {
  if (!isRecord(value)) throw validationError(`${field} is required`);
  const out: Partial<Record<ContactRole, Contact>> = {};
  const entries = Object.entries(keys);
  // The default role is read first so the others can fall back to it.
  entries.sort(([, a], [, b]) => Number(b === defaultRole) - Number(a === defaultRole));
  for (const [key, role] of entries) {
    const fallback = defaultRole === undefined ? undefined : out[defaultRole];
    if (value[key] === undefined && fallback !== undefined) {
      out[role] = { ...fallback };
      continue;
    }
    if (value[key] === undefined) throw validationError(`${field}[${key}] is required`);
    out[role] = readContact(value[key], `${field}[${key}]`);
  }
  return {
    Registrant: out.Registrant ?? {},
    Technical: out.Technical ?? {},
    Billing: out.Billing ?? {},
    Admin: out.Admin ?? {},
  };
}

/** GET contact: labelled per registrar profile ('basic' answers the model keys). */
export function contactsAnswer(
  contacts: Record<ContactRole, Contact>,
  profile: RegistrarProfileName,
): Record<ContactRole, Record<string, string>> {
  const render = (c: Contact): Record<string, string> =>
    profile === 'basic'
      ? Object.fromEntries(CONTACT_FIELDS.map((f) => [f, c[f] ?? '']))
      : Object.fromEntries(LABELS.map(([f, label]) => [label, c[f] ?? '']));
  return {
    Registrant: render(contacts.Registrant),
    Technical: render(contacts.Technical),
    Billing: render(contacts.Billing),
    Admin: render(contacts.Admin),
  };
}
