import type { Contact } from '../../../../shared/api';
import type { ContactValues } from '../../../../shared/contacts/contactProfileSchema';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';

export type { ContactValues };

export interface ContactFieldDef {
  readonly name: keyof Contact;
  readonly label: string;
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly description?: string;
}

/** The fields of a contact, in the order a reseller fills them in. */
export const CONTACT_FORM_FIELDS: readonly ContactFieldDef[] = [
  { name: 'firstname', label: 'First name', required: true },
  { name: 'lastname', label: 'Last name', required: true },
  { name: 'companyname', label: 'Company' },
  { name: 'email', label: 'E-mail', required: true, placeholder: 'owner@example.com' },
  {
    name: 'phonenumber',
    label: 'Phone',
    required: true,
    placeholder: '+49 89 1234567',
    description: 'With + and the country calling code.',
  },
  { name: 'address1', label: 'Address', required: true },
  { name: 'address2', label: 'Address line 2' },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State or region' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'country', label: 'Country', required: true },
  { name: 'tax_id', label: 'Tax ID', placeholder: 'VAT or tax number, when the registry asks' },
];

export const EMPTY_CONTACT: ContactValues = {
  firstname: '',
  lastname: '',
  fullname: '',
  companyname: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phonenumber: '',
  tax_id: '',
};

export function valuesOf(profile: ContactProfileView | null): ContactValues {
  return profile === null ? { ...EMPTY_CONTACT } : { ...EMPTY_CONTACT, ...profile.contact };
}

/** What the save channel takes: empty optional fields left out. */
export function contactInput(values: ContactValues): Partial<ContactValues> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
