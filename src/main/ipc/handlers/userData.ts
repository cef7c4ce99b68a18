import type { userDataChannels } from '../../../shared/ipc/channels/userData';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function userDataHandlers(services: Services): HandlersFor<typeof userDataChannels> {
  return {
    'data:export': () => services.userData.exportText(),
    'data:import': ({ text }) => services.userData.importText(text),
    'app:notices': () => services.userData.notices(),
    'app:dismissNotice': ({ id }) => services.userData.dismissNotice(id),
    'data:removeOrphanKey': ({ accountId }) => services.userData.removeOrphanKey(accountId),
  };
}
