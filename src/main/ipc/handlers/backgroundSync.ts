import type { backgroundSyncChannels } from '../../../shared/ipc/channels/backgroundSync';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function backgroundSyncHandlers(
  services: Services,
): HandlersFor<typeof backgroundSyncChannels> {
  return {
    'backgroundSync:status': () => services.backgroundSync.status(),
  };
}
