import type { renewalsChannels } from '../../../shared/ipc/channels/renewals';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function renewalsHandlers(services: Services): HandlersFor<typeof renewalsChannels> {
  return {
    'renewals:due': ({ accountId }) => services.renewals.due(accountId),
    'renewals:list': ({ accountId, ...page }) => services.renewals.list(accountId, page),
    'renewals:checkPremium': ({ accountId, group }) =>
      services.renewals.checkPremium(accountId, group),
    'renewals:csv': ({ accountId, group }) => services.renewals.csv(accountId, group),
    'renewals:plan': (input) =>
      'selection' in input
        ? services.renewals.plan(input.selection)
        : services.renewals.planGroup(input.accountId, input.group),
  };
}
