import type { settingsChannels } from '../../../shared/ipc/channels/settings';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function settingsHandlers(services: Services): HandlersFor<typeof settingsChannels> {
  return {
    'settings:get': () => services.settings.get(),
    'settings:update': (patch) => services.settings.update(patch),
  };
}
