import type { userDataChannels } from '../../../shared/ipc/channels/userData';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function userDataHandlers(services: Services): HandlersFor<typeof userDataChannels> {
  return {
    'data:export': () => services.userData.exportText(),
    'data:previewImport': ({ text }) => services.userData.previewText(text),
    'data:import': ({ text, repoint }) =>
      services.userData.importText(text, repoint === undefined ? {} : { repoint }),
    'app:notices': () => services.userData.notices(),
    'app:dismissNotice': ({ id }) => services.userData.dismissNotice(id),
    'data:removeOrphanKey': ({ accountId }) => services.userData.removeOrphanKey(accountId),
  };
}
