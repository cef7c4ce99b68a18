import { must } from '../../src/main/services/testing/deskHarness';
import type { Desk } from '../../src/main/services/testing/deskHarness';
import { ADA, NAMESERVERS } from '../../src/main/services/orders/testing/ordersFixture';

/** A one-year registration with the fixture's contact and name servers. */
export const registration = (domain: string) => ({
  domain,
  operation: 'register',
  period: 1,
  nameservers: NAMESERVERS,
  contacts: { registrant: ADA },
});

/** Orders `domain` through the bridge and returns once it is active and in the portfolio. */
export async function registerActiveDomain(d: Desk, accountId: string, domain: string) {
  must(
    await d.call('orders:place', {
      accountId,
      order: registration(domain),
    }),
  );
  d.sim.provision();
  must(await d.call('portfolio:sync', { accountId, name: domain }));
}
