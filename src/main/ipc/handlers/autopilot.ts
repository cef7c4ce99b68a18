import type { autopilotChannels } from '../../../shared/ipc/channels/autopilot';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function autopilotHandlers(services: Services): HandlersFor<typeof autopilotChannels> {
  return {
    'autopilot:get': ({ accountId }) => services.autopilot.get(accountId),
    'autopilot:save': ({ accountId, settings }) => services.autopilot.save(accountId, settings),
    'autopilot:stop': ({ accountId }) => services.autopilot.stop(accountId),
    'autopilot:runNow': ({ accountId }) => services.autopilot.runNow(accountId),
  };
}
