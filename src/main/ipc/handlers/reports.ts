import type { reportsChannels } from '../../../shared/ipc/channels/reports';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function reportsHandlers(services: Services): HandlersFor<typeof reportsChannels> {
  return {
    'reports:runway': ({ accountId }) => services.reports.runway(accountId),
    'reports:spend': ({ accountId }) => services.reports.spend(accountId),
    'reports:spendCsv': ({ accountId }) => services.reports.spendCsv(accountId),
  };
}
