/** A registrant contact profile, as a reseller saves one before the first checkout. */
export const OFFICE_PROFILE = {
  name: 'Office',
  contact: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.org',
    address1: '1 High Street',
    city: 'London',
    postcode: 'N1 1AA',
    country: 'GB',
    phonenumber: '+44.2071234567',
  },
};

/** How the cart's registrant picker lists it. */
export const OFFICE_PROFILE_LABEL = 'Office · ada@example.org';
