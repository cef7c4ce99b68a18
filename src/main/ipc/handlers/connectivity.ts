import type { connectivityChannels } from '../../../shared/ipc/channels/connectivity';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function connectivityHandlers(services: Services): HandlersFor<typeof connectivityChannels> {
  return {
    'connectivity:status': () => services.accounts.connectivity(),
    'connectivity:watch': ({ accountId }) => {
      services.connectivity.watch(accountId);
      return null;
    },
    'pacing:status': ({ accountId }) => services.accounts.pacing(accountId),
  };
}
