import type { Services } from '../createServices';
import type { Handlers } from './dispatcher';
import { accountsHandlers } from './handlers/accounts';
import { autopilotHandlers } from './handlers/autopilot';
import { presetsHandlers } from './handlers/presets';
import { backgroundSyncHandlers } from './handlers/backgroundSync';
import { connectivityHandlers } from './handlers/connectivity';
import { contactProfilesHandlers } from './handlers/contactProfiles';
import { demoHandlers } from './handlers/demo';
import { domainsHandlers } from './handlers/domains';
import { jobsHandlers } from './handlers/jobs';
import { notificationsHandlers } from './handlers/notifications';
import { ordersHandlers } from './handlers/orders';
import { portfolioHandlers } from './handlers/portfolio';
import { pricingHandlers } from './handlers/pricing';
import { renewalsHandlers } from './handlers/renewals';
import { reportsHandlers } from './handlers/reports';
import { searchHandlers } from './handlers/search';
import { settingsHandlers } from './handlers/settings';
import { userDataHandlers } from './handlers/userData';

/** One entry per contract channel; the `Handlers` type makes a missing entry a compile error. */
export function createHandlers(services: Services): Handlers {
  return {
    'app:info': () => services.app.info(),
    'app:openLogFolder': () => services.app.openLogFolder(),
    'app:checkForUpdates': ({ when }) =>
      when === 'now' ? services.updates.check() : services.updates.checkOnStart(),
    ...accountsHandlers(services),
    ...demoHandlers(services),
    ...jobsHandlers(services),
    ...searchHandlers(services),
    ...pricingHandlers(services),
    ...ordersHandlers(services),
    ...portfolioHandlers(services),
    ...domainsHandlers(services),
    ...userDataHandlers(services),
    ...contactProfilesHandlers(services),
    ...settingsHandlers(services),
    ...connectivityHandlers(services),
    ...renewalsHandlers(services),
    ...backgroundSyncHandlers(services),
    ...reportsHandlers(services),
    ...autopilotHandlers(services),
    ...presetsHandlers(services),
    ...notificationsHandlers(services),
  };
}
