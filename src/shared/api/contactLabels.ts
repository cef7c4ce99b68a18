import { z } from 'zod';
import type { ContactField, ContactSetRole } from './models';

/** A stored contact: the model fields recognised, plus every other label as sent. */
export type StoredContact = Partial<Record<ContactField, string>> & {
  extra: Record<string, string>;
};

/** GET /domains/{domain}/contact, normalised. */
export interface StoredContacts {
  contacts: Partial<Record<ContactSetRole, StoredContact>>;
  /** Roles other than the four known ones, under the key the server used. */
  otherRoles: Record<string, StoredContact>;
}

/** Label spellings (lowercased, non-alphanumerics removed) for each model field. */
const LABEL_ALIASES: Record<ContactField, readonly string[]> = {
  firstname: ['firstname', 'fname', 'givenname', 'forename'],
  lastname: ['lastname', 'lname', 'surname', 'familyname'],
  fullname: ['fullname', 'name', 'contactname'],
  companyname: [
    'companyname',
    'company',
    'organisation',
    'organization',
    'organisationname',
    'organizationname',
    'org',
  ],
  email: ['email', 'emailaddress', 'mail'],
  address1: ['address1', 'address', 'addressline1', 'street', 'streetaddress', 'street1'],
  address2: ['address2', 'addressline2', 'street2'],
  city: ['city', 'town'],
  state: ['state', 'region', 'province', 'county', 'stateprovince', 'stateregion'],
  postcode: ['postcode', 'zipcode', 'zip', 'postalcode', 'zippostcode', 'postcodezip'],
  country: ['country', 'countrycode'],
  phonenumber: ['phonenumber', 'phone', 'telephone', 'tel', 'telephonenumber'],
  tax_id: ['taxid', 'taxnumber', 'taxidnumber', 'vat', 'vatid', 'vatnumber'],
};

const FIELD_BY_LABEL = new Map<string, ContactField>(
  Object.entries(LABEL_ALIASES).flatMap(([field, labels]) =>
    labels.map((label) => [label, field as ContactField] as const),
  ),
);

function labelKey(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The model field a server label stands for (`First_Name`, `Email Address`, `ZIP Code`, ...). */
export function contactFieldForLabel(label: string): ContactField | undefined {
  return FIELD_BY_LABEL.get(labelKey(label));
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Map one contact's labels to model keys; the first label seen for a field wins. */
export function normaliseContact(labels: Record<string, unknown>): StoredContact {
  const contact: StoredContact = { extra: {} };
  for (const [label, value] of Object.entries(labels)) {
    const field = contactFieldForLabel(label);
    if (field !== undefined && contact[field] === undefined) contact[field] = valueText(value);
    else contact.extra[label] = valueText(value);
  }
  return contact;
}

const ROLE_ALIASES: Record<string, ContactSetRole> = {
  registrant: 'Registrant',
  owner: 'Registrant',
  technical: 'Technical',
  tech: 'Technical',
  billing: 'Billing',
  admin: 'Admin',
  administrative: 'Admin',
  administrator: 'Admin',
};

export function contactSetRoleFor(key: string): ContactSetRole | undefined {
  return ROLE_ALIASES[labelKey(key)];
}

const labelMap = z.union([
  z.record(z.string(), z.unknown()),
  // An empty contact may arrive as [] from PHP.
  z
    .array(z.unknown())
    .length(0)
    .transform(() => ({})),
]);

/** Empty array before provisioning; otherwise a map of role to label map. */
export const storedContactsSchema = z
  .union([
    z.record(z.string(), labelMap),
    z.array(labelMap).transform((list) => Object.fromEntries(list.entries())),
  ])
  .transform((roles): StoredContacts => {
    const result: StoredContacts = { contacts: {}, otherRoles: {} };
    for (const [key, labels] of Object.entries(roles)) {
      const role = contactSetRoleFor(key);
      const contact = normaliseContact(labels);
      if (role !== undefined && result.contacts[role] === undefined)
        result.contacts[role] = contact;
      else result.otherRoles[key] = contact;
    }
    return result;
  });
