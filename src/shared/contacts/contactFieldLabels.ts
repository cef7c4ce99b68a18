import type { ContactField } from '../api';

/** Each contact field in words, as the editors label it and the history names it. */
export const FIELD_LABELS: Record<ContactField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  fullname: 'Full name',
  companyname: 'Company',
  email: 'E-mail',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'City',
  state: 'State or region',
  postcode: 'Postcode',
  country: 'Country',
  phonenumber: 'Phone (+CC.NNNN)',
  tax_id: 'Tax ID',
};
