import type { ServiceContext } from '../serviceContext';
import { createContactProfilesService } from '../contactProfiles';
import { createSettingsService } from '../settings';

/** The demo's nameservers: the simulator's own hosting, as a new customer's would be. */
export const DEMO_NAMESERVERS = ['ns1.domaindesk-dns.net', 'ns2.domaindesk-dns.net'];

export const DEMO_CONTACT_PROFILE = {
  name: 'Demo registrant',
  contact: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    companyname: 'Demo Reseller Ltd',
    email: 'ada@demo-reseller.example',
    address1: '12 Example Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
    phonenumber: '+44.2079460000',
  },
};

/**
 * What a checkout needs and a new demo would otherwise lack (an order needs two nameservers
 * and a registrant): one contact profile, chosen for every role, and default nameservers.
 * Through the services, by their rules; what the demo already has is left as it is.
 */
export function seedDemoCheckout(ctx: Pick<ServiceContext, 'cache' | 'events'>): void {
  const profiles = createContactProfilesService(ctx);
  const settings = createSettingsService(ctx);
  const profile = profiles.list()[0] ?? profiles.save(DEMO_CONTACT_PROFILE);
  const current = settings.get();
  settings.update({
    ...(current.defaultNameservers.length === 0 && { defaultNameservers: DEMO_NAMESERVERS }),
    ...(current.cartContactProfiles.registrant === undefined && {
      cartContactProfiles: { registrant: profile.id },
    }),
  });
}
